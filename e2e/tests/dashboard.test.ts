import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { applicationCount, createJobViaApi, getJobStats, listJobs, type JobStats } from '../support/jobs';
import { registerOrganizationViaApi } from '../support/operator';
import { count, onPath, text, visible } from '../support/ui';

/** Spec section 2 (Dashboard). */
const GRID_TITLE = 'Job Management & Candidate Addition';
const PAGE_KEY = 'dashboard_jobs';
const STAT_LABELS = ['Total Jobs', 'Active', 'Closed', 'Draft', 'Completed'] as const;
const PROCESS_EFFICIENCY = [
  ['AI Resume Screening', 98],
  ['Teams Integration', 100],
  ['Fraud Detection', 95],
] as const;
const NO_JOBS = 'No jobs yet. Create your first job posting to start receiving candidates.';
const LONG_WORD = `https://careers.example.com/${'x'.repeat(180)}`;
const LONG_DESCRIPTION = Array.from({ length: 12 }, (_, line) => `Line ${line + 1}: ${LONG_WORD} and more text that goes on.`).join('\n');
/** Each Quick Actions entry: its text, its count in GET /api/dashboard/quick-actions and the Applications view it opens. */
const QUICK_ACTIONS = [
  ['Process Pending Applications', 'pendingApplications', '/applications?status=APPLIED,QUALIFIED'],
  ['Schedule Interviews', 'awaitingInterview', '/applications?status=INVITED_FOR_AI_SCREENING,REINVITED_FOR_AI_SCREENING'],
  ['Review AI Assessments', 'openProposals', '/applications?proposal=open'],
  ['Check Fraud Alerts', 'integrityAlerts', '/applications?integrity=alert'],
] as const;

const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();
const longUsDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The five cards as the user reads them: label -> number. */
async function statCards(page: Page): Promise<Record<string, number>> {
  const stats = page.getByRole('region', { name: 'Job statistics' });
  await visible(stats);
  const values: Record<string, number> = {};
  for (const label of STAT_LABELS) {
    const card = stats.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
    await count(card, 1);
    const shown = (await card.innerText()).replace(label, '').trim();
    expect(shown, `the '${label}' card shows one number`).toMatch(/^\d+$/);
    values[label] = Number(shown);
  }
  return values;
}

const expectedCards = (stats: JobStats) => ({
  'Total Jobs': stats.totalItems,
  Active: stats.statusCounts.ACTIVE ?? 0,
  Closed: stats.statusCounts.CLOSED ?? 0,
  Draft: stats.statusCounts.DRAFT ?? 0,
  Completed: stats.statusCounts.COMPLETED ?? 0,
});

const jobGrid = (page: Page) => page.getByRole('region', { name: GRID_TITLE });

/** A new organisation's admin token, so the test's jobs are the only cards. */
async function ownOrganizationToken(baseUrl: string, dataDir: string): Promise<string> {
  const organization = await registerOrganizationViaApi(baseUrl, dataDir, 'Dashboard Test Org');
  return loginViaApi(baseUrl, { userName: organization.admin.email, password: organization.admin.password, domainId: organization.domainId });
}

/** Each card's description: how many lines tall it shows, and whether it stays inside its card. */
function descriptionBoxes(page: Page) {
  return jobGrid(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const description = [...card.querySelectorAll('p')].at(-1)!;
        const box = description.getBoundingClientRect();
        const visibleTo = Math.min(box.bottom, description.parentElement!.getBoundingClientRect().bottom);
        return {
          lines: Math.round((visibleTo - box.top) / parseFloat(getComputedStyle(description).lineHeight)),
          inside: box.right <= card.getBoundingClientRect().right,
        };
      }),
    );
}

/** The widths of the card's icons, in CSS pixels. */
function iconWidths(card: Locator) {
  return card.locator('svg').evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width)));
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The titles of the job cards on screen, in order. */
function cardTitles(page: Page): Promise<string[]> {
  return jobGrid(page)
    .getByRole('article')
    .locator('h3')
    .evaluateAll((headings) => headings.map((heading) => (heading.textContent ?? '').trim()));
}

const pageButton = (page: Page, number: number) =>
  page.getByRole('navigation', { name: 'Job pages' }).getByRole('button', { name: `Page ${number}`, exact: true });

const storedPage = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), PAGE_KEY);

