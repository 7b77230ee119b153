/**
 * Issue #10, resume parsing into fields: a button beside the candidate's name in the job page's
 * row opens what was read from the resume (location, years, profile links, top skills, roles and
 * education); on a phone (390 px) the page does not overflow sideways.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, capitalized, letterTag, waitForResumeProcessed } from '../support/candidates';
import { pdfFile } from '../support/files';
import { createJobViaApi } from '../support/jobs';
import { artifactsDir } from '../support/paths';
import { text, visible } from '../support/ui';

const LAPTOP = { width: 1366, height: 900 } as const;

async function screenshot(target: Page | Locator, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await target.screenshot({ path: path.join(artifactsDir, `resume-fields--${name}.png`) });
}

describe('resume fields in the candidate row (issue #10)', () => {
  const session = useBrowser({ viewport: LAPTOP });
  let token = '';
  let jobId = 0;
  let name = '';

  beforeAll(async () => {
    const { baseUrl } = session;
    token = await loginViaApi(baseUrl, DEMO_ADMIN);
    jobId = (await createJobViaApi(baseUrl, token, { title: `E2E Resume Fields ${unique()}` })).id;
    name = `Maria ${capitalized(letterTag())}`;
    const email = `maria.${letterTag()}@fields.example`;
    const resume = [
      'Head Chef',
      name,
      `${email} | +49 30 1234567 | Berlin, Germany`,
      'linkedin.com/in/maria-keller-chef | www.maria-cooks.example',
      'SUMMARY',
      'Head chef running hotel kitchens: menu planning, food cost control, HACCP food safety and training line cooks.',
      'EXPERIENCE',
      'Head Chef, Hotel Adlon, 03/2016 - Present',
      'Sous Chef, Grand Hotel, 01/2012 - 02/2016',
      'EDUCATION',
      'Culinary Arts Diploma, Berlin Culinary School, 2011',
    ].join('\n');
    const added = await addCandidateViaApi(baseUrl, token, jobId, { candidateName: name, candidateEmail: email }, await pdfFile('maria.pdf', resume));
    await waitForResumeProcessed(baseUrl, token, added.id, 90_000);
  }, 120_000);

  async function openRow(page: Page): Promise<Locator> {
    await storeToken(page, token);
    await page.goto(`${session.baseUrl}/jobs/${jobId}`);
    const row = page.getByTestId('candidate-row').filter({ hasText: name });
    const show = row.getByRole('button', { name: `Show resume details for ${name}` });
    await visible(show, 20_000);
    // Closed, the name cell reads as the name alone (the table sorts and searches by it).
    expect(await row.locator('td').first().innerText()).toBe(name);
    await show.click();
    const details = row.getByRole('group', { name: `Resume details for ${name}` });
    await visible(details);
    return details;
  }

  it('opens location, years, links, skills, roles and education from the button beside the name', async () => {
    const page = session.page;
    const details = await openRow(page);
    await visible(text(details, 'Berlin, Germany'));
    await visible(details.getByText(/^\d+ years$/));
    const linkedin = details.getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` });
    expect(await linkedin.getAttribute('href')).toBe('https://linkedin.com/in/maria-keller-chef');
    expect(await linkedin.getAttribute('target')).toBe('_blank');
    expect(await linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await details.getByRole('link', { name: `${name} on Portfolio (opens in a new tab)` }).getAttribute('href')).toBe(
      'https://www.maria-cooks.example/',
    );
    expect(await details.getByRole('list', { name: 'Skills from the resume' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await visible(details.getByText('Hotel Adlon'));
    await visible(text(details, 'Culinary Arts Diploma, Berlin Culinary School, 2011'));
    await screenshot(page, 'row-1366');
  });

  it('fits a phone (390 px): the page does not scroll sideways and the details stay inside the screen', async () => {
    const page = session.page;
    await page.setViewportSize(PHONE);
    const details = await openRow(page);
    await details.scrollIntoViewIfNeeded();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    const box = await details.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await visible(details.getByText('Hotel Adlon'));
    await screenshot(page, 'row-390');
    await screenshot(details, 'row-390-closeup');
  });
});
