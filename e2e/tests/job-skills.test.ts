import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { createJobViaApi } from '../support/jobs';
import { artifactsDir } from '../support/paths';
import { field, text, toast, visible } from '../support/ui';

/** Issue #10: the texts of the job page's Skills card. */
const T = {
  heading: 'Skills',
  edit: 'Edit skills',
  newSkill: 'New skill',
  add: 'Add skill',
  save: 'Save skills',
  edited: 'Edited',
  saved: 'Skills saved. Candidates are being re-screened in the background.',
};

/** A posting whose benefits name skills the job does not ask for. */
const POSTING = {
  description: [
    'We build accessible web apps for hospitals.',
    'You will build React components with TypeScript.',
    '',
    'Benefits',
    '- Gym membership and yoga classes',
    '- Free Python workshops for your kids',
  ].join('\n'),
  requirements: '- 3+ years of React and TypeScript (must)\n- Nice to have: GraphQL',
};

interface JobSkills {
  edited: boolean;
  skills: { name: string; importance: string }[];
}

const skillsCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: T.heading, exact: true }) });
/** One skill of the card's list, by its exact name. */
const skillItem = (card: Locator, name: string) => card.getByRole('listitem').filter({ has: text(card.page(), name) });

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function screenshot(page: Page, name: string) {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, name), fullPage: true });
}

function editsTheSkills(viewport: { width: number; height: number }, isMobile: boolean) {
  const session = useBrowser({ viewport, isMobile, hasTouch: isMobile });
  let token = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
  });

  it('shows the posting skills with their importance, adds a must-have, saves and toasts the re-screen', async () => {
    const { page, baseUrl } = session;
    const job = await createJobViaApi(baseUrl, token, { title: `Frontend Engineer ${unique()}`, ...POSTING });
    await storeToken(page, token);
    await page.goto(`/jobs/${job.id}`);

    const card = skillsCard(page);
    await visible(skillItem(card, 'React'));
    expect(await skillItem(card, 'React').innerText()).toContain('Must-have');
    expect(await skillItem(card, 'React').innerText()).toContain('3+ years of React and TypeScript');
    expect(await skillItem(card, 'GraphQL').innerText()).toContain('Nice-to-have');
    expect(await skillItem(card, 'Python').count()).toBe(0);
    await expectNoSideways(page);
    await screenshot(page, `job-skills-${viewport.width}-view.png`);

    await card.getByRole('button', { name: T.edit }).click();
    await field(card, T.newSkill).fill('Kubernetes');
    await card.getByRole('button', { name: T.add }).click();
    await visible(card.getByRole('checkbox', { name: 'Kubernetes is a must-have' }));
    expect(await card.getByRole('checkbox', { name: 'Kubernetes is a must-have' }).isChecked()).toBe(true);
    await expectNoSideways(page);
    await screenshot(page, `job-skills-${viewport.width}-edit.png`);
    await card.getByRole('button', { name: T.save }).click();

    await visible(toast(page, T.saved));
    await visible(skillItem(card, 'Kubernetes'));
    expect(await skillItem(card, 'Kubernetes').innerText()).toContain('Must-have');
    await visible(text(card, T.edited));
    await expectNoSideways(page);
    await screenshot(page, `job-skills-${viewport.width}-saved.png`);

    const stored = await apiRequest<JobSkills>(baseUrl, 'GET', `/functions/V1/job/${job.id}/skills`, { token });
    expect(stored.edited).toBe(true);
    expect(stored.skills).toContainEqual(expect.objectContaining({ name: 'Kubernetes', importance: 'MUST_HAVE' }));
  });
}

describe('job skills on a 1366 px screen', () => {
  editsTheSkills({ width: 1366, height: 900 }, false);
});

describe('job skills on a 390 px phone', () => {
  editsTheSkills(PHONE, true);
});
