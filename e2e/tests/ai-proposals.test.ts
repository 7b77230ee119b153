/**
 * Issue #10, "no decision without a human": the AI interview rule proposes a status, the job page
 * shows it as a suggestion a recruiter accepts, and an organisation admin can opt in to automatic
 * moves on the settings page. A server of its own: the interview API key is made with the CLI,
 * which needs the embedded database to itself, and the opt-in must not reach other test files.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, getApplicationViaApi, statusHistoryViaApi, uniqueApplicant } from '../support/candidates';
import { createJobViaApi } from '../support/jobs';
import { runServerCli, startKairoxServer, type KairoxServer } from '../support/kairox-server';
import { artifactsDir } from '../support/paths';
import { gone, text, toast, visible } from '../support/ui';

const LAPTOP = { width: 1366, height: 900 } as const;
const AUTO_MOVES = 'Move candidates automatically after the AI interview';

let server: KairoxServer | undefined;
let token = '';
let apiKey = '';
let jobId = 0;

/** POST /api/interviews/events with the organisation's key: a scorecard with this final score. */
async function reportScorecard(applicantId: number, overallScore: number): Promise<void> {
  await apiRequest(server!.baseUrl, 'POST', '/api/interviews/events', {
    headers: { 'x-api-key': apiKey },
    json: { event: 'Scorecard generated', applicantId, OverallScore: overallScore, timestamp: new Date().toISOString() },
  });
}

async function addInterviewee(first: string): Promise<{ id: number; name: string }> {
  const applicant = uniqueApplicant(first, 'proposals.example');
  const added = await addCandidateViaApi(server!.baseUrl, token, jobId, applicant);
  return { id: added.id, name: applicant.candidateName };
}

async function screenshot(target: Page | Locator, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await target.screenshot({ path: path.join(artifactsDir, `ai-proposals--${name}.png`) });
}

async function openJobPage(page: Page, candidateName: string): Promise<Locator> {
  await storeToken(page, token);
  await page.goto(`${server!.baseUrl}/jobs/${jobId}`);
  const row = page.getByTestId('candidate-row').filter({ hasText: candidateName });
  await visible(row, 20_000);
  return row;
}

const settings = () => apiRequest<{ aiAutoMoves: boolean }>(server!.baseUrl, 'GET', '/api/organizations/settings', { token });

describe('AI interview suggestions (issue #10)', () => {
  const session = useBrowser({ viewport: LAPTOP });

  beforeAll(async () => {
    server = await startKairoxServer();
    const stopped = server;
    await stopped.restart(async () => {
      const created = await runServerCli(stopped, 'apps/server/src/cli/interview-keys.ts', [
        'create',
        '--org',
        DEMO_ADMIN.domainId,
        '--name',
        'e2e proposals',
        '--json',
      ]);
      apiKey = (JSON.parse(created.trim().split('\n').at(-1)!) as { key: string }).key;
    });
    token = await loginViaApi(server.baseUrl, DEMO_ADMIN);
    jobId = (await createJobViaApi(server.baseUrl, token, { title: `E2E Proposals ${unique()}` })).id;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('shows the suggestion beside the status with its reason, and Accept moves the candidate', async () => {
    const candidate = await addInterviewee('Priya');
    await reportScorecard(candidate.id, 8.4);
    const page = session.page;
    const row = await openJobPage(page, candidate.name);
    const suggestion = row.getByRole('group', { name: `AI suggestion for ${candidate.name}` });
    await visible(suggestion);
    expect((await suggestion.innerText()).replace(/\s+/g, ' ')).toContain('AI suggests: Shortlisted');
    expect(await row.getByText('Qualified', { exact: true }).count()).toBe(1);

    await suggestion.getByRole('button', { name: 'Why?' }).click();
    await visible(text(suggestion, 'AI interview: final score 8.4/10 meets the pass mark 6.'));
    await screenshot(page, 'suggestion-1366');

    await suggestion.getByRole('button', { name: 'Accept' }).click();
    await visible(toast(page, `${candidate.name}'s status was changed to Shortlisted as the AI suggested.`));
    await gone(suggestion);
    await visible(row.getByText('Shortlisted', { exact: true }));
    expect(await getApplicationViaApi(server!.baseUrl, token, candidate.id)).toMatchObject({ status: 'SHORTLISTED' });
    expect((await statusHistoryViaApi(server!.baseUrl, token, candidate.id)).at(-1)).toMatchObject({
      toStatus: 'SHORTLISTED',
      reason: `AI interview: final score 8.4/10 meets the pass mark 6. Accepted by ${DEMO_ADMIN.name}.`,
    });
  });

  it('reaches the suggestion on a phone (390 px)', async () => {
    const candidate = await addInterviewee('Noah');
    await reportScorecard(candidate.id, 3.5);
    const page = session.page;
    await page.setViewportSize(PHONE);
    const row = await openJobPage(page, candidate.name);
    const suggestion = row.getByRole('group', { name: `AI suggestion for ${candidate.name}` });
    await suggestion.scrollIntoViewIfNeeded();
    await visible(suggestion);
    expect((await suggestion.innerText()).replace(/\s+/g, ' ')).toContain('AI suggests: Rejected In AI Interview');
    await suggestion.getByRole('button', { name: 'Why?' }).click();
    await visible(text(suggestion, 'AI interview: final score 3.5/10 is below the pass mark 6.'));
    await screenshot(page, 'suggestion-390');
    await screenshot(suggestion, 'suggestion-390-closeup');
  });

  it('lets the admin turn automatic moves on in the settings; then a scorecard moves the candidate itself', async () => {
    const page = session.page;
    await storeToken(page, token);
    await page.goto(`${server!.baseUrl}/dashboard`);
    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Settings' }).click();
    const toggle = page.getByRole('switch', { name: AUTO_MOVES });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await visible(text(page, 'Off: the AI suggests a status and a recruiter decides.'));
    await screenshot(page, 'settings-1366');

    await toggle.click();
    await visible(toast(page, 'Automatic moves are on.'));
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await settings()).toEqual({ aiAutoMoves: true });

    const candidate = await addInterviewee('Mara');
    await reportScorecard(candidate.id, 9);
    expect(await getApplicationViaApi(server!.baseUrl, token, candidate.id)).toMatchObject({ status: 'SHORTLISTED' });

    await page.setViewportSize(PHONE);
    await page.reload();
    await visible(page.getByRole('switch', { name: AUTO_MOVES }));
    await screenshot(page, 'settings-390');
    await page.getByRole('switch', { name: AUTO_MOVES }).click();
    await visible(toast(page, 'Automatic moves are off: the AI only proposes.'));
    expect(await settings()).toEqual({ aiAutoMoves: false });
  });
});
