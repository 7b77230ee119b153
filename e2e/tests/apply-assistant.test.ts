import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import {
  capitalized,
  createJobViaApi,
  getApplicationViaApi,
  letterTag,
  listApplicantsViaApi,
  resumeOf,
  setJobStatusViaApi,
  waitForResumeProcessed,
  type CreatedJob,
} from '../support/candidates';
import { docxFile, pdfFile, textFile, type FilePayload } from '../support/files';
import { gone, text, toast, visible } from '../support/ui';

/** Spec sections 2, 4, 5 and 8: the application assistant at /apply and /apply/{jobId}. */
const TEXTS = {
  title: 'AI-Powered Application Process',
  declined: 'Application declined. You can close this page.',
  invalidJobId: 'Please enter a valid Job ID (a number).',
  sent: 'Your application has been successfully sent.',
  failedTitle: 'Application Failed',
  failedChat: 'I encountered an error while submitting your application. Please try again later.',
  screening: 'Schedule Your AI Pre-Screening',
  startScreening: 'Start Screening Now',
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

  /** Steps 0-3: consent, name, email, phone with country code. */
  async function introduce(page: Page, person: { name: string; email: string; phone: string }): Promise<void> {
    await expectStep(page, 0);
    await say(page, 'YES');
    await expectStep(page, 1);
    await say(page, person.name);
    await expectStep(page, 2);
    await say(page, person.email);
    await expectStep(page, 3);
    await say(page, person.phone);
    await expectStep(page, 4);
    // Step 4: the upload card replaces the text input.
    await visible(page.getByTestId('resume-upload-card'));
    expect(await answerBox(page).count()).toBe(0);
  }

  /** Step 5: the simulated validation climbs to 100 %, then the conversation moves on. */
  async function watchValidation(page: Page): Promise<void> {
    await expectStep(page, 5);
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

  /** Steps 7-9 and the submission. */
  async function finish(page: Page): Promise<void> {
    await expectStep(page, 7);
    await say(page, '5 years as a full-stack developer');
    await expectStep(page, 8);
    await say(page, 'TypeScript, React, Node.js');
    await expectStep(page, 9);
    await say(page, 'I love building products people use.');
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

  it('applies end to end at /apply/{jobId} with a PDF: 11 steps, success panel and screening card; the candidate shows in the job table', async () => {
    const { page, baseUrl } = session;
    const tag = letterTag();
    const person = { name: `Avery ${capitalized(tag)}`, email: `avery.${tag}@apply.example`, phone: '+14155550199' };

    await page.goto(`/apply/${activeJob.id}`);
    await visible(page.getByRole('heading', { name: TEXTS.title }));

    // Spec section 9: the chat window is 400 px high.
    const chatWindow = page.getByTestId('chat-window');
    await visible(chatWindow);
    expect((await chatWindow.boundingBox())?.height).toBe(400);

    await introduce(page, person);
    await page.getByLabel('Upload your resume').setInputFiles(await pdfFile(`avery-${tag}.pdf`, resumeOf(person.name, person.email)));
    await visible(
      chat(page)
        .locator('[data-from="user"]')
        .filter({ hasText: `avery-${tag}.pdf` }),
    );
    await watchValidation(page);
    // /apply/{jobId} answered step 6 already.
    await visible(botSays(page, `You're applying for Job ID ${activeJob.id}.`));
    await finish(page);

    await visible(toast(page, TEXTS.sent));
    await visible(botSays(page, TEXTS.sent));
    await expectStep(page, 11);
    await visible(page.getByRole('heading', { name: TEXTS.screening }));
    const start = page.getByRole('link', { name: TEXTS.startScreening });
    await visible(start);
    expect(await start.getAttribute('href')).toBe('/dashboard');
    // No text input after completion; the chat window kept its height as it filled up.
    expect(await answerBox(page).count()).toBe(0);
    expect((await chatWindow.boundingBox())?.height).toBe(400);

    // The recruiter sees the candidate in the job's table.
    await storeToken(page, token);
    await page.goto(`/jobs/${activeJob.id}`);
    const row = page.getByTestId('candidate-row').filter({ hasText: person.email });
    await visible(row);
    expect(await row.innerText()).toContain(person.name);

    const { content } = await listApplicantsViaApi(baseUrl, token, activeJob.id);
    expect(content.find((candidate) => candidate.candidateEmail === person.email)).toMatchObject({
      candidateName: person.name,
      candidatePhone: person.phone,
    });
  });

  it("asks for the job id at /apply: a non-numeric answer gets 'Please enter a valid Job ID (a number).'; a .txt resume (after a refused .png) goes through", async () => {
    const { page, baseUrl } = session;
    const tag = letterTag();
    const person = { name: `Blake ${capitalized(tag)}`, email: `blake.${tag}@apply.example`, phone: '+44 20 7946 0958' };

    await page.goto('/apply');
    await visible(page.getByRole('heading', { name: TEXTS.title }));
    await introduce(page, person);

    // A type the assistant does not take is refused in the card; the step stays.
    await page.getByLabel('Upload your resume').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') });
    await visible(page.getByTestId('resume-upload-card').locator('..').getByRole('alert'));
    await expectStep(page, 4);

    await page.getByLabel('Upload your resume').setInputFiles(textFile(`blake-${tag}.txt`, resumeOf(person.name, person.email)));
    await watchValidation(page);
    await expectStep(page, 6);
    await visible(botSays(page, 'Please enter the Job ID'));

    await say(page, 'job twelve');
    await visible(botSays(page, TEXTS.invalidJobId));
    await expectStep(page, 6);
    await say(page, String(activeJob.id));
    await finish(page);
    await visible(botSays(page, TEXTS.sent));
    await expectStep(page, 11);
    await visible(page.getByRole('heading', { name: TEXTS.screening }));

    // The server took the text file and extracts its text in the background.
    const { content } = await listApplicantsViaApi(baseUrl, token, activeJob.id);
    const created = content.find((candidate) => candidate.candidateEmail === person.email);
    expect(created).toBeDefined();
    const processed = await waitForResumeProcessed(baseUrl, token, created!.id);
    expect(processed.resumeStatus).toBe('COMPLETED');
    expect((await getApplicationViaApi(baseUrl, token, created!.id)).candidateName).toBe(person.name);
  });

  it("ends at consent when the answer is not 'yes': 'Application declined. You can close this page.'", async () => {
    const { page } = session;
    await page.goto(`/apply/${activeJob.id}`);
    await expectStep(page, 0);
    await say(page, 'no');
    await visible(botSays(page, TEXTS.declined));
    await gone(answerBox(page));
    await expectStep(page, 0);
    expect(await page.getByTestId('resume-upload-card').count()).toBe(0);
  });

  it("shows the failure texts for a CLOSED job: 'Application Failed' and the chat's apology (resume dropped as a DOCX)", async () => {
    const { page, baseUrl } = session;
    const tag = letterTag();
    const person = { name: `Cameron ${capitalized(tag)}`, email: `cameron.${tag}@apply.example`, phone: '+14155550177' };

    await page.goto(`/apply/${closedJob.id}`);
    await introduce(page, person);
    // The card takes drag and drop.
    await dropFile(page.getByTestId('resume-upload-card'), docxFile(`cameron-${tag}.docx`, resumeOf(person.name, person.email)));
    await visible(
      chat(page)
        .locator('[data-from="user"]')
        .filter({ hasText: `cameron-${tag}.docx` }),
    );
    await watchValidation(page);
    await finish(page);

    const failed = toast(page, TEXTS.failedTitle);
    await visible(failed);
    await visible(botSays(page, TEXTS.failedChat));
    expect(await page.getByRole('heading', { name: TEXTS.screening }).count()).toBe(0);
    expect(await botSays(page, TEXTS.sent).count()).toBe(0);

    const { totalElements } = await listApplicantsViaApi(baseUrl, token, closedJob.id, 1);
    expect(totalElements).toBe(0);
  });
});
