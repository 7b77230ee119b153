/**
 * Issue #10, stable and fair scoring: a recruiter overrides a candidate's AI score with a reason on
 * the job page, sees the override marked in the table with who and why, and reads the AI decision
 * log. Screenshots of the new dialogs at 1366 and 390 px go to e2e/artifacts/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, capitalized, getApplicationViaApi, letterTag, statusHistoryViaApi, waitForResumeProcessed } from '../support/candidates';
import { createJobViaApi } from '../support/jobs';
import { artifactsDir } from '../support/paths';
import { field, gone, text, toast, visible } from '../support/ui';

const LAPTOP = { width: 1366, height: 900 } as const;
const REASON = 'Portfolio review showed strong accessibility work';

async function screenshot(target: Page | Locator, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await target.screenshot({ path: path.join(artifactsDir, `score-override--${name}.png`) });
}

describe('score override and the AI decision log (issue #10)', () => {
  const session = useBrowser({ viewport: LAPTOP });
  let token = '';
  let jobId = 0;
  let candidate = { id: 0, name: '', aiScore: 0 };

  beforeAll(async () => {
    const { baseUrl } = session;
    token = await loginViaApi(baseUrl, DEMO_ADMIN);
    jobId = (await createJobViaApi(baseUrl, token, { title: `E2E Score Override ${unique()}` })).id;
    const name = `Ines ${capitalized(letterTag())}`;
    const added = await addCandidateViaApi(baseUrl, token, jobId, { candidateName: name, candidateEmail: `ines.${letterTag()}@scores.example` });
    const screened = await waitForResumeProcessed(baseUrl, token, added.id);
    expect(screened.resumeStatus).toBe('COMPLETED');
    candidate = { id: added.id, name, aiScore: screened.score! };
  });

  async function openJobPage(page: Page): Promise<Locator> {
    await storeToken(page, token);
    await page.goto(`${session.baseUrl}/jobs/${jobId}`);
    const row = page.getByTestId('candidate-row').filter({ hasText: candidate.name });
    await visible(row, 20_000);
    return row;
  }

  /** The menu closes on any scroll: let the scroll into view settle before opening it. */
  async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
    const trigger = row.getByRole('button', { name: `Actions for ${candidate.name}` });
    await trigger.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await trigger.click();
    await page
      .getByRole('menu', { name: `Actions for ${candidate.name}` })
      .getByRole('menuitem', { name: action })
      .click();
  }

  it('overrides the score with a reason, marks it in the table and logs who and why', async () => {
    const page = session.page;
    const row = await openJobPage(page);
    const scoreCell = row.getByTestId('resume-score');
    expect(await scoreCell.innerText()).toBe(`${candidate.aiScore}%`);
    const manual = candidate.aiScore >= 50 ? candidate.aiScore - 20 : candidate.aiScore + 20;

    await rowAction(page, row, 'Override score');
    const dialog = page.getByRole('dialog', { name: 'Override score' });
    await visible(dialog);
    expect(await dialog.getByTestId('override-ai-score').innerText()).toBe(`${candidate.aiScore}%`);
    await field(dialog, 'Your score (0-100)').fill('101');
    await dialog.getByRole('button', { name: 'Override score' }).click();
    await visible(text(dialog, 'The score must be a whole number from 0 to 100.'));
    await visible(text(dialog, 'Give a reason for the override.'));
    await field(dialog, 'Your score (0-100)').fill(String(manual));
    await field(dialog, 'Reason').fill(REASON);
    await screenshot(page, 'override-dialog-1366');
    await dialog.getByRole('button', { name: 'Override score' }).click();
    await visible(toast(page, `${candidate.name}'s score is now ${manual}%.`));
    await gone(dialog);

    const marker = row.getByRole('button', { name: /^Overridden/ });
    await visible(marker);
    expect((await scoreCell.innerText()).replace(/\s+/g, ' ')).toContain(`${manual}%`);
    await marker.focus();
    await page.keyboard.press('Enter');
    await visible(text(row, `AI score ${candidate.aiScore} — overridden by ${DEMO_ADMIN.name}: ${REASON}`));

    expect(await getApplicationViaApi(session.baseUrl, token, candidate.id)).toMatchObject({
      score: manual,
      aiScore: candidate.aiScore,
      scoreOverridden: true,
    });
    expect((await statusHistoryViaApi(session.baseUrl, token, candidate.id)).at(-1)).toMatchObject({
      kind: 'SCORE_OVERRIDE',
      fromScore: candidate.aiScore,
      toScore: manual,
      reason: REASON,
    });

    await rowAction(page, row, 'AI decision log');
    const log = page.getByRole('dialog', { name: 'AI decision log' });
    const entries = log.getByTestId('ai-decision');
    await visible(entries.nth(1));
    const [first, second] = (await entries.allInnerTexts()).map((entry) => entry.replace(/\s+/g, ' '));
    expect(first).toContain('Resume score');
    expect(first).toContain(`Score ${candidate.aiScore}`);
    expect(first).toMatch(/Engine: local-\S+/);
    expect(first).toMatch(/Input hash: [0-9a-f]{12}\b/);
    expect(second).toContain('Score override');
    expect(second).toContain(`Score set to ${manual} (was ${candidate.aiScore})`);
    expect(second).toContain(`By ${DEMO_ADMIN.name}`);
    expect(second).toContain(REASON);
    await screenshot(page, 'decision-log-1366');
  });

  it('shows the dialogs on a phone (390 px)', async () => {
    const page = session.page;
    await page.setViewportSize(PHONE);
    const row = await openJobPage(page);
    await row.scrollIntoViewIfNeeded();

    await rowAction(page, row, 'Override score');
    const dialog = page.getByRole('dialog', { name: 'Override score' });
    await visible(dialog);
    await screenshot(page, 'override-dialog-390');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await gone(dialog);

    await rowAction(page, row, 'AI decision log');
    const log = page.getByRole('dialog', { name: 'AI decision log' });
    await visible(log.getByTestId('ai-decision').first());
    await screenshot(page, 'decision-log-390');
  });
});
