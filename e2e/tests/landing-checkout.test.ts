import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { count, gone, onPath, text, visible } from '../support/ui';

/** Spec section 1: the three claims. */
const CLAIMS = ['70%', '95%', '1M+'];
/** Spec section 1: what the landing page advertises. */
const TOPICS = [/AI screening/i, /automated workflows/i, /analytics/i, /team collaboration/i, /time to hire/i, /security/i];

/** The page's own heading level 1 is drawn; then the link is clicked and the path checked. */
async function followLink(page: Page, name: string, target: string) {
  await page.goto('/');
  await visible(page.getByRole('heading', { level: 1 }));
  await page.getByRole('link', { name, exact: true }).first().click();
  await onPath(page, target);
}

describe('landing page (/)', () => {
  const session = useBrowser();

  it('shows the claims 70%, 95% and 1M+ and the advertised topics', async () => {
    const { page } = session;
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    const main = page.locator('main');
    for (const claim of CLAIMS) await visible(text(main, claim));
    const copy = await main.innerText();
    for (const topic of TOPICS) expect(copy).toMatch(topic);

    // Served prerendered (docs/quality.md): the HTML holds the page, and its one script is not the app.
    const html = await (await fetch(new URL('/', session.baseUrl), { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<h1\b[^>]*>[^<]*\bAI\b/);
    for (const claim of CLAIMS) expect(html).toContain(claim);
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  it("'Sign In' leads to /login, 'Get Started' and 'Start Free Trial' to /signup", async () => {
    const { page } = session;
    await followLink(page, 'Sign In', '/login');
    await followLink(page, 'Get Started', '/signup');
    await followLink(page, 'Start Free Trial', '/signup');
  });

  it("'Watch Demo' opens a walkthrough; 'Schedule Demo' is an external link in a new tab", async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const demo = page.getByRole('dialog');
    await visible(demo);
    expect((await demo.innerText()).trim().length).toBeGreaterThan(50);
    await demo.getByRole('button', { name: 'Close', exact: true }).first().click();
    await gone(demo);
    expect(new URL(page.url()).pathname).toBe('/');

    const schedule = page.getByRole('link', { name: 'Schedule Demo' });
    await visible(schedule);
    expect(await schedule.getAttribute('href')).toMatch(/^(mailto:|https?:\/\/)/);
    expect(await schedule.getAttribute('target')).toBe('_blank');
    expect(await schedule.getAttribute('rel')).toMatch(/noopener/);
  });
});

interface PlanCase {
  path: string;
  name: string;
  price: string;
  monthly: boolean;
  popular: boolean;
  /** Spec section 9, lower case. */
  included: string[];
  excluded: string[];
}

const STARTER: Omit<PlanCase, 'path'> = {
  name: 'Starter',
  price: '$99',
  monthly: true,
  popular: false,
  included: [
    '4 jobs per month',
    '40 resumes',
    'pdf only',
    'unlimited mass upload',
    'ai job posting',
    'auto screening',
    'ai interview screening',
    'analytics report',
  ],
  excluded: ['auto sourcing', 'end-to-end process', 'advanced analytics'],
};

const PLAN_CASES: PlanCase[] = [
  { path: '/billing/checkout', ...STARTER },
  { path: '/billing/checkout?plan=StArTeR', ...STARTER },
  {
    path: '/billing/checkout?plan=professional',
    name: 'Professional',
    price: '$299',
    monthly: true,
    popular: true,
    included: ['unlimited jobs', 'unlimited resumes', 'end-to-end process', 'advanced analytics'],
    excluded: ['auto sourcing', 'custom namespace', 'dedicated support'],
  },
  {
    path: '/billing/checkout?plan=ENTERPRISE',
    name: 'Enterprise',
    price: 'Custom pricing',
    monthly: false,
    popular: false,
    included: ['unlimited everything', 'separate database', 'auto sourcing', 'custom namespace', 'dedicated support'],
    excluded: [],
  },
];

const NOT_INCLUDED = /\s*\(not included\)$/i;

/** The signed-in shell (header buttons and the side menu) must not show on billing pages. */
async function expectNoShell(page: Page) {
  expect(await page.getByRole('button', { name: 'Add New User' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Application' }).count()).toBe(0);
}

describe('billing checkout (/billing/checkout?plan=)', () => {
  const session = useBrowser();
  let token = '';

  beforeAll(async () => {
    // Signed in, so that a header or sidebar would show if the page had one.
    token = await loginViaApi(session.baseUrl, DEMO_USER);
  });

  it.each(PLAN_CASES)('shows $name at $path with its price and features, a payment placeholder and no shell', async (plan) => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto(plan.path);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await visible(summary);
    await visible(text(summary, plan.name));
    await visible(text(summary, plan.price));
    expect(await text(summary, '/month').count()).toBe(plan.monthly ? 1 : 0);
    await count(text(page.locator('main'), 'Most Popular'), plan.popular ? 1 : 0);

    const features = (await summary.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent ?? ''))).map((entry) =>
      entry.replace(/\s+/g, ' ').trim(),
    );
    const excluded = features.filter((entry) => NOT_INCLUDED.test(entry)).map((entry) => entry.replace(NOT_INCLUDED, '').toLowerCase());
    const included = features.filter((entry) => !NOT_INCLUDED.test(entry)).map((entry) => entry.toLowerCase());
    expect(included).toEqual(expect.arrayContaining(plan.included));
    expect(excluded.sort()).toEqual([...plan.excluded].sort());

    // The payment element is a placeholder that names the card processor; nothing can be charged.
    const payment = page.getByRole('region', { name: 'Payment details' });
    await visible(payment);
    await visible(payment.getByText(/processed securely by [A-Z]\w+/));
    expect(await payment.getByRole('button', { name: /^Subscribe/ }).isDisabled()).toBe(true);

    await expectNoShell(page);
  });

  it("says 'Plan not found' for an unknown plan", async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/billing/checkout?plan=unknown');
    await visible(page.getByRole('heading', { level: 1, name: 'Plan not found' }));
    expect(await page.getByRole('region', { name: 'Order summary' }).count()).toBe(0);
    await expectNoShell(page);
  });
});
