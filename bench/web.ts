/**
 * `npm run bench:web`: the browser app's weight and paint (issue #14).
 *
 * Builds the web app (unless told to use a build), prints each page's initial JavaScript (raw and
 * gzip, from apps/web/scripts/check-budgets.mjs), then serves the build from the real server on the
 * embedded database with the demo data (its staff user signs in for the dashboard) and measures the
 * Largest Contentful Paint of the landing page, the login page and the signed-in dashboard in
 * headless Chromium, cold cache, median of `--runs`. A static HTML page served by the same server
 * is measured in the same run as the reference.
 *
 *   npm run bench:web -- [--dist apps/web/dist] [--build] [--runs 5]
 *
 * --dist: the build to measure; built first when it has no index.html, or with --build (only the
 * default dist is built here, another one must be built beforehand).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TOKEN_STORAGE_KEY } from '@kairox/contract';
import { chromium, type Browser } from 'playwright-core';
import { startServerProcess, stopServerProcess } from '../apps/server/src/testing/server-process.js';
import { DEMO_ADMIN, loginViaApi } from '../e2e/support/api.js';
import { chromiumPath } from '../e2e/support/paths.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps', 'web');
const defaultDist = path.join(webRoot, 'dist');

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: defaultDist },
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
  },
});
const dist = path.resolve(options.dist);
const RUNS = Number(options.runs);

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const VIEWPORT = { width: 1280, height: 800 };
/** After the network is idle, how long the page may still paint before its LCP is read. */
const SETTLE_MS = 300;

/** The reference: a page with no script, the size of the landing page's first screen of text. */
const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title></head>
<body style="font-family: sans-serif; margin: 4rem"><h1>Hire faster with AI-assisted screening</h1>
<p>${'Kairox reads every resume, scores it against the job and shows your team who to talk to first. '.repeat(3)}</p></body></html>`;

interface Page {
  label: string;
  url: string;
  signedIn: boolean;
  /** LCP target in ms, where the issue sets one. */
  targetMs?: number;
}

const PAGES: Page[] = [
  { label: 'reference (static HTML)', url: '/reference.html', signedIn: false },
  { label: '/ (landing)', url: '/', signedIn: false, targetMs: 1000 },
  { label: '/login', url: '/login', signedIn: false },
  { label: '/dashboard (signed in)', url: '/dashboard', signedIn: true, targetMs: 1500 },
];

/** Keeps the latest LCP candidate where the bench can read it. */
const LCP_OBSERVER = `window.__benchLcp = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLcp = entry.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });`;

interface PageSize {
  path: string;
  raw: number;
  gzip: number;
}

function buildIfNeeded(): void {
  if (existsSync(path.join(dist, 'index.html')) && !options.build) return;
  if (dist !== defaultDist) throw new Error(`${dist} holds no build: build it first, or leave out --dist`);
  console.log('Building the web app (npm run build -w apps/web)...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
}

/** The page weights as the budget check computes them (it exits 1 over a limit: the figures still count here). */
function pageSizes(): PageSize[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [path.join(webRoot, 'scripts', 'check-budgets.mjs'), '--dist', dist, '--json'], { encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  return (JSON.parse(output) as { pages: PageSize[] }).pages;
}

async function measureLcp(browser: Browser, baseUrl: string, page: Page, token: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: LCP_OBSERVER });
    if (page.signedIn)
      await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)});` });
    const tab = await context.newPage();
    await tab.goto(page.url, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(SETTLE_MS);
    const lcp = Number(await tab.evaluate('window.__benchLcp'));
    if (!(lcp > 0)) throw new Error(`${page.url}: Chromium reported no Largest Contentful Paint`);
    return lcp;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function printSizes(sizes: PageSize[]): void {
  console.log("\nInitial JavaScript per page (app pages: entry + page chunk + their static imports; /: the prerendered page's scripts):");
  console.log('| page | raw | gzip |\n| --- | ---: | ---: |');
  for (const size of sizes) console.log(`| ${size.path} | ${kb(size.raw)} | ${kb(size.gzip)} |`);
}

function printPaint(samples: Map<Page, number[]>): void {
  const reference = median(samples.get(PAGES[0]!)!);
  console.log(`\nLargest Contentful Paint, headless Chromium, cold cache, median of ${RUNS} runs (min-max):`);
  console.log('| page | LCP | min-max | x reference | target |\n| --- | ---: | ---: | ---: | --- |');
  for (const page of PAGES) {
    const values = samples.get(page)!;
    const lcp = median(values);
    const target =
      page.targetMs === undefined ? '' : `${page.targetMs} ms: ${lcp <= page.targetMs ? 'met' : `missed by ${Math.round(lcp - page.targetMs)} ms`}`;
    console.log(
      `| ${page.label} | ${Math.round(lcp)} ms | ${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} ms | ${(lcp / reference).toFixed(1)} | ${target} |`,
    );
  }
}

async function main(): Promise<void> {
  buildIfNeeded();
  printSizes(pageSizes());

  const runDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-bench-web-'));
  const webDir = path.join(runDir, 'web');
  await cp(dist, webDir, { recursive: true });
  await writeFile(path.join(webDir, 'reference.html'), REFERENCE_PAGE);
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: path.join(runDir, 'data'),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'false',
      WEB_DIST_DIR: webDir,
    },
    'src/main.ts',
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  try {
    const token = await loginViaApi(server.baseUrl, DEMO_ADMIN);
    const samples = new Map(PAGES.map((page) => [page, [] as number[]]));
    const loadBefore = os.loadavg()[0]!;
    // Round by round, so a slow moment of the shared machine hits every page alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of PAGES) samples.get(page)!.push(await measureLcp(browser, server.baseUrl, page, token));
    }
    printPaint(samples);
    // The machine may be shared: the paint figures are read with its load (the ratios move less).
    console.log(`\nLoad average (1 min) of ${os.cpus().length} cores: ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after.`);
  } finally {
    await browser.close();
    await stopServerProcess(server);
    await rm(runDir, { recursive: true, force: true });
  }
}

await main();
