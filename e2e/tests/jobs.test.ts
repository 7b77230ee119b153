import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi } from '../support/candidates';
import { createJobViaApi, getJob, localDateInDays, setJobStatusViaApi, statusOf } from '../support/jobs';
import { field, gone, onPath, text, toast, visible } from '../support/ui';

/** Spec sections 2, 4, 5 and 8: the texts of the Create Job Posting page and the job page. */
const T = {
  pageTitle: 'Create Job Posting',
  submit: 'Create Job Posting',
  creating: 'Creating...',
  created: (id: number | string) => `Job "${id}" created successfully!`,
  createdModal: 'Hooray! Job Created Successfully!',
  jobPage: 'Job Details & Candidate Overview',
  updated: (title: string) => `Job "${title}" updated successfully!`,
  confirmClose: (title: string) => `Are you sure you want to close job "${title}"? This will set its status to Closed.`,
  closed: (title: string) => `Job "${title}" closed successfully!`,
  linkCopied: 'Job link copied to clipboard!',
  alreadyClosed: 'This job is already closed.',
  alreadyCompleted: 'This job is already completed.',
  csvExported: (count: number) => `Exported ${count} candidates to CSV.`,
  confirmDelete: (title: string) => `Do you wish to delete job "${title}"? This action cannot be undone.`,
  deleted: (title: string) => `Job "${title}" deleted successfully!`,
  notFound: 'Job not found.',
  required: 'Please fill in all required fields.',
  requiredTitle: 'Missing Information',
  cutoffPast: 'Application cutoff date cannot be in the past.',
  aiCutoffPast: 'AI processing cutoff date cannot be in the past.',
  invalidDateTitle: 'Invalid Date',
  emoji: 'Emojis are not allowed in the job description or requirements.',
  invalidInputTitle: 'Invalid Input',
  upgradeNote: 'Upgrade your plan to use a custom email',
};

/** The fields the spec requires (section 5, create job). */
const REQUIRED_FIELDS = [
  'Job Title',
  'Job Description',
  'Requirements',
  'Application Cutoff Date',
  'AI Processing Cutoff Date',
  'Contact Email',
  'Project Name',
  'Project Code',
  'Project Manager',
  'Tech Interview POC',
];

/** A quick template in the picker, by the job title it starts with. */
const templateButton = (page: Page, jobTitle: string) => page.getByRole('button', { name: new RegExp(`^${jobTitle.replace(/[()]/g, '\\$&')}`) });

const submitButton = (page: Page) => page.getByRole('button', { name: T.submit, exact: true });

/** A toast with the message and, when given, its title. */
function toastWith(page: Page, message: string, title?: string) {
  const match = toast(page, message);
  return title ? match.filter({ hasText: title }) : match;
}

