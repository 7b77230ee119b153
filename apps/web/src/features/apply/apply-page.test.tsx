import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp, renderWithProviders } from '../../testing/render';
import { ApplyPage } from './apply-page';
import { mockApi, type MockReply } from '../../testing/mock-api';
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

async function open(path: string, reply: MockReply = { status: 201, body: makeApplication(77) }, token?: string) {
  const api = mockApi({ 'POST /api/applications/applications': reply });
  const view = renderApp(path, { token });
  await screen.findByRole('heading', { level: 1, name: 'AI-Powered Application Process' });
  return { ...view, api };
}

const chat = () => screen.getByRole('log', { name: 'Application chat' });
const botSays = (text: string) => within(chat()).findByText(text, { exact: false });
const input = () => screen.queryByRole('textbox', { name: 'Your answer' });
const uploadCard = () => screen.queryByTestId('resume-upload-card');
const progressText = () => screen.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuetext');

async function say(text: string) {
  const field = input();
  expect(field, `the text input is shown to type "${text}"`).not.toBeNull();
  await user.type(field!, `${text}{Enter}`);
}

async function throughPhone() {
  await say('yes');
  await say('Priya Raman');
  await say('priya@example.com');
  await say('+91 98765 43210');
}

async function uploadAndValidate(file = pdf('priya.pdf')) {
  await user.upload(screen.getByLabelText('Upload your resume'), file);
  await act(() => vi.advanceTimersByTimeAsync(2400));
}

describe('application assistant', () => {
  it('is public, without header or sidebar, with the progress bar and a 400px chat', async () => {
    await open('/apply');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /application/i })).not.toBeInTheDocument();
    expect(screen.getByText('Step 0 of 11')).toBeInTheDocument();
    expect(chat()).toHaveStyle({ height: '400px' });
    expect(within(chat()).getByText(/Do you agree to continue\? Type 'yes' to proceed\./)).toBeInTheDocument();
    expect(input()).toBeInTheDocument();
    expect(uploadCard()).not.toBeInTheDocument();
  });

  it("ends the conversation unless the answer is 'yes'", async () => {
    await open('/apply');
    await say('no thanks');
    expect(await botSays('Application declined. You can close this page.')).toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
    expect(uploadCard()).not.toBeInTheDocument();
  });

  it('walks through every step, validates the answers and submits without a token', async () => {
    // A staff member signed in in this browser: the assistant still posts anonymously.
    const { api } = await open('/apply', undefined, makeToken());
    await say('YES');
    expect(await botSays("What's your full name?")).toBeInTheDocument();
    expect(progressText()).toBe('Step 1 of 11');
    await say('Priya Raman');
    await say('priya@');
    expect(await botSays("That doesn't look like a valid email address.")).toBeInTheDocument();
    expect(progressText()).toBe('Step 2 of 11');
    await say('priya@example.com');
    await say('98765 43210');
    expect(await botSays('Please enter a valid phone number including your country code')).toBeInTheDocument();
    await say('+91 98765 43210');

    // Step 4: the upload card instead of the text input.
    expect(progressText()).toBe('Step 4 of 11');
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

    // Step 5: the validation progress (its timing is tested on its own below), then on to the job id.
    expect(progressText()).toBe('Step 5 of 11');
    expect(within(chat()).getByText('Uploaded: priya.pdf')).toBeInTheDocument();
    expect(uploadCard()).not.toBeInTheDocument();
    expect(input()).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Resume validation' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2400));
    expect(await botSays('Please enter the Job ID (a number).')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Resume validation' })).not.toBeInTheDocument();
    expect(progressText()).toBe('Step 6 of 11');

    await say('abc');
    expect(await botSays('Please enter a valid Job ID (a number).')).toBeInTheDocument();
    expect(progressText()).toBe('Step 6 of 11');
    await say('42');
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
    expect(screen.getByRole('heading', { name: 'Schedule Your AI Pre-Screening' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Screening Now' })).toHaveAttribute('href', '/dashboard');

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
    });
    expect((call!.form!.get('cv') as File).name).toBe('priya.pdf');
  }, 20_000);

  it('fills the job id from /apply/{jobId} and skips asking for it', async () => {
    const { api } = await open('/apply/42');
    expect(screen.getByTestId('apply-job-id')).toHaveTextContent('Job ID: 42');
    await throughPhone();
    await uploadAndValidate();
    // Said when the chat opens and again where the job id question would be.
    await waitFor(() => expect(within(chat()).getAllByText("You're applying for Job ID 42.", { exact: false })).toHaveLength(2));
    expect(await botSays('Tell me about your experience')).toBeInTheDocument();
    expect(within(chat()).queryByText('Which job are you applying for?', { exact: false })).not.toBeInTheDocument();
    expect(progressText()).toBe('Step 7 of 11');
    await say('5 years');
    await say('Go');
    await say('Mission');
    await expectToast('Your application has been successfully sent.');
    expect(JSON.parse(String(api.callsTo('POST /api/applications/applications')[0]!.form!.get('applicant'))).jobId).toBe(42);
  }, 20_000);

  it.each([
    [{ status: 400, body: { message: 'This job is no longer accepting applications.' } }, 'This job is no longer accepting applications.'],
    [{ status: 500, body: {} }, 'There was an error submitting your application. Please try again.'],
  ])(
    'reports a failed submission (%#) and can try again',
    async (reply, message) => {
      let attempts = 0;
      const { api } = await open('/apply/42', undefined);
      api.fetchMock.mockImplementation(async () => {
        attempts += 1;
        return attempts === 1
          ? new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
          : new Response(JSON.stringify(makeApplication(5)), { status: 201, headers: { 'Content-Type': 'application/json' } });
      });
      await throughPhone();
      await uploadAndValidate();
      await say('5 years');
      await say('Go');
      await say('Mission');
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
    mockApi({});
    renderWithProviders(<ApplyPage />, { path: '/apply' });
    for (const text of ['yes', 'Priya Raman', 'priya@example.com', '+91 98765 43210']) {
      const field = screen.getByRole('textbox', { name: 'Your answer' });
      fireEvent.change(field, { target: { value: text } });
      fireEvent.submit(field.closest('form')!);
    }
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
    expect(screen.getByText('Step 5 of 11')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('progressbar', { name: 'Resume validation' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 6 of 11')).toBeInTheDocument();
    expect(screen.getByText('Your resume looks good!', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  });
});
