import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, capitalized, getApplicationViaApi, letterTag } from '../support/candidates';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { text, toast, visible } from '../support/ui';

/** Issue #12: the job page's pipeline board, switched on from the Table / Board control. */
describe('job page pipeline board', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 900 } });
  let token = '';
  let job: CreatedJob;
  let mover = { id: 0, name: '' };

  beforeAll(async () => {
    const { baseUrl } = session;
    token = await loginViaApi(baseUrl, DEMO_ADMIN);
    job = await createJobViaApi(baseUrl, token);
    const tag = letterTag();
    const add = (first: string, status: string) =>
      addCandidateViaApi(baseUrl, token, job.id, {
        candidateName: `${first} ${capitalized(tag)}`,
        candidateEmail: `${first}.${tag}@board.example`,
        status,
      });
    const [nora] = await Promise.all([add('Nora', 'APPLIED'), add('Omar', 'APPLIED'), add('Pia', 'SHORTLISTED')]);
    mover = { id: nora.id, name: nora.candidateName };
  });

  const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const countOf = (page: Page, name: string) => column(page, name).getByTestId('stage-count');

  it('switches to the board, moves a card from its menu, and keeps both after a reload', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('group', { name: 'Candidate view' }).getByRole('button', { name: 'Board' }).click();

    await expect.poll(() => countOf(page, 'New').textContent()).toBe('2');
    await expect.poll(() => countOf(page, 'Shortlisted').textContent()).toBe('1');

    await page.getByRole('button', { name: `Move ${mover.name} to…` }).click();
    await page.getByRole('menuitem', { name: 'Shortlisted', exact: true }).click();
    await visible(toast(page, `${mover.name}'s status was changed to Shortlisted.`));
    await expect.poll(() => countOf(page, 'New').textContent()).toBe('1');
    await expect.poll(() => countOf(page, 'Shortlisted').textContent()).toBe('2');
    expect((await getApplicationViaApi(session.baseUrl, token, mover.id)).status).toBe('SHORTLISTED');

    await page.reload();
    await visible(text(column(page, 'Shortlisted'), mover.name));
    expect(await page.getByRole('button', { name: 'Board' }).getAttribute('aria-pressed')).toBe('true');
    expect(await countOf(page, 'New').textContent()).toBe('1');
  });
});