describe('dashboard (/dashboard)', () => {
  const session = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
  });

  it('shows the five stat cards with the counts of GET /functions/V1/job-stats', async () => {
    const { page, baseUrl } = session;
    await storeToken(page, token);
    await page.goto('/dashboard');
    const shown = await statCards(page);
    const stats = await getJobStats(baseUrl, token);
    expect(shown).toEqual(expectedCards(stats));
    // The demo organisation has jobs in every status.
    for (const label of STAT_LABELS) expect(shown[label], label).toBeGreaterThan(0);
  });

  it('lists the job cards page by page and remembers the page across a reload', async () => {
    const { page, baseUrl } = session;
    await storeToken(page, token);
    const [first, second] = await Promise.all([listJobs(baseUrl, token, 0), listJobs(baseUrl, token, 1)]);
    // The demo organisation has 10 jobs: more than the 9 on a page.
    expect(first.totalItems).toBeGreaterThan(9);
    expect(first.totalPages).toBeGreaterThan(1);

    await page.goto('/dashboard');
    const grid = jobGrid(page);
    await visible(grid.getByRole('heading', { name: GRID_TITLE }));
    const createNew = grid.getByRole('link', { name: 'Create New Job' });
    expect(await createNew.getAttribute('href')).toBe('/job-posting');
    await count(grid.getByRole('article'), first.jobs.length);
    expect(await cardTitles(page)).toEqual(first.jobs.map((job) => job.title));

    // One card in full: id, title, status, department, location, posted date, application count, buttons.
    const job = first.jobs[0]!;
    const card = grid.getByRole('article').first();
    const cardText = () => card.innerText();
    expect(await cardText()).toContain(`#${job.id}`);
    await visible(text(card, statusLabel(job.status)));
    await visible(text(card, `Posted ${longUsDate(job.createdDate)}`));
    if (job.location) await visible(text(card, job.location));
    const applications = await applicationCount(baseUrl, token, job.id);
    await expect
      .poll(() => card.getByTestId('application-count').innerText())
      .toBe(`${applications} ${applications === 1 ? 'application' : 'applications'}`);
    for (const name of ['Add Candidate', 'Mass Resume']) await visible(card.getByRole('button', { name, exact: true }));
    expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/jobs/${job.id}`);

    // Pagination: Prev, the pages, Next; page 2 is remembered (zero-based) and survives a reload.
    const pagination = page.getByRole('navigation', { name: 'Job pages' });
    await visible(pagination);
    await visible(pagination.getByRole('button', { name: 'Prev' }));
    await visible(pagination.getByRole('button', { name: 'Next' }));
    await count(pagination.getByRole('button', { name: /^Page \d+$/ }), first.totalPages);
    expect(await pageButton(page, 1).getAttribute('aria-current')).toBe('page');
    expect(await pagination.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);

    await pageButton(page, 2).click();
    await expect.poll(() => pageButton(page, 2).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cardTitles(page)).toEqual(second.jobs.map((entry) => entry.title));
    expect(await storedPage(page)).toBe('1');

    await page.reload();
    await visible(pageButton(page, 2));
    expect(await pageButton(page, 2).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cardTitles(page)).toEqual(second.jobs.map((entry) => entry.title));
    expect(await storedPage(page)).toBe('1');

    await page.getByRole('navigation', { name: 'Job pages' }).getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => pageButton(page, 1).getAttribute('aria-current')).toBe('page');
    expect(await storedPage(page)).toBe('0');
  });

  it("opens a job's page from 'View Details'", async () => {
    const { page, baseUrl } = session;
    await storeToken(page, token);
    const { jobs } = await listJobs(baseUrl, token, 0);
    const job = jobs[jobs.length - 1]!;
    await page.goto('/dashboard');
    const card = jobGrid(page).getByRole('article', { name: job.title });
    await visible(card);
    await card.getByRole('link', { name: 'View Details' }).click();
    await onPath(page, `/jobs/${job.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Job Details & Candidate Overview' }));
    await visible(page.getByText(`#${job.id} · ${job.title}`).first());
  });

  it('shows the static Process Efficiency and the Quick Actions with real counts, each opening its Applications view', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/dashboard');

    const efficiency = page.getByRole('region', { name: 'Process Efficiency' });
    await visible(efficiency);
    for (const [label, percent] of PROCESS_EFFICIENCY) {
      const row = efficiency.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      await visible(text(row, `${percent}% Automated`));
      expect(await row.getByRole('progressbar', { name: label }).getAttribute('aria-valuenow')).toBe(String(percent));
    }

    const response = await fetch(`${session.baseUrl}/api/dashboard/quick-actions`, { headers: { authorization: `Bearer ${token}` } });
    const counts = (await response.json()) as Record<(typeof QUICK_ACTIONS)[number][1], number>;
    const quickActions = page.getByRole('region', { name: 'Quick Actions' });
    for (const [label, key, href] of QUICK_ACTIONS) {
      const link = quickActions.getByRole('link', { name: `${label} ${counts[key]}`, exact: true });
      await visible(link);
      expect(await link.getAttribute('href')).toBe(href);
    }
    await quickActions.getByRole('link', { name: /^Schedule Interviews/ }).click();
    await page.waitForURL((url) => url.pathname === '/applications' && url.search.includes('REINVITED_FOR_AI_SCREENING'));
    await count(page.getByRole('table', { name: 'Applications' }).locator('tbody tr'), counts.awaitingInterview);
  });

  it('a new organisation sees only its own jobs: zeros, then one card, and no pagination for a single page', async () => {
    const { page, baseUrl, dataDir } = session;
    const organization = await registerOrganizationViaApi(baseUrl, dataDir, 'Dashboard Test Org');
    const ownToken = await loginViaApi(baseUrl, {
      userName: organization.admin.email,
      password: organization.admin.password,
      domainId: organization.domainId,
    });
    await storeToken(page, ownToken);
    await page.goto('/dashboard');
    expect(await statCards(page)).toEqual({ 'Total Jobs': 0, Active: 0, Closed: 0, Draft: 0, Completed: 0 });
    await visible(text(jobGrid(page), NO_JOBS));
    await count(jobGrid(page).getByRole('article'), 0);
    expect(await page.getByRole('navigation', { name: 'Job pages' }).count()).toBe(0);

    const job = await createJobViaApi(baseUrl, ownToken, { title: `Solo Role ${unique()}` });
    await page.reload();
    expect(await statCards(page)).toEqual({ 'Total Jobs': 1, Active: 1, Closed: 0, Draft: 0, Completed: 0 });
    await count(jobGrid(page).getByRole('article'), 1);
    expect(await cardTitles(page)).toEqual([job.title]);
    expect(await page.getByRole('navigation', { name: 'Job pages' }).count()).toBe(0);
  });
});

