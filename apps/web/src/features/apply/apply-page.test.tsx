import { PRIVACY_NOTICE_VERSION, type PublicJob } from '@kairox/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp, renderWithProviders } from '../../testing/render';
import { ApplyPage } from './apply-page';
import { mockApi, type MockHandler } from '../../testing/mock-api';
import { expectToast, fileOfSize, makeApplication, pdf } from '../../testing/candidates';

type User = ReturnType<typeof userEvent.setup>;

let user: User;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const publicJob = (overrides: Partial<PublicJob> = {}): PublicJob => ({
  jobId: 42,
  title: 'Backend Engineer',
  company: 'Acme Robotics',
  organizationSlug: 'acme',
  status: 'OPEN',
  cutoffDate: '2026-12-31',
  retentionMonths: null,
  ...overrides,
});

const JOB_42 = 'GET /api/applications/jobs/42/public';

async function open(path: string, routes: Record<string, MockHandler> = {}, token?: string) {
  const api = mockApi({
    [JOB_42]: { body: publicJob() },
    'POST /api/applications/applications': { status: 201, body: makeApplication(77) },
    ...routes,
  });
  const view = renderApp(path, { token });
  await screen.findByRole('heading', { level: 1, name: 'AI-Powered Application Process' });
  return { ...view, api };
}

const chat = () => screen.getByRole('log', { name: 'Application chat' });
const botSays = (text: string) => within(chat()).findByText(text, { exact: false });
const input = () => screen.queryByRole('textbox', { name: 'Your answer' });
const uploadCard = () => screen.queryByTestId('resume-upload-card');
const notice = () => screen.queryByTestId('privacy-notice');
const progressText = () => screen.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuetext');
const banner = () => screen.findByRole('region', { name: 'Applying for' });

async function say(text: string) {
  const field = await screen.findByRole('textbox', { name: 'Your answer' });
  await user.type(field, `${text}{Enter}`);
}

async function throughPhone() {
  await user.click(await screen.findByRole('button', { name: 'I agree' }));
  await say('Priya Raman');
  await say('priya@example.com');
  await say('+91 98765 43210');
}

async function uploadAndValidate(file = pdf('priya.pdf')) {
  await user.upload(screen.getByLabelText('Upload your resume'), file);
  await act(() => vi.advanceTimersByTimeAsync(2400));
}

async function finishAnswers() {
  await say('5 years');
  await say('Go');
  await say('Mission');
}

