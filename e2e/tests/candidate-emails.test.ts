import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, DEMO_ADMIN, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, uniqueApplicant } from '../support/candidates';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { waitForMail } from '../support/mail';
import { text, toast, visible } from '../support/ui';

/** Issue #13 point 3 (docs/emails.md): an edited template reaches the candidate when a status change notifies. */
describe('candidate emails', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 900 } });
  let token = '';
  let job: CreatedJob;
  let candidate = { id: 0, name: '', email: '' };

  beforeAll(async () => {
    const { baseUrl } = session;
    token = await loginViaApi(baseUrl, DEMO_ADMIN);
    job = await createJobViaApi(baseUrl, token);
    const row = await addCandidateViaApi(baseUrl, token, job.id, uniqueApplicant('Nora', 'emails.example'));
    candidate = { id: row.id, name: row.candidateName, email: row.candidateEmail! };
  });

  // The demo organisation's other tests read its default emails.
  afterAll(async () => {
    await apiRequest(session.baseUrl, 'DELETE', '/api/email-templates/REJECTED/en', { token });
  });

  it('edits the rejection template with a live preview, then a status change with "Notify the candidate" sends it and lists it in the history', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit email templates' }).click();
    await page.getByLabel('Template').selectOption('REJECTED');
    const subject = page.getByLabel('Subject');
    await subject.fill('Update on {{jobTitle}}, {{candidateName}}');
    const preview = page.getByTestId('template-preview');
    await visible(text(preview, 'Update on Senior Backend Engineer, Jordan Rivera'));
    const body = page.getByLabel('Body');
    await body.fill('Dear {{candidateName}}, we chose another candidate. {{bonus}}');
    await visible(page.getByText('Unknown variable {{bonus}}.', { exact: false }));
    await body.fill('Dear {{candidateName}}, we chose another candidate for {{jobTitle}}.');
    await page.getByRole('button', { name: 'Save template' }).click();
    await visible(toast(page, 'The template is saved.'));

    await page.goto(`/applications/${candidate.id}`);
    await visible(page.getByRole('heading', { level: 1, name: candidate.name }));
    await page.getByLabel('Notify the candidate').check();
    await page.getByLabel('Change status').selectOption('REJECTED');
    const dialog = page.getByRole('dialog', { name: 'Change status to Rejected' });
    await visible(dialog.getByText(`Update on ${job.title}, ${candidate.name}`, { exact: false }));
    await visible(dialog.getByText(`Dear ${candidate.name}, we chose another candidate for ${job.title}.`, { exact: false }));
    await dialog.getByRole('button', { name: 'Change and notify' }).click();
    await visible(toast(page, `${candidate.name} is now Rejected; the email is on its way.`));

    const mail = await waitForMail(session.dataDir, candidate.email, `Update on ${job.title}, ${candidate.name}`);
    expect(mail.text).toContain('/privacy/request?token=');
    const emails = page.getByRole('region', { name: 'Emails' });
    await visible(text(emails, `Update on ${job.title}, ${candidate.name}`));
    await visible(emails.getByText('Sent', { exact: true }));
    await emails.getByRole('button', { name: 'Show email' }).click();
    await visible(emails.getByText(`Dear ${candidate.name}, we chose another candidate for ${job.title}.`, { exact: false }));
  });
});
