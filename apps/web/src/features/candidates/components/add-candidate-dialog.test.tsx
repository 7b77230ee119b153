import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { mockApi } from '../../../testing/mock-api';
import { expectToast, makeApplication, pdf } from '../../../testing/candidates';
import { AddCandidateDialog } from './add-candidate-dialog';

const JOB = { id: 5, title: 'QA Engineer' };

function setup() {
  const onClose = vi.fn();
  const view = renderWithProviders(<AddCandidateDialog job={JOB} onClose={onClose} />, { token: makeToken() });
  const dialog = screen.getByRole('dialog', { name: 'Add Candidate' });
  return { ...view, onClose, dialog };
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, { name = 'Priya Raman', email = 'priya@example.com', file = pdf('cv.pdf') as File | null } = {}) {
  if (name) await user.type(screen.getByLabelText('Candidate Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (file) await user.upload(screen.getByLabelText('Resume (PDF)'), file);
}

const submit = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Add Candidate' }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Add Candidate validation', () => {
  it('has the seven fields, accepts PDF only and names the job', () => {
    const { dialog } = setup();
    expect(dialog).toHaveTextContent('#5 · QA Engineer');
    for (const label of ['Candidate Name', 'Email', 'Phone', 'Resume (PDF)', 'Experience', 'Skills', 'Motivation']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Resume (PDF)')).toHaveAttribute('accept', '.pdf');
  });

  it.each([
    ['nothing', { name: '', email: '', file: null }],
    ['no resume', { file: null }],
    ['no email', { email: '' }],
    ['no name', { name: '' }],
  ])('refuses %s with the Missing Information toast', async (_case, values) => {
    const api = mockApi({});
    const { user, dialog } = setup();
    await fill(user, values);
    await submit(user, dialog);
    await expectToast('Candidate Name, Email, and Resume are required.', 'Missing Information');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file that is not a PDF', async () => {
    const api = mockApi({});
    const { user, dialog } = setup();
    await fill(user, { file: null });
    fireEvent.change(screen.getByLabelText('Resume (PDF)'), { target: { files: [new File(['hello'], 'cv.docx')] } });
    expect(await within(dialog).findByText('The resume must be a PDF file.')).toBeInTheDocument();
    await submit(user, dialog);
    await expectToast('Candidate Name, Email, and Resume are required.', 'Missing Information');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an invalid email', async () => {
    const api = mockApi({});
    const { user, dialog } = setup();
    await fill(user, { email: 'not-an-email' });
    await submit(user, dialog);
    await expectToast('Please enter a valid email address.', 'Invalid Email');
    expect(api.calls).toHaveLength(0);
  });

  it("marks the field the contract's applicant rules refuse, with the message under it", async () => {
    mockApi({});
    const { user, dialog } = setup();
    await fill(user, { name: '   ', email: 'not-an-email' });
    await submit(user, dialog);
    await expectToast('Candidate Name, Email, and Resume are required.', 'Missing Information');
    const name = within(dialog).getByLabelText('Candidate Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)).toHaveTextContent('Candidate Name, Email, and Resume are required.');

    await user.type(name, 'Priya Raman');
    await submit(user, dialog);
    await expectToast('Please enter a valid email address.', 'Invalid Email');
    expect(name).not.toHaveAttribute('aria-invalid');
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent('Please enter a valid email address.');
  });

  it('refuses a field longer than the server takes, under the field and before any upload', async () => {
    const api = mockApi({});
    const { user, dialog } = setup();
    await fill(user);
    const skills = within(dialog).getByLabelText('Skills');
    fireEvent.change(skills, { target: { value: 'x'.repeat(5001) } });
    await submit(user, dialog);
    expect(await within(dialog).findByText('Skills must be at most 5000 characters.')).toBeInTheDocument();
    expect(skills).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });
});

describe('Add Candidate upload', () => {
  it('posts the applicant and the cv, keeps the overlay for 3.5 s, then toasts, refreshes and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'POST /api/applications/applications': { status: 201, body: makeApplication(9) } });
    const { onClose, dialog } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user);
    await user.type(within(dialog).getByLabelText('Phone'), '+14155552671');
    await user.type(within(dialog).getByLabelText('Experience'), '6 years of QA');
    await user.type(within(dialog).getByLabelText('Skills'), 'Playwright, Vitest');
    await user.type(within(dialog).getByLabelText('Motivation'), 'Loves quality');
    await submit(user, dialog);

    expect(await screen.findByText('Uploading resume...')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/applications/applications')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/applications/applications');
    expect(JSON.parse(String(call!.form!.get('applicant')))).toEqual({
      candidateName: 'Priya Raman',
      candidateEmail: 'priya@example.com',
      candidatePhone: '+14155552671',
      status: 'qualified',
      score: 0,
      sourceChannel: 'manual',
      resumeUrl: null,
      experience: '6 years of QA',
      skills: 'Playwright, Vitest',
      motivation: 'Loves quality',
      jobId: 5,
    });
    expect((call!.form!.get('cv') as File).name).toBe('cv.pdf');
    expect(call!.headers.Authorization).toMatch(/^Bearer /);

    // The server answered at once, but the overlay stays and the toast waits.
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.getByText('Uploading resume...')).toBeInTheDocument();
    expect(screen.queryByText('Candidate added successfully!')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(600);
    await expectToast('Candidate added successfully!', 'Candidate Added');
    expect(screen.queryByText('Uploading resume...')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    [{ status: 409, body: { message: 'This candidate has already applied for this job.' } }, 'This candidate has already applied for this job.'],
    [{ status: 500, body: {} }, 'Failed to add candidate. Please try again.'],
  ])('reports a failure after the overlay and stays open (%#)', async (reply, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'POST /api/applications/applications': reply });
    const { onClose, dialog } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user);
    await submit(user, dialog);
    expect(await screen.findByText('Uploading resume...')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(600);
    await expectToast(message, 'Add Candidate Failed');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Candidate' })).toBeInTheDocument();
  });
});
