import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { useJobs } from '../../../api/jobs/get-jobs';
import { makeListItem } from '../../../testing/jobs';
import { mockApi, type MockReply } from '../../../testing/mock-api';
import { expectToast, fileOfSize, pdf } from '../../../testing/candidates';
import { MassResumeDialog } from './mass-resume-dialog';

const JOB = { id: 5, title: 'QA Engineer' };

/** Stands for a dashboard job card: shows job 5's application count from the job list. */
function CountProbe() {
  const { data } = useJobs({ page: 0 });
  return <p data-testid="count">{data?.jobs[0]?.applicationCount ?? '…'}</p>;
}

function setup(reply?: MockReply) {
  let count = 0;
  const api = mockApi({
    'GET /functions/V1/jobs': () => ({ body: { jobs: [makeListItem(5, { applicationCount: count++ })], totalPages: 1, totalItems: 1 } }),
    ...(reply ? { 'POST /api/applications/mass-upload': reply } : {}),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <>
      <CountProbe />
      <MassResumeDialog job={JOB} onClose={onClose} />
    </>,
    { token: makeToken() },
  );
  const dialog = screen.getByRole('dialog', { name: 'Mass Resume' });
  return { ...view, api, onClose, dialog };
}

type User = ReturnType<typeof userEvent.setup>;
const picker = () => screen.getByLabelText('Select PDF resumes');
const upload = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Upload Resumes' }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Mass Resume selection', () => {
  it('lists each picked PDF with keep/skip and remove', async () => {
    const { user, dialog } = setup();
    expect(picker()).toHaveAttribute('accept', '.pdf');
    expect(picker()).toHaveAttribute('multiple');
    await user.upload(picker(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(within(dialog).getByText('3 of 3 selected for upload')).toBeInTheDocument();
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) expect(within(dialog).getByRole('checkbox', { name: `Keep ${name}` })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep b.pdf' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Keep b.pdf' })).not.toBeChecked();
    expect(within(dialog).getByText('Skipped')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3 selected for upload')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove c.pdf' }));
    expect(within(dialog).queryByText('c.pdf')).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 of 2 selected for upload')).toBeInTheDocument();

    // Skipping toggles back to keeping.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep b.pdf' }));
    expect(within(dialog).getByText('2 of 2 selected for upload')).toBeInTheDocument();
  });

  it('does not add files that are not PDFs, too large or already listed, and says why', async () => {
    const { user, dialog } = setup();
    await user.upload(picker(), [pdf('a.pdf')]);
    const zone = screen.getByTestId('mass-resume-dropzone');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.docx'), fileOfSize('huge.pdf', 11 * 1024 * 1024), pdf('a.pdf'), pdf('d.pdf')] },
    });
    expect(within(dialog).getByText('These files were not added:')).toBeInTheDocument();
    expect(within(dialog).getByText('notes.docx').closest('li')).toHaveTextContent('The resume must be a PDF file.');
    expect(within(dialog).getByText('huge.pdf').closest('li')).toHaveTextContent('The resume is larger than 10 MB.');
    expect(within(dialog).getByText('This file is already in the list.', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 2 selected for upload')).toBeInTheDocument();
  });

  it.each([
    ['no files', []],
    ['every file skipped', ['a.pdf', 'b.pdf']],
  ])('needs at least one kept file (%s)', async (_case, skip) => {
    const { user, dialog, api } = setup();
    if (skip.length > 0) {
      await user.upload(
        picker(),
        skip.map((name) => pdf(name)),
      );
      for (const name of skip) await user.click(within(dialog).getByRole('checkbox', { name: `Keep ${name}` }));
    }
    await upload(user, dialog);
    await expectToast('Please select at least one resume to upload.', 'Missing Selection');
    expect(api.callsTo('POST /api/applications/mass-upload')).toHaveLength(0);
  });
});

describe('Mass Resume upload', () => {
  it('uploads only the kept files, keeps the overlay 3.5 s, toasts the accepted count, refreshes counts and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, api, onClose } = setup({
      body: {
        accepted: [
          { fileName: 'a.pdf', applicationId: 1 },
          { fileName: 'b.pdf', applicationId: 2 },
        ],
        rejected: [],
        message: 'ok',
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    await user.upload(picker(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove c.pdf' }));
    await upload(user, dialog);

    expect(await screen.findByText('Uploading resumes...')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/applications/mass-upload')).toHaveLength(1));
    const form = api.callsTo('POST /api/applications/mass-upload')[0]!.form!;
    expect(form.get('jobId')).toBe('5');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);

    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.queryByText('Successfully uploaded 2 resumes!')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(600);
    await expectToast('Successfully uploaded 2 resumes!', 'Upload Successful');
    expect(onClose).toHaveBeenCalledOnce();
    // The dashboard card's count was read again.
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
  });

  it('shows the refused files with their reasons after a partial success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, onClose } = setup({
      body: {
        accepted: [{ fileName: 'a.pdf', applicationId: 1 }],
        rejected: [{ fileName: 'fake.pdf', reason: 'The resume must be a PDF file.' }],
        message: '1 accepted',
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.upload(picker(), [pdf('a.pdf'), pdf('fake.pdf')]);
    await upload(user, dialog);
    await vi.advanceTimersByTimeAsync(3600);
    await expectToast('Successfully uploaded 1 resumes!', 'Upload Successful');
    const result = within(dialog).getByTestId('mass-upload-result');
    expect(result).toHaveTextContent('1 resume was uploaded.');
    expect(result).toHaveTextContent('Not uploaded');
    expect(result).toHaveTextContent('fake.pdf: The resume must be a PDF file.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [
      {
        status: 400,
        body: {
          accepted: [],
          rejected: [{ fileName: 'a.pdf', reason: 'The resume file is empty.' }],
          message: 'No resumes were accepted.',
          error: 'BAD_REQUEST',
        },
      },
      'No resumes were accepted.',
    ],
    [{ status: 500, body: {} }, 'Failed to upload resumes. Please try again.'],
  ])('reports a failure with the server message or the default (%#)', async (reply, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, onClose } = setup(reply);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.upload(picker(), [pdf('a.pdf')]);
    await upload(user, dialog);
    await vi.advanceTimersByTimeAsync(3600);
    await expectToast(message, 'Resume Upload Failed');
    expect(onClose).not.toHaveBeenCalled();
    if (reply.status === 400) expect(within(dialog).getByTestId('mass-upload-result')).toHaveTextContent('a.pdf: The resume file is empty.');
  });
});