describe('application assistant', () => {
  it('is public, without header or sidebar, and at /apply asks for the job id first, with the progress bar and a 400px chat', async () => {
    await open('/apply');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /application/i })).not.toBeInTheDocument();
    expect(screen.getByText('Step 0 of 11')).toBeInTheDocument();
    expect(chat()).toHaveStyle({ height: '400px' });
    expect(within(chat()).getByText('Which job are you applying for? Please enter the Job ID (a number).')).toBeInTheDocument();
    expect(input()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applying for' })).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    expect(uploadCard()).not.toBeInTheDocument();
  });

  it('checks a typed job id at once and says why it cannot be applied to, until an open one is given', async () => {
    const { api } = await open('/apply', {
      'GET /api/applications/jobs/7/public': { status: 404, body: { message: 'Job not found.', error: 'NOT_FOUND' } },
      'GET /api/applications/jobs/8/public': { body: publicJob({ jobId: 8, title: 'Closed Role', status: 'CLOSED' }) },
      'GET /api/applications/jobs/9/public': { body: publicJob({ jobId: 9, title: 'Old Role', status: 'EXPIRED', cutoffDate: '2026-01-15' }) },
    });
    await say('abc');
    expect(await botSays('Please enter a valid Job ID (a number).')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/public'))).toHaveLength(0);

    await say('7');
    expect(await botSays("I couldn't find a job with ID 7.")).toBeInTheDocument();
    await say('8');
    expect(await botSays('Sorry, Closed Role at Acme Robotics is closed and no longer accepting applications.')).toBeInTheDocument();
    expect(within(chat()).getByRole('link', { name: 'See open jobs at Acme Robotics' })).toHaveAttribute('href', '/careers/acme');
    await say('9');
    expect(await botSays('its application deadline, January 15, 2026, has passed.')).toBeInTheDocument();
    expect(progressText()).toBe('Step 0 of 11');
    expect(screen.queryByRole('region', { name: 'Applying for' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/applications/jobs/8/public')[0]!.headers.Authorization).toBeUndefined();

    await say('42');
    const job = await banner();
    expect(within(job).getByRole('heading', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(job).toHaveTextContent('Acme Robotics');
    expect(await botSays("Great, you're applying for Backend Engineer at Acme Robotics.")).toBeInTheDocument();
    expect(progressText()).toBe('Step 1 of 11');
  });

  it('shows the privacy notice before the resume and ends politely when the candidate does not agree', async () => {
    await open('/apply/42');
    const card = await screen.findByTestId('privacy-notice');
    expect(
      within(card).getByText('Acme Robotics, the hiring organisation. Kairox runs this application service for Acme Robotics as its processor.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Only to assess your application for Backend Engineer/)).toBeInTheDocument();
    expect(
      within(card).getByText('Kept until you ask for its erasure or Acme Robotics erases it; Acme Robotics has set no fixed period.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/a person at Acme Robotics makes every decision/)).toBeInTheDocument();
    expect(within(card).getByText(/ask for an alternative process/)).toBeInTheDocument();
    expect(within(card).getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Read the full privacy notice/ })).toHaveAttribute('href', '/apply/42/privacy');
    expect(uploadCard()).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'No, thanks' }));
    expect(await botSays('Application declined. You can close this page.')).toBeInTheDocument();
    expect(within(chat()).getByText('No problem. Nothing has been sent.')).toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    expect(uploadCard()).not.toBeInTheDocument();
  });

  it("ends the conversation unless the typed answer is 'yes'", async () => {
    await open('/apply/42');
    await screen.findByTestId('privacy-notice');
    await say('no thanks');
    expect(await botSays('Application declined. You can close this page.')).toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
  });

  it('walks through every step from /apply, validates the answers and submits with the consent, without a token', async () => {
    // A staff member signed in in this browser: the assistant still posts anonymously.
    const { api } = await open('/apply', {}, makeToken());
    await say('42');
    await screen.findByTestId('privacy-notice');
    await say('YES');
    expect(await botSays("What's your full name?")).toBeInTheDocument();
    expect(progressText()).toBe('Step 2 of 11');
    await say('Priya Raman');
    await say('priya@');
    expect(await botSays("That doesn't look like a valid email address.")).toBeInTheDocument();
    expect(progressText()).toBe('Step 3 of 11');
    await say('priya@example.com');
    await say('98765 43210');
    expect(await botSays('Please enter a valid phone number including your country code')).toBeInTheDocument();
    await say('+91 98765 43210');

    // Step 5: the upload card instead of the text input.
    expect(progressText()).toBe('Step 5 of 11');
    expect(input()).not.toBeInTheDocument();
    expect(uploadCard()).toBeInTheDocument();
    expect(screen.getByLabelText('Upload your resume')).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt');
    fireEvent.drop(uploadCard()!, { dataTransfer: { files: [new File(['x'], 'photo.png')] } });
    expect(within(uploadCard()!.parentElement!).getByRole('alert')).toHaveTextContent(
      'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.',
    );
    fireEvent.drop(uploadCard()!, { dataTransfer: { files: [fileOfSize('big.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(within(uploadCard()!.parentElement!).getByRole('alert')).toHaveTextContent('This file is larger than 10MB. Please upload a smaller file.');
    fireEvent.drop(uploadCard()!, { dataTransfer: { files: [pdf('priya.pdf')] } });

    // Step 6: the validation progress (its timing is tested on its own below), then on to the experience.
    expect(progressText()).toBe('Step 6 of 11');
    expect(within(chat()).getByText('Uploaded: priya.pdf')).toBeInTheDocument();
    expect(uploadCard()).not.toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Resume validation' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2400));
    expect(await botSays('Tell me about your experience')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Resume validation' })).not.toBeInTheDocument();
    expect(progressText()).toBe('Step 7 of 11');
    await say('6 years building web apps');
    await say('React, TypeScript');
    await say('I love recruiting tools');

    await expectToast('Your application has been successfully sent.');
    expect(within(chat()).getByText('Your application has been successfully sent.')).toBeInTheDocument();
    expect(progressText()).toBe('Step 11 of 11');
    expect(input()).not.toBeInTheDocument();
    const success = screen.getByTestId('apply-success');
    expect(within(success).getByRole('heading', { name: 'Application Submitted!' })).toBeInTheDocument();
    expect(success).toHaveTextContent('Backend Engineer · Acme Robotics');
    const next = screen.getByTestId('apply-next');
    expect(within(next).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(next).toHaveTextContent('Acme Robotics has received your application for Backend Engineer.');
    expect(next).toHaveTextContent('A confirmation email is on its way to priya@example.com.');
    expect(next).toHaveTextContent('AI helps screen it, but a person at Acme Robotics makes every decision.');
    expect(next).toHaveTextContent("You'll hear back by email");
    expect(within(next).getByRole('link', { name: 'More jobs at Acme Robotics' })).toHaveAttribute('href', '/careers/acme');
    // Nothing sends the candidate to the staff side any more.
    expect(screen.queryByRole('link', { name: 'Start Screening Now' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^\/(dashboard|login)/);

    const [call] = api.callsTo('POST /api/applications/applications');
    expect(call!.headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(call!.form!.get('applicant')))).toEqual({
      candidateName: 'Priya Raman',
      candidateEmail: 'priya@example.com',
      candidatePhone: '+91 98765 43210',
      status: 'qualified',
      score: 0,
      sourceChannel: 'AI Application Assistant',
      resumeUrl: null,
      experience: '6 years building web apps',
      skills: 'React, TypeScript',
      motivation: 'I love recruiting tools',
      jobId: 42,
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect((call!.form!.get('cv') as File).name).toBe('priya.pdf');
  }, 20_000);

  it('names the job and company of /apply/{jobId} from the start and skips the job id step', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api } = await open('/apply/42', { [JOB_42]: { body: publicJob(), wait: held } });
    expect(await screen.findByTestId('apply-job-loading')).toBeInTheDocument();
    expect(within(chat()).getByText('Looking up job 42...')).toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
    release();

    const job = await banner();
    expect(within(job).getByRole('heading', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(job).toHaveTextContent('Acme Robotics');
    expect(job).toHaveTextContent('Job ID 42');
    expect(await botSays("You're applying for Backend Engineer at Acme Robotics.")).toBeInTheDocument();
    expect(progressText()).toBe('Step 1 of 11');
    expect(within(chat()).queryByText('Which job are you applying for?', { exact: false })).not.toBeInTheDocument();
    await throughPhone();
    await uploadAndValidate();
    expect(await botSays('Tell me about your experience')).toBeInTheDocument();
    await finishAnswers();
    await expectToast('Your application has been successfully sent.');
    expect(JSON.parse(String(api.callsTo('POST /api/applications/applications')[0]!.form!.get('applicant'))).jobId).toBe(42);
  }, 20_000);

  it('says at once, before anything is typed, that the job of /apply/{jobId} takes no applications', async () => {
    await open('/apply/42', { [JOB_42]: { body: publicJob({ status: 'CLOSED' }) } });
    expect(await botSays('Sorry, Backend Engineer at Acme Robotics is closed and no longer accepting applications.')).toBeInTheDocument();
    expect(within(chat()).getByRole('link', { name: 'See open jobs at Acme Robotics' })).toHaveAttribute('href', '/careers/acme');
    expect(await banner()).toHaveTextContent('Not accepting applications');
    expect(input()).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    expect(progressText()).toBe('Step 0 of 11');
  });

  it('offers to look the job up again when the look-up fails', async () => {
    let attempts = 0;
    await open('/apply/42', {
      [JOB_42]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: {} } : { body: publicJob() };
      },
    });
    expect(await botSays("I couldn't check that job just now.")).toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('privacy-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 400, body: { message: 'This job is no longer accepting applications.' } }, 'This job is no longer accepting applications.'],
    [{ status: 500, body: {} }, 'There was an error submitting your application. Please try again.'],
  ])(
    'reports a failed submission (%#) and can try again',
    async (reply, message) => {
      let attempts = 0;
      await open('/apply/42', {
        'POST /api/applications/applications': () => {
          attempts += 1;
          return attempts === 1 ? reply : { status: 201, body: makeApplication(5) };
        },
      });
      await throughPhone();
      await uploadAndValidate();
      await finishAnswers();
      await expectToast(message, 'Application Failed');
      expect(await botSays('I encountered an error while submitting your application. Please try again later.')).toBeInTheDocument();
      expect(screen.queryByTestId('apply-success')).not.toBeInTheDocument();
      expect(progressText()).toBe('Step 10 of 11');

      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(screen.getByTestId('apply-success')).toBeInTheDocument());
      expect(attempts).toBe(2);
    },
    20_000,
  );

  it('validates the resume from 0 to 100 in steps of 10 every 200 ms, then moves on', async () => {
    // Exact timing: plain fake timers (no real time leaking in) and the page rendered directly.
    vi.useRealTimers();
    vi.useFakeTimers();
    mockApi({ 'GET /api/applications/jobs/42/public': { body: publicJob() } });
    renderWithProviders(<ApplyPage />, { path: '/apply' });
    const answer = async (text: string) => {
      const field = screen.getByRole('textbox', { name: 'Your answer' });
      fireEvent.change(field, { target: { value: text } });
      fireEvent.submit(field.closest('form')!);
      // Lets the job look-up answer.
      await act(async () => {});
    };
    for (const text of ['42', 'yes', 'Priya Raman', 'priya@example.com', '+91 98765 43210']) await answer(text);
    fireEvent.drop(screen.getByTestId('resume-upload-card'), { dataTransfer: { files: [pdf('cv.pdf')] } });
    const validation = screen.getByRole('progressbar', { name: 'Resume validation' });
    const percent = () => Number(validation.getAttribute('aria-valuenow'));
    expect(percent()).toBe(0);
    const seen: number[] = [];
    for (let tick = 0; tick < 10; tick += 1) {
      act(() => vi.advanceTimersByTime(199));
      expect(percent()).toBe(tick * 10);
      act(() => vi.advanceTimersByTime(1));
      seen.push(percent());
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(screen.getByText('Validating your resume... 100%')).toBeInTheDocument();
    expect(screen.getByText('Step 6 of 11')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('progressbar', { name: 'Resume validation' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 7 of 11')).toBeInTheDocument();
    expect(screen.getByText('Your resume looks good!', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  });
});

describe('the full privacy notice (/apply/{jobId}/privacy)', () => {
  it("shows the notice of the job's organisation with its version, and a link back", async () => {
    mockApi({ [JOB_42]: { body: publicJob({ retentionMonths: 6 }) } });
    renderApp('/apply/42/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText('Acme Robotics · applications for Backend Engineer')).toBeInTheDocument();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    for (const heading of ['Who is responsible', 'What we collect', 'What it is used for', 'How AI is used', 'How long it is kept', 'Your rights']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/You may ask for an alternative process without AI/)).toBeInTheDocument();
    // The organisation's own retention period, where it set one.
    expect(screen.getByText('Kept for 6 months after your last activity, then erased, unless you are hired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute('href', '/apply/42');
  });

  it('says so when the job is unknown, and offers a retry when the notice cannot be loaded', async () => {
    mockApi({ 'GET /api/applications/jobs/7/public': { status: 404, body: { message: 'Job not found.' } }, [JOB_42]: { status: 500, body: {} } });
    const first = renderApp('/apply/7/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent("This job was not found, so its privacy notice can't be shown.");
    first.unmount();
    renderApp('/apply/42/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent('The privacy notice could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
