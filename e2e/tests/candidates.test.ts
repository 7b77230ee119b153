import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { capitalized, letterTag, listApplicantsViaApi, resumeOf, watchUploadTimeline } from '../support/candidates';
import { pdfFile } from '../support/files';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { field, gone, onPath, text, toast, visible } from '../support/ui';

/** Spec sections 4 and 9: the upload overlay shows at least 3.5 s before the result toast. */
const OVERLAY_MIN_MS = 3_500;
/** The overlay is drawn one React commit after the upload starts; the observer sees that commit. */
const RENDER_SLACK_MS = 50;

const MISSING = 'Candidate Name, Email, and Resume are required.';
const ADDED = 'Candidate added successfully!';
const NONE_SELECTED = 'Please select at least one resume to upload.';

describe("dashboard 'Add Candidate' and 'Mass Resume'", () => {
  const session = useBrowser();
  let token = '';
  let job: CreatedJob;

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
    // The newest job comes first on the dashboard's first page.
    job = await createJobViaApi(session.baseUrl, token, { title: `E2E Dashboard Candidates ${unique()}` });
  });

  async function jobCard(page: Page): Promise<Locator> {
    await storeToken(page, token);
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: job.title });
    await visible(card);
    return card;
  }

  const applicationCount = (card: Locator) => card.getByTestId('application-count');

  async function countOnCard(card: Locator): Promise<number> {
    await expect.poll(() => applicationCount(card).innerText()).toMatch(/^\d+ applications?$/);
    return Number.parseInt(await applicationCount(card).innerText(), 10);
  }

  /**
   * The job's application count as the server has it, once the card shows the same (the card
   * shows 0 until its count has loaded, so a first read alone proves nothing).
   */
  async function settledCount(card: Locator): Promise<number> {
    const { totalElements } = await listApplicantsViaApi(session.baseUrl, token, job.id, 1);
    await expect.poll(() => countOnCard(card)).toBe(totalElements);
    return totalElements;
  }

  it("adds one candidate: the empty form is refused, the overlay shows at least 3.5 s, then 'Candidate added successfully!' and the card's count goes up", async () => {
    const { page, baseUrl } = session;
    const card = await jobCard(page);
    const before = await settledCount(card);

    await card.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
    await visible(dialog);

    // Empty submit: spec section 5, title 'Missing Information'.
    await dialog.getByRole('button', { name: 'Add Candidate', exact: true }).click();
    const missing = toast(page, MISSING);
    await visible(missing);
    expect(await missing.first().innerText()).toContain('Missing Information');
    await visible(dialog);

    const tag = letterTag();
    const name = `Casey ${capitalized(tag)}`;
    const email = `casey.${tag}@candidates.example`;
    await field(dialog, 'Candidate Name').fill(name);
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Phone').fill('+14155550123');
    await field(dialog, 'Resume (PDF)').setInputFiles(await pdfFile(`casey-${tag}.pdf`, resumeOf(name, email)));
    await visible(dialog.getByTestId('chosen-resume').filter({ hasText: `casey-${tag}.pdf` }));
    await field(dialog, 'Experience').fill('6 years building React and Node.js applications');
    await field(dialog, 'Skills').fill('TypeScript, React, Node.js');
    await field(dialog, 'Motivation').fill('I want to build recruiting tools.');

    const timeline = await watchUploadTimeline(page, ADDED);
    await dialog.getByRole('button', { name: 'Add Candidate', exact: true }).click();
    await visible(page.getByTestId('upload-overlay').filter({ hasText: 'Uploading resume...' }));
    const added = toast(page, ADDED);
    await visible(added);
    expect(await added.first().innerText()).toContain('Candidate Added');
    const seen = await timeline();
    expect(seen.overlayShown, 'the upload overlay appeared').not.toBeNull();
    expect(seen.overlayHidden, 'the overlay was gone when the toast came').not.toBeNull();
    expect(seen.overlayHidden!).toBeLessThanOrEqual(seen.toastShown!);
    expect(seen.toastShown! - seen.overlayShown!).toBeGreaterThanOrEqual(OVERLAY_MIN_MS - RENDER_SLACK_MS);
    await gone(dialog);

    // The card's count follows.
    await expect.poll(() => countOnCard(card)).toBe(before + 1);

    // What was stored: every field of the form, sourceChannel 'manual'.
    const { content } = await listApplicantsViaApi(baseUrl, token, job.id);
    const row = content.find((candidate) => candidate.candidateEmail === email);
    expect(row).toMatchObject({ candidateName: name, candidatePhone: '+14155550123', sourceChannel: 'manual', jobId: job.id });
  });

  it("mass-uploads three PDFs with one removed: 'Successfully uploaded 2 resumes!', and the job page lists the two", async () => {
    const { page } = session;
    const card = await jobCard(page);
    const before = await settledCount(card);

    await card.getByRole('button', { name: 'Mass Resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mass Resume' });
    await visible(dialog);

    const people = ['Morgan', 'Riley', 'Jordan'].map((first) => {
      const tag = letterTag();
      // The file name and the resume's first line give the same name, whichever the server keeps.
      return { name: `${first} ${capitalized(tag)}`, file: `${first.toLowerCase()}_${tag}.pdf`, email: `${first.toLowerCase()}.${tag}@mass.example` };
    });
    const files = await Promise.all(people.map((person) => pdfFile(person.file, resumeOf(person.name, person.email))));
    await dialog.getByLabel('Select PDF resumes').setInputFiles(files);
    await visible(text(dialog, '3 of 3 selected for upload'));
    for (const person of people) await visible(text(dialog, person.file));

    // Skip one and keep it again (the keep/skip switch), then remove another.
    const keepFirst = dialog.getByRole('checkbox', { name: `Keep ${people[0]!.file}` });
    await keepFirst.uncheck();
    await visible(text(dialog, '2 of 3 selected for upload'));
    await visible(text(dialog, 'Skipped'));
    await keepFirst.check();
    await visible(text(dialog, '3 of 3 selected for upload'));

    const removed = people[2]!;
    await dialog.getByRole('button', { name: `Remove ${removed.file}` }).click();
    await visible(text(dialog, '2 of 2 selected for upload'));
    expect(await text(dialog, removed.file).count()).toBe(0);

    const uploaded = 'Successfully uploaded 2 resumes!';
    const timeline = await watchUploadTimeline(page, uploaded);
    await dialog.getByRole('button', { name: 'Upload Resumes' }).click();
    await visible(page.getByTestId('upload-overlay').filter({ hasText: 'Uploading resumes...' }));
    const success = toast(page, uploaded);
    await visible(success);
    expect(await success.first().innerText()).toContain('Upload Successful');
    const seen = await timeline();
    expect(seen.overlayShown).not.toBeNull();
    expect(seen.overlayHidden!).toBeLessThanOrEqual(seen.toastShown!);
    expect(seen.toastShown! - seen.overlayShown!).toBeGreaterThanOrEqual(OVERLAY_MIN_MS - RENDER_SLACK_MS);
    await gone(dialog);
    await expect.poll(() => countOnCard(card)).toBe(before + 2);

    // The job page lists the two kept resumes and not the removed one.
    await card.getByRole('link', { name: 'View Details' }).click();
    await onPath(page, `/jobs/${job.id}`);
    const rows = page.getByTestId('candidate-row');
    for (const person of people.slice(0, 2)) await visible(rows.filter({ hasText: person.name }));
    expect(await rows.filter({ hasText: removed.name }).count()).toBe(0);
  });

  it("refuses to upload with nothing kept: 'Please select at least one resume to upload.'", async () => {
    const { page } = session;
    const card = await jobCard(page);
    const before = await settledCount(card);
    await card.getByRole('button', { name: 'Mass Resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mass Resume' });
    await visible(dialog);

    // Nothing picked at all.
    await dialog.getByRole('button', { name: 'Upload Resumes' }).click();
    const refused = toast(page, NONE_SELECTED);
    await visible(refused);
    expect(await refused.first().innerText()).toContain('Missing Selection');

    // One picked, then skipped: still nothing kept.
    const tag = letterTag();
    const file = `skipped_${tag}.pdf`;
    await dialog
      .getByLabel('Select PDF resumes')
      .setInputFiles(await pdfFile(file, resumeOf(`Skip ${capitalized(tag)}`, `skip.${tag}@mass.example`)));
    await dialog.getByRole('checkbox', { name: `Keep ${file}` }).uncheck();
    await visible(text(dialog, '0 of 1 selected for upload'));
    await gone(refused, 6_000);
    await dialog.getByRole('button', { name: 'Upload Resumes' }).click();
    await visible(toast(page, NONE_SELECTED));
    expect(await page.getByTestId('upload-overlay').count()).toBe(0);
    await visible(dialog);

    // Nothing reached the server.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await gone(dialog);
    expect(await settledCount(card)).toBe(before);
  });
});