describe('jobs: create from a template, open, edit, close, share and delete', () => {
  const session = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
  });

  it('runs a job through its whole life with the spec texts', async () => {
    const { page, context, baseUrl } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await storeToken(page, token);
    await page.goto('/job-posting');
    await visible(page.getByRole('heading', { level: 1, name: T.pageTitle }));

    // A template fills every required field, the internal details included.
    const template = templateButton(page, 'Senior Frontend Engineer');
    await template.click();
    await expect.poll(() => template.getAttribute('aria-pressed')).toBe('true');
    expect(await field(page, 'Job Title').inputValue()).toBe('Senior Frontend Engineer');
    expect(await field(page, 'Department').inputValue()).toBe('engineering');
    for (const label of REQUIRED_FIELDS) {
      expect((await field(page, label).inputValue()).trim(), label).not.toBe('');
    }

    const title = `Senior Frontend Engineer ${unique()}`;
    await field(page, 'Job Title').fill(title);

    // Hold the request until 'Creating...' has been seen (spec section 4: creating state).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/functions/V1/create-job', async (route) => {
      await released;
      await route.continue();
    });
    await submitButton(page).click();
    const creating = page.getByRole('button', { name: T.creating, exact: true });
    await visible(creating);
    expect(await creating.isDisabled()).toBe(true);
    release();

    const createdToast = toast(page, 'created successfully!');
    await visible(createdToast);
    const match = /Job "(\d+)" created successfully!/.exec(await createdToast.first().innerText());
    expect(match, 'the toast names the new job id').not.toBeNull();
    const id = Number(match![1]);
    await visible(toast(page, T.created(id)));

    const modal = page.getByRole('dialog', { name: T.createdModal });
    await visible(modal);
    await visible(text(modal, String(id)));
    await visible(modal.getByRole('button', { name: 'Close', exact: true }));
    // Success clears the form.
    expect(await field(page, 'Job Title').inputValue()).toBe('');

    // The server has it as sent: ACTIVE, department and employment type capitalised.
    const stored = await getJob(baseUrl, token, id);
    expect(stored).toMatchObject({ title, status: 'ACTIVE', department: 'Engineering', employmentType: 'Full-time' });
    expect(stored.internalDetails.projectName.trim()).not.toBe('');

    await modal.getByRole('button', { name: 'View Job Details' }).click();
    await onPath(page, `/job-details/${id}`);
    await visible(page.getByRole('heading', { level: 1, name: T.jobPage }));
    await visible(page.getByText(`#${id} · ${title}`));
    const info = page.getByRole('region', { name: 'Job Information' });
    await visible(text(info, 'Active'));

    // Edit Job: a new title.
    await page.getByRole('button', { name: 'Edit Job', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job Posting' });
    await visible(edit);
    expect(await field(edit, 'Job Title').inputValue()).toBe(title);
    const newTitle = `${title} (edited)`;
    await field(edit, 'Job Title').fill(newTitle);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toast(page, T.updated(newTitle)));
    await gone(edit);
    await visible(page.getByText(`#${id} · ${newTitle}`));
    expect((await getJob(baseUrl, token, id)).title).toBe(newTitle);

    // Share Job copies the staff link (the page's address) and the public apply link.
    await page.getByRole('button', { name: 'Share Job', exact: true }).click();
    await visible(toast(page, T.linkCopied));
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toBe(`Staff link: ${page.url()}\nApply link: ${baseUrl}/apply/${id}`);

    // Close Job asks with the browser's confirm: dismissing it changes nothing, accepting closes the job.
    const closeButton = page.getByRole('button', { name: 'Close Job', exact: true });
    const confirms: Array<{ type: string; message: string }> = [];
    page.once('dialog', (dialog) => {
      confirms.push({ type: dialog.type(), message: dialog.message() });
      void dialog.dismiss();
    });
    await closeButton.click();
    await expect.poll(() => confirms.length).toBe(1);
    expect((await getJob(baseUrl, token, id)).status).toBe('ACTIVE');

    page.once('dialog', (dialog) => {
      confirms.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await closeButton.click();
    await visible(toast(page, T.closed(newTitle)));
    expect(confirms).toEqual([
      { type: 'confirm', message: T.confirmClose(newTitle) },
      { type: 'confirm', message: T.confirmClose(newTitle) },
    ]);
    await visible(text(info, 'Closed'));
    await expect.poll(() => closeButton.isDisabled()).toBe(true);
    expect(await closeButton.getAttribute('title')).toBe(T.alreadyClosed);
    expect((await getJob(baseUrl, token, id)).status).toBe('CLOSED');

    // A closed job takes no applications: Share Job copies the staff link alone.
    await page.getByRole('button', { name: 'Share Job', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`Staff link: ${page.url()}`);

    // Delete Job: the confirm dialog, the toast, back to the dashboard, and the job is gone.
    await page.getByRole('button', { name: 'Delete Job', exact: true }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Job' });
    await visible(confirmDelete);
    await visible(text(confirmDelete, T.confirmDelete(newTitle)));
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(toast(page, T.deleted(newTitle)));
    await onPath(page, '/dashboard');
    expect(await statusOf(getJob(baseUrl, token, id))).toBe(404);
  });

  it("exports every candidate of the job as CSV, prints a job summary, and keeps a completed job's Close Job disabled", async () => {
    const { page, baseUrl } = session;
    const job = await createJobViaApi(baseUrl, token, { title: `E2E Export, "Quoted" ${unique()}` });
    // More than the table's page of 20, so the export has to page through the list.
    const total = 23;
    for (let index = 1; index <= total; index += 1) {
      await addCandidateViaApi(baseUrl, token, job.id, {
        candidateName: `Export Person ${String(index).padStart(2, '0')}`,
        candidateEmail: `export.${index}.${unique()}@csv.example`,
        // A cell a spreadsheet would run as a formula, with a comma that needs quoting.
        experience: index === 1 ? '=SUM(1,2)' : '3 years',
      });
    }
    await setJobStatusViaApi(baseUrl, token, job.id, 'COMPLETED');
    await storeToken(page, token);
    await page.goto(`/jobs/${job.id}`);
    await visible(page.getByText('Showing 1 to 20 of 23 candidates'));

    const closeButton = page.getByRole('button', { name: 'Close Job', exact: true });
    expect(await closeButton.isDisabled()).toBe(true);
    expect(await closeButton.getAttribute('title')).toBe(T.alreadyCompleted);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV', exact: true }).click()]);
    await visible(toast(page, T.csvExported(total)));
    expect(download.suggestedFilename()).toBe(`${job.title.replace(/"/g, ' ').replace(/\s+/g, ' ').trim()} - Candidates.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Status,Resume Score,Notice Period,Experience,Skills,Source,Resume Processing,Applied At');
    expect(lines).toHaveLength(total + 1);
    const names = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(names).size).toBe(total);
    expect(lines.find((line) => line.startsWith('Export Person 01,'))).toContain(`,"'=SUM(1,2)",`);

    // PDF opens the browser's print dialog; on paper only the job summary shows.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await visible(page.getByRole('region', { name: 'Job Information' }));
    await visible(page.getByRole('region', { name: 'Skills', exact: true }));
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('region', { name: 'Job Management' }),
      page.getByRole('region', { name: 'Candidates', exact: true }),
    ]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    expect(await page.getByRole('button', { name: 'Show Details' }).isVisible()).toBe(false);
  });

  it("shows 'Job not found.' for a job id that does not exist", async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/jobs/999999');
    await visible(page.getByRole('heading', { level: 1, name: T.jobPage }));
    const problem = page.getByRole('alert').filter({ hasText: T.notFound });
    await visible(problem);
    expect(await page.getByRole('button', { name: 'Edit Job', exact: true }).count()).toBe(0);
    await problem.getByRole('link', { name: 'Back to Dashboard' }).click();
    await onPath(page, '/dashboard');
  });

  it('refuses an incomplete form, past cutoff dates and emoji, and sends nothing', async () => {
    const { page } = session;
    await storeToken(page, token);
    const createCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/V1/create-job')) createCalls.push(request);
    });
    await page.goto('/job-posting');
    await visible(page.getByRole('heading', { level: 1, name: T.pageTitle }));

    // The contact email is the shared mailbox, read-only, with the upgrade note.
    const email = field(page, 'Contact Email');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect((await email.inputValue()).trim()).not.toBe('');
    await visible(page.getByText(T.upgradeNote));

    await submitButton(page).click();
    await visible(toastWith(page, T.required, T.requiredTitle));

    await templateButton(page, 'Backend Engineer (Node.js)').click();
    await expect.poll(() => field(page, 'Job Title').inputValue()).toBe('Backend Engineer (Node.js)');

    await field(page, 'Application Cutoff Date').fill('2020-01-15');
    await submitButton(page).click();
    await visible(toastWith(page, T.cutoffPast, T.invalidDateTitle));

    await field(page, 'Application Cutoff Date').fill(localDateInDays(30));
    await field(page, 'AI Processing Cutoff Date').fill('2020-01-15');
    await submitButton(page).click();
    await visible(toastWith(page, T.aiCutoffPast, T.invalidDateTitle));

    await field(page, 'AI Processing Cutoff Date').fill(localDateInDays(45));
    const description = field(page, 'Job Description');
    await description.fill(`${await description.inputValue()}\n\nJoin us! 🚀`);
    await submitButton(page).click();
    await visible(toastWith(page, T.emoji, T.invalidInputTitle));

    expect(createCalls).toHaveLength(0);
    expect(await page.getByRole('dialog', { name: T.createdModal }).count()).toBe(0);
  });
});
