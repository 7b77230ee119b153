import { beforeAll, describe, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, uniqueApplicant, waitForResumeProcessed } from '../support/candidates';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { onPath, text, toast, visible } from '../support/ui';

/** Issue #12: the candidate profile, opened from the job page and by its deep link. */
describe('candidate profile', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 900 } });
  let token = '';
  let job: CreatedJob;
  let otherJob: CreatedJob;
  let candidate = { id: 0, name: '' };

  beforeAll(async () => {
    const { baseUrl } = session;
    token = await loginViaApi(baseUrl, DEMO_ADMIN);
    job = await createJobViaApi(baseUrl, token);
    const applicant = uniqueApplicant('Rhea', 'profile.example');
    const row = await addCandidateViaApi(baseUrl, token, job.id, applicant);
    // The same person applies to another job with the same email.
    otherJob = await createJobViaApi(baseUrl, token);
    await addCandidateViaApi(baseUrl, token, otherJob.id, applicant);
    await waitForResumeProcessed(baseUrl, token, row.id);
    candidate = { id: row.id, name: row.candidateName };
  });

  it("opens from the job page with the resume, history and the person's other applications, takes a note and a status change, and reloads by its link", async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('link', { name: candidate.name, exact: true }).click();
    await onPath(page, `/applications/${candidate.id}`);
    await visible(page.getByRole('heading', { level: 1, name: candidate.name }));

    const resume = page.getByRole('region', { name: 'Resume' });
    await visible(resume.locator(`iframe[title="Resume of ${candidate.name}"]`));
    await resume.getByRole('tab', { name: 'Extracted text' }).click();
    await visible(resume.getByTestId('resume-text').filter({ hasText: candidate.name }));
    const history = page.getByRole('region', { name: 'Status history' });
    await visible(history.getByText(/^Received as /));
    const related = page.getByRole('region', { name: 'Other applications by this person' });
    await visible(related.getByRole('link', { name: otherJob.title }));

    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('Add a note').fill('Strong portfolio, call back Monday');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await visible(text(notes, 'Strong portfolio, call back Monday'));

    await page.getByLabel('Change status').selectOption('SHORTLISTED');
    await visible(toast(page, `${candidate.name}'s status was changed to Shortlisted.`));
    await visible(text(history, 'Shortlisted'));

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: candidate.name }));
    await visible(text(page.getByRole('region', { name: 'Notes' }), 'Strong portfolio, call back Monday'));
    await visible(text(page.locator('header', { hasText: candidate.name }), 'Shortlisted'));
  });
});
