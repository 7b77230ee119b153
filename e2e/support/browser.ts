import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { artifactsDir, chromiumPath } from './paths';

const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Timeouts for one action or wait; well under the 60 s test timeout so failures say what was awaited. */
const ACTION_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 20_000;

const TOKEN_KEY = 'jwt_token';

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The one Chromium of the run (the files share a worker's modules, `isolate: false`): a launch
 * costs about 1.3 s of CPU, and the files only need fresh contexts. A browser that went away is
 * launched again. Playwright kills it when the test process exits.
 */
async function chromiumForRun(): Promise<Browser> {
  const running = await sharedBrowser;
  if (running?.isConnected()) return running;
  sharedBrowser = launchChromium();
  return sharedBrowser;
}

export interface BrowserSession {
  /** The server under test, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** The server's data directory (mail outbox). */
  readonly dataDir: string;
  readonly browser: Browser;
  /** A fresh context (no storage, no cookies) for the current test. */
  readonly context: BrowserContext;
  /** The current test's page; relative page.goto() paths resolve against baseUrl. */
  readonly page: Page;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
  /** A phone: touch events and the mobile viewport meta tag honoured. */
  isMobile?: boolean;
  hasTouch?: boolean;
}

/**
 * Registers the hooks of a browser test file: the run's Chromium, a new context and page per test
 * (so tests share no storage), and on failure a screenshot under e2e/artifacts/ plus the page's
 * uncaught errors in the log.
 */
export function useBrowser(options: BrowserOptions = {}): BrowserSession {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromiumForRun();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? DESKTOP,
      isMobile: options.isMobile ?? false,
      hasTouch: options.hasTouch ?? false,
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    pageErrors = [];
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterEach(async (testContext) => {
    const failed = testContext.task.result?.state === 'fail';
    if (failed && page && !page.isClosed()) {
      const file = path.basename(testContext.task.file.name).replace(/\.test\.ts$/, '');
      const target = path.join(artifactsDir, `${file}--${slug(testContext.task.name)}.png`);
      try {
        await mkdir(artifactsDir, { recursive: true });
        await page.screenshot({ path: target, fullPage: true, timeout: 5_000 });
        console.error(`[e2e] ${testContext.task.name}: failed at ${page.url()}; screenshot ${target}`);
      } catch (error) {
        console.error(`[e2e] could not save a screenshot for '${testContext.task.name}': ${String(error)}`);
      }
      if (pageErrors.length > 0) console.error(`[e2e] uncaught page errors:\n  ${pageErrors.join('\n  ')}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  afterAll(() => {
    browser = undefined;
  });

  return {
    baseUrl,
    dataDir,
    get browser() {
      if (!browser) throw new Error('useBrowser: the browser is only available inside tests');
      return browser;
    },
    get context() {
      if (!context) throw new Error('useBrowser: the context is only available inside tests');
      return context;
    },
    get page() {
      if (!page) throw new Error('useBrowser: the page is only available inside tests');
      return page;
    },
  };
}

/**
 * Signs the page in the way the app itself does: the token in localStorage under 'jwt_token'.
 * Done once per tab before the app's scripts run, so a later logout in the test sticks.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.context().addInitScript(
    ({ key, value }) => {
      try {
        if (window.sessionStorage.getItem('__e2e_token_seeded')) return;
        window.sessionStorage.setItem('__e2e_token_seeded', '1');
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { key: TOKEN_KEY, value: token },
  );
}

/** The token the app has stored, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}
