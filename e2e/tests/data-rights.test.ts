import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, capitalized, letterTag } from '../support/candidates';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { waitForMail } from '../support/mail';
import { gone, onPath, text, toast, visible } from '../support/ui';

/**
 * The link every candidate email ends with (issue #13 point 5), signed as the server signs it:
 * HMAC-SHA256 with the data directory's generated secret and the links suffix (bootstrap.ts).
 */
async function dataRequestLink(dataDir: string, orgId: number, applicationId: number): Promise<string> {
  const secret = `${(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()}:links`;
  const expiry = Math.floor(Date.now() / 1000) + 7 * 86_400;
  const body = Buffer.from(JSON.stringify({ p: 'data-request', d: { orgId, applicationId }, e: expiry })).toString('base64url');
  return `/privacy/request?token=${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const orgIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { orgId: number }).orgId;

/** Issue #13 point 5: erasing a candidate leaves an anonymised audit line; a candidate's request is confirmed by the admin. */
describe('data rights', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 900 } });
  let token = '';
  let job: CreatedJob;

  async function newCandidate() {
    const tag = letterTag();
    return addCandidateViaApi(session.baseUrl, token, job.id, {
      candidateName: `Ida ${capitalized(tag)}`,
      candidateEmail: `ida.${tag}@privacy.example`,
    });
  }

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
    job = await createJobViaApi(session.baseUrl, token);
  });

  it('erases a candidate from the profile, and the erasure log shows who, when and why without the name', async () => {
    const { page } = session;
    const candidate = await newCandidate();
    const reason = `Asked by phone ${unique()}`;
    await storeToken(page, token);
    await page.goto(`/applications/${candidate.id}`);
    await page.getByRole('region', { name: 'Data & privacy' }).getByRole('button', { name: 'Erase candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase candidate' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await visible(toast(page, `${candidate.candidateName}'s data was erased.`));
    await onPath(page, `/jobs/${job.id}`);

    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Data & privacy' }).click();
    const log = page.getByRole('region', { name: 'Erasure log' });
    const line = log.getByRole('row').filter({ hasText: reason });
    await visible(line);
    expect(await line.textContent()).toContain('Alex Morgan');
    expect(await log.textContent()).not.toContain(candidate.candidateName);
  });

  it("takes a candidate's request for a copy through the signed link, and mails the copy once the admin confirms", async () => {
    const { page } = session;
    const candidate = await newCandidate();
    await page.goto(await dataRequestLink(session.dataDir, orgIdOf(token), candidate.id));
    await visible(page.getByRole('heading', { name: 'Your data at Acme Corporation' }));
    await visible(text(page, `Your application for ${job.title}`));
    await page.getByRole('button', { name: 'Request a copy' }).click();
    await visible(text(page, 'Requested: waiting for Acme Corporation to confirm.'));

    await storeToken(page, token);
    await page.goto('/privacy');
    const requests = page.getByRole('region', { name: "Candidates' requests" });
    await requests.getByRole('button', { name: `Confirm: ${candidate.candidateName}` }).click();
    await page.getByRole('dialog', { name: 'Send a copy of the data' }).getByRole('button', { name: 'Confirm' }).click();
    await visible(toast(page, 'The copy was emailed to the candidate.'));
    await gone(requests.getByRole('button', { name: `Confirm: ${candidate.candidateName}` }));

    const mail = await waitForMail(session.dataDir, candidate.candidateEmail!, 'Your data held by Acme Corporation');
    expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([[`candidate-${candidate.id}-data.zip`, 'application/zip']]);
  });
});
