import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, capitalized, letterTag } from '../support/candidates';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { count, toast, visible } from '../support/ui';

describe('Applications page', () => {
  const session = useBrowser();
  let token = '';
  let job: CreatedJob;
  let tag = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
    tag = capitalized(letterTag());
    job = await createJobViaApi(session.baseUrl, token);
    for (const first of ['Ada', 'Grace']) {
      await addCandidateViaApi(session.baseUrl, token, job.id, {
        candidateName: `${first} ${tag}`,
        candidateEmail: `${first.toLowerCase()}.${tag.toLowerCase()}@example.com`,
      });
    }
  });

  it('searches and filters into the URL, keeps the view on reload, changes the status of two rows at once and emails them', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/applications');
    await visible(page.getByRole('heading', { level: 1, name: 'Applications' }));

    await page.getByRole('searchbox', { name: 'Search applications' }).fill(tag);
    await page.getByLabel('Job', { exact: true }).selectOption(String(job.id));
    await page.waitForURL((url) => url.searchParams.get('q') === tag && url.searchParams.get('jobId') === String(job.id));
    const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: tag });
    await count(rows, 2);

    await page.reload();
    await count(rows, 2);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search applications' }).inputValue()).toBe(tag);
    expect(await page.getByLabel('Job', { exact: true }).inputValue()).toBe(String(job.id));

    await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    await dialog.getByLabel(/New status/).selectOption('SHORTLISTED');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await visible(toast(page, 'Status updated for 2 applications.'));
    await count(rows.filter({ hasText: 'Shortlisted' }), 2);

    await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const email = page.getByRole('dialog', { name: 'Email candidates' });
    await email.getByLabel(/Subject/).fill('Next steps');
    await email.getByLabel(/Message/).fill('We will call you this week.');
    await email.getByRole('button', { name: 'Send' }).click();
    await visible(toast(page, 'Email sent to 2 candidates.'));
  });
});
