import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { capitalized, getApplicationViaApi, letterTag, listApplicantsViaApi, resumeOf, waitForResumeProcessed } from '../support/candidates';
import { docxFile, pdfFile, type FilePayload } from '../support/files';
import { type CreatedJob, createJobViaApi, setJobStatusViaApi } from '../support/jobs';
import { gone, text, toast, visible } from '../support/ui';

/** Spec sections 2, 4, 5 and 8 and issue #13: the application assistant at /apply and /apply/{jobId}. */
const TEXTS = {
  title: 'AI-Powered Application Process',
  company: 'Acme Corporation',
  declined: 'Application declined. You can close this page.',
  invalidJobId: 'Please enter a valid Job ID (a number).',
  sent: 'Your application has been successfully sent.',
  next: 'What happens next',
};

const stepOf = (step: number) => `Step ${step} of 11`;

describe('application assistant (/apply)', () => {
  const session = useBrowser();
  let token = '';
  let activeJob: CreatedJob;
  let closedJob: CreatedJob;

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
    activeJob = await createJobViaApi(session.baseUrl, token, { title: `E2E Apply Active ${unique()}` });
    closedJob = await createJobViaApi(session.baseUrl, token, { title: `E2E Apply Closed ${unique()}` });
    await setJobStatusViaApi(session.baseUrl, token, closedJob.id, 'CLOSED');
  });

  const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
  const chat = (page: Page) => page.getByRole('log', { name: 'Application chat' });
  const botSays = (page: Page, content: string) => chat(page).locator('[data-from="bot"]').filter({ hasText: content });
  const jobBanner = (page: Page) => page.getByRole('region', { name: 'Applying for' });
  const notice = (page: Page) => page.getByTestId('privacy-notice');

  async function expectStep(page: Page, step: number): Promise<void> {
    await visible(text(page, stepOf(step)));
    await expect.poll(() => page.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuenow')).toBe(String(step));
  }

  async function say(page: Page, answer: string): Promise<void> {
    const box = answerBox(page);
    await box.fill(answer);
    await box.press('Enter');
    await visible(chat(page).locator('[data-from="user"]').filter({ hasText: answer }).last());
  }

  /** The header above the chat names the job and its company. */
  async function expectJobShown(page: Page, job: CreatedJob): Promise<void> {
    await visible(jobBanner(page).getByRole('heading', { name: job.title }));
    expect(await jobBanner(page).innerText()).toContain(TEXTS.company);
  }

  /** Steps 2-4: name, email, phone with country code; then the upload card replaces the text input. */
  async function introduce(page: Page, person: { name: string; email: string; phone: string }): Promise<void> {
    await expectStep(page, 2);
    await say(page, person.name);
    await expectStep(page, 3);
    await say(page, person.email);
    await expectStep(page, 4);
    await say(page, person.phone);
    await expectStep(page, 5);
    await visible(page.getByTestId('resume-upload-card'));
    expect(await answerBox(page).count()).toBe(0);
  }

  /** Step 6: the simulated validation climbs to 100 %, then the conversation moves on. */
  async function watchValidation(page: Page): Promise<void> {
    await expectStep(page, 6);
    const bar = page.getByRole('progressbar', { name: 'Resume validation' });
    await visible(bar);
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const value = await bar.getAttribute('aria-valuenow').catch(() => null);
          if (value !== null) seen.add(Number(value));
          return value === null ? 100 : Number(value);
        },
        { interval: 50, timeout: 10_000 },
      )
      .toBe(100);
    // Several intermediate values, each a multiple of 10.
    expect(seen.size).toBeGreaterThanOrEqual(3);
    for (const value of seen) expect(value % 10).toBe(0);
    await visible(botSays(page, 'Your resume looks good!'));
  }

  /** Steps 7-9, the submission and the closing cards. */
  async function finish(page: Page, person: { email: string }): Promise<void> {
    await expectStep(page, 7);
    await say(page, '5 years as a full-stack developer');
    await expectStep(page, 8);
    await say(page, 'TypeScript, React, Node.js');
    await expectStep(page, 9);
    await say(page, 'I love building products people use.');
    await visible(toast(page, TEXTS.sent));
    await visible(botSays(page, TEXTS.sent));
    await expectStep(page, 11);
    const next = page.getByTestId('apply-next');
    await visible(next.getByRole('heading', { name: TEXTS.next }));
    expect(await next.innerText()).toContain(`A confirmation email is on its way to ${person.email}.`);
    // Nothing sends the candidate to the staff side any more.
    const hrefs = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\/(dashboard|login)/.test(href))).toEqual([]);
    expect(await answerBox(page).count()).toBe(0);
  }

  async function dropFile(target: Locator, file: FilePayload): Promise<void> {
    const dataTransfer = await target.page().evaluateHandle(
      ({ name, mimeType, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: mimeType }));
        return transfer;
      },
      { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
    );
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
  }

  it('applies from /apply/{jobId}: the job and company from the start, the privacy notice agreed to, the closing card; consent stored', async () => {
    const { page, baseUrl } = session;
    const tag = letterTag();
    const person = { name: `Avery ${capitalized(tag)}`, email: `avery.${tag}@apply.example`, phone: '+14155550199' };

    await page.goto(`/apply/${activeJob.id}`);
    await visible(page.getByRole('heading', { name: TEXTS.title }));
    await expectJobShown(page, activeJob);
    await visible(botSays(page, `You're applying for ${activeJob.title} at ${TEXTS.company}.`));
    // The job id step is skipped: the privacy notice comes first.
    await expectStep(page, 1);
    expect(await botSays(page, 'Please enter the Job ID').count()).toBe(0);

    // Spec section 9: the chat window is 400 px high.
    const chatWindow = page.getByTestId('chat-window');
    expect((await chatWindow.boundingBox())?.height).toBe(400);

    await visible(notice(page));
    expect(await notice(page).innerText()).toContain(`a person at ${TEXTS.company} makes every decision`);
    expect(
      await notice(page)
        .getByRole('link', { name: /Read the full privacy notice/ })
        .getAttribute('href'),
    ).toBe(`/apply/${activeJob.id}/privacy`);
    await notice(page).getByRole('button', { name: 'I agree' }).click();
    await introduce(page, person);
    await page.getByLabel('Upload your resume').setInputFiles(await pdfFile(`avery-${tag}.pdf`, resumeOf(person.name, person.email)));
    await visible(
      chat(page)
        .locator('[data-from="user"]')
        .filter({ hasText: `avery-${tag}.pdf` }),
    );
    await watchValidation(page);
    await finish(page, person);
    expect((await chatWindow.boundingBox())?.height).toBe(400);

    // The recruiter sees the candidate in the job's table, with the consent on the profile.
    const { content } = await listApplicantsViaApi(baseUrl, token, activeJob.id);
    const created = content.find((candidate) => candidate.candidateEmail === person.email);
    expect(created).toMatchObject({ candidateName: person.name, candidatePhone: person.phone });
    const { privacyConsent } = await getApplicationViaApi(baseUrl, token, created!.id);
    expect(privacyConsent?.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await storeToken(page, token);
    await page.goto(`/applications/${created!.id}`);
    await visible(text(page, `Privacy notice version ${privacyConsent!.noticeVersion}`));
  });

  it('checks the job id at a bare /apply at once: a closed job is told before anything else, then an open one goes through (a .docx dropped)', async () => {
    const { page, baseUrl } = session;
    const tag = letterTag();
    const person = { name: `Blake ${capitalized(tag)}`, email: `blake.${tag}@apply.example`, phone: '+44 20 7946 0958' };

    await page.goto('/apply');
    await visible(page.getByRole('heading', { name: TEXTS.title }));
    await expectStep(page, 0);
    await visible(botSays(page, 'Please enter the Job ID'));
    await say(page, 'job twelve');
    await visible(botSays(page, TEXTS.invalidJobId));

    await say(page, String(closedJob.id));
    await visible(botSays(page, `Sorry, ${closedJob.title} at ${TEXTS.company} is closed and no longer accepting applications.`));
    expect(
      await chat(page)
        .getByRole('link', { name: `See open jobs at ${TEXTS.company}` })
        .getAttribute('href'),
    ).toBe('/careers/acme');
    await expectStep(page, 0);
    expect(await notice(page).count()).toBe(0);

    await say(page, String(activeJob.id));
    await expectJobShown(page, activeJob);
    await expectStep(page, 1);
    await say(page, 'YES');
    await introduce(page, person);
    await dropFile(page.getByTestId('resume-upload-card'), docxFile(`blake-${tag}.docx`, resumeOf(person.name, person.email)));
    await watchValidation(page);
    await finish(page, person);

    // The server took the Word file and extracts its text in the background.
    const { content } = await listApplicantsViaApi(baseUrl, token, activeJob.id);
    const created = content.find((candidate) => candidate.candidateEmail === person.email);
    expect(created).toBeDefined();
    expect((await waitForResumeProcessed(baseUrl, token, created!.id)).resumeStatus).toBe('COMPLETED');
    expect((await listApplicantsViaApi(baseUrl, token, closedJob.id, 1)).totalElements).toBe(0);
  });

  it('ends politely when the candidate does not agree to the privacy notice', async () => {
    const { page } = session;
    await page.goto(`/apply/${activeJob.id}`);
    await visible(notice(page));
    await notice(page).getByRole('button', { name: 'No, thanks' }).click();
    await visible(botSays(page, TEXTS.declined));
    await gone(answerBox(page));
    await gone(notice(page));
    await expectStep(page, 1);
    expect(await page.getByTestId('resume-upload-card').count()).toBe(0);
  });
});
