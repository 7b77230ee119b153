import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { letterTag } from '../support/candidates';
import { type CreatedJob, createJobViaApi, setJobStatusViaApi } from '../support/jobs';
import { count, field, onPath, text, toast, visible } from '../support/ui';

/** Issue #13, point 1: the careers site of the demo organisation (slug 'acme'). */
const CAREERS = '/careers/acme';
const TEAL = { hex: '#0f766e', rgb: 'rgb(15, 118, 110)' };

/** The schema.org objects a search engine reads in a page's HTML as served. */
async function jsonLdOf(url: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('careers site', () => {
  const session = useBrowser();
  const tag = letterTag(8);
  let lisbon: CreatedJob;
  let closed: CreatedJob;

  beforeAll(async () => {
    const token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
    lisbon = await createJobViaApi(session.baseUrl, token, { title: `Careers ${tag} Analyst`, department: 'Finance', location: `Lisbon ${tag}` });
    await createJobViaApi(session.baseUrl, token, { title: `Careers ${tag} Engineer`, location: `Porto ${tag}` });
    closed = await createJobViaApi(session.baseUrl, token, { title: `Careers ${tag} Closed` });
    await setJobStatusViaApi(session.baseUrl, token, closed.id, 'CLOSED');
  });

  it('admin brands the page; a candidate filters, opens a job with its JobPosting and lands on its assistant', async () => {
    const { page } = session;
    const description = `We hire kind people ${unique()}.`;
    await storeToken(page, await loginViaApi(session.baseUrl, DEMO_ADMIN));
    await page.goto(`${session.baseUrl}/settings`);
    const card = page.getByRole('region', { name: 'Careers page' });
    await visible(card);
    expect(await field(card, 'Public address').inputValue()).toMatch(/\/careers\/acme$/);
    await field(card, 'Short description').fill(description);
    await field(card, 'Page color').fill(TEAL.hex);
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(toast(page, 'The careers page is updated.'));

    // The candidate: another browser context, never signed in.
    const candidate = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await candidate.newPage();
    await tab.goto(`${session.baseUrl}${CAREERS}`);
    await visible(tab.getByRole('heading', { name: 'Jobs at Acme Corporation' }));
    await visible(text(tab, description));
    expect(
      await tab
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor),
    ).toBe(TEAL.rgb);

    const jobLinks = tab.getByRole('main').getByRole('link');
    await field(tab, 'Search jobs').fill(tag);
    await count(jobLinks, 2);
    await field(tab, 'Location').selectOption(`Lisbon ${tag}`);
    await count(jobLinks, 1);
    expect(new URL(tab.url()).searchParams.get('location')).toBe(`Lisbon ${tag}`);
    await tab.getByRole('link', { name: new RegExp(lisbon.title) }).click();
    await onPath(tab, `${CAREERS}/jobs/${lisbon.id}`);
    await visible(tab.getByRole('heading', { name: lisbon.title, level: 1 }));
    await visible(text(tab, `Lisbon ${tag}`));

    const [posting] = await jsonLdOf(tab.url());
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: lisbon.title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Corporation' },
      // Absolute, from PUBLIC_URL (here the default http://localhost:PORT).
      url: expect.stringMatching(new RegExp(`^https?://[^/]+${CAREERS}/jobs/${lisbon.id}$`)),
    });

    await tab.getByRole('link', { name: 'Apply now' }).click();
    await onPath(tab, `/apply/${lisbon.id}`);
    await visible(tab.getByText(lisbon.title));
    await candidate.close();
  });

  it('does not list a closed job, and its page says why and answers 410', async () => {
    const { page } = session;
    await page.goto(`${session.baseUrl}${CAREERS}?q=${tag}`);
    await count(page.getByRole('main').getByRole('link'), 2);
    expect(await page.getByRole('main').textContent()).not.toContain(closed.title);

    const response = await page.goto(`${session.baseUrl}${CAREERS}/jobs/${closed.id}`);
    expect(response?.status()).toBe(410);
    await visible(page.getByRole('heading', { name: 'This job is no longer accepting applications.' }));
    await page.getByRole('link', { name: 'See open positions' }).click();
    await onPath(page, CAREERS);
  });
});