describe('dashboard job cards: clamped descriptions, whole icons, outlines while loading', () => {
  const session = useBrowser();

  it('shows at most three description lines, even in a card stretched by its neighbour', async () => {
    const { page, baseUrl, dataDir } = session;
    const ownToken = await ownOrganizationToken(baseUrl, dataDir);
    // Side by side: the first card (newest) is short, the second one tall, so the grid row stretches the first.
    await createJobViaApi(baseUrl, ownToken, {
      title: 'A job with a title long enough to take the two lines a card title may use',
      location: 'Remote (anywhere in Europe or the Americas)',
    });
    await createJobViaApi(baseUrl, ownToken, { title: 'Short', location: '', description: LONG_DESCRIPTION });
    await storeToken(page, ownToken);
    await page.goto('/dashboard');
    await count(jobGrid(page).getByRole('article'), 2);
    for (const box of await descriptionBoxes(page)) {
      expect(box.lines).toBeLessThanOrEqual(3);
      expect(box.inside).toBe(true);
    }
  });

  it('shows card outlines, and no application count, until the job list arrives', async () => {
    const { page, baseUrl } = session;
    await storeToken(page, await loginViaApi(baseUrl, DEMO_ADMIN));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/functions/V1/jobs',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/dashboard');
    await visible(jobGrid(page).getByRole('status'));
    expect(await jobGrid(page).getByTestId('application-count').count()).toBe(0);
    release();
    await visible(jobGrid(page).getByRole('article'));
    await count(jobGrid(page).getByRole('status'), 0);
  });
});

describe('dashboard and job posting on a phone (390 px)', () => {
  const session = useBrowser({ viewport: PHONE });

  it('a card with long words fits the screen and keeps its icons whole; /job-posting fits too', async () => {
    const { page, baseUrl, dataDir } = session;
    const ownToken = await ownOrganizationToken(baseUrl, dataDir);
    await createJobViaApi(baseUrl, ownToken, { title: `Engineer ${'y'.repeat(60)}`, description: LONG_DESCRIPTION });
    await storeToken(page, ownToken);
    await page.goto('/dashboard');
    const card = jobGrid(page).getByRole('article');
    await count(card, 1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(new Set(await iconWidths(card))).toEqual(new Set([16]));
    for (const box of await descriptionBoxes(page)) {
      expect(box.lines).toBeLessThanOrEqual(3);
      expect(box.inside).toBe(true);
    }

    await page.goto('/job-posting');
    await visible(page.getByRole('heading', { name: 'Quick Templates' }));
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
