import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp } from '../../testing/render';
import { jobLoadProblem } from './job-details-page';
import { mockApi, type MockReply, type RecordedCall } from '../../testing/mock-api';
import { makeJob } from '../../testing/jobs';
import { applicationPage, makeApplication } from '../../testing/candidates';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const JOB = makeJob();
const DASHBOARD_ROUTES = {
  'GET /functions/V1/job-stats': { body: { totalItems: 0, statusCounts: { ACTIVE: 0, CLOSED: 0, DRAFT: 0, COMPLETED: 0 } } },
  'GET /functions/V1/jobs': { body: { jobs: [], totalPages: 0, totalItems: 0 } },
};

type Handler = MockReply | ((call: RecordedCall) => MockReply);

function open(path = '/jobs/42', routes: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /functions/V1/job/42': { body: JOB }, ...DASHBOARD_ROUTES, ...routes });
  const view = renderApp(path, { token: makeToken() });
  return { ...view, api };
}

async function loaded() {
  return screen.findByRole('heading', { name: 'Job Management' });
}

/** A toast with this message (and title, when given); the toaster loads with the first toast. */
async function expectToast(message: string, title?: string) {
  if (!title) {
    await screen.findAllByText(message);
    return;
  }
  await waitFor(() => {
    const toasts = screen.queryAllByText(message).map((text) => text.closest('[data-sonner-toast]'));
    expect(toasts.some((toast) => toast !== null && within(toast as HTMLElement).queryByText(title) !== null)).toBe(true);
  });
}

describe('job page loading', () => {
  it('shows the header, the management panel and the job information', async () => {
    const { api } = open();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Details & Candidate Overview' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const name of ['Edit Job', 'Close Job', 'Share Job', 'CSV', 'PDF', 'Delete Job']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const info = screen.getByRole('heading', { name: 'Job Information' }).closest('section')!;
    const item = (label: string) => within(info).getByText(label).closest('div')!;
    expect(item('Status')).toHaveTextContent('Active');
    expect(item('Department')).toHaveTextContent('Engineering');
    expect(item('Location')).toHaveTextContent('Bengaluru, India');
    expect(item('Employment Type')).toHaveTextContent('Full-time');
    expect(item('Application Cutoff Date')).toHaveTextContent('March 1, 2099');
    expect(item('AI Processing Cutoff Date')).toHaveTextContent('March 15, 2099');
    expect(item('Contact Email')).toHaveTextContent('jobs@kairox.io');
    expect(item('Created Date')).toHaveTextContent('November 22, 2026');
    expect(api.callsTo('GET /functions/V1/job/42')[0]!.headers.Authorization).toMatch(/^Bearer /);
  });

  it('shows and hides the details', async () => {
    const { user } = open();
    await loaded();
    const toggle = screen.getByRole('button', { name: 'Show Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Recruiter Workspace')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Description' }).nextSibling).toHaveTextContent('Build the recruiter workspace.');
    expect(screen.getByRole('heading', { name: 'Requirements' }).nextSibling).toHaveTextContent('- 5+ years of React');
    expect(screen.getByText('Recruiter Workspace')).toBeInTheDocument();
    expect(screen.getByText('ENG-1')).toBeInTheDocument();
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('Daniel Okafor')).toBeInTheDocument();
    expect(screen.getByText('How do you test React components?')).toBeInTheDocument();
    expect(screen.getByText('State management')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByText('Recruiter Workspace')).not.toBeInTheDocument();
  });

  it('serves /job-details/{jobId} too', async () => {
    open('/job-details/42', {
      'GET /functions/V1/job/42': { body: { ...JOB, cutoffDate: '2099-04-02', aiProcessingCutoffDate: '2099-04-20' } },
    });
    await loaded();
    expect(screen.getByText('April 2, 2099')).toBeInTheDocument();
    expect(screen.getByText('April 20, 2099')).toBeInTheDocument();
  });

  it("shows 'Job not found.' for a 404, under the page header", async () => {
    open('/jobs/42', { 'GET /functions/V1/job/42': { status: 404, body: { message: 'Job not found.', error: 'not_found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Job Details & Candidate Overview' })).toBeInTheDocument();
  });

  it("shows 'Job not found.' for an id that is not a number, without asking the server", async () => {
    const { api } = open('/jobs/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found.');
    expect(api.calls.filter((call) => call.path.startsWith('/functions/V1/job/'))).toHaveLength(0);
  });

  it('shows the generic load failure for other errors', async () => {
    open('/jobs/42', { 'GET /functions/V1/job/42': { status: 500, body: { message: 'boom' } } });
    // A server failure is retried once before the message shows.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load job details. Please try again later.');
  });

  it('names the three load problems', () => {
    expect(jobLoadProblem(undefined, null)).toBe('Job ID is missing.');
    expect(jobLoadProblem('', null)).toBe('Job ID is missing.');
    expect(jobLoadProblem('0', null)).toBe('Job not found.');
    expect(jobLoadProblem('42', null)).toBeNull();
    expect(jobLoadProblem('42', new TypeError('Failed to fetch'))).toBe('Failed to load job details. Please try again later.');
  });
});

describe('job management', () => {
  it('deletes after the confirm dialog, toasts and goes to the dashboard', async () => {
    const { user, api, router } = open('/jobs/42', { 'DELETE /functions/V1/job/42': { body: { message: 'Job deleted' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Job' });
    expect(dialog).toHaveTextContent('Do you wish to delete job "Senior Frontend Engineer"? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /functions/V1/job/42')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Job' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await expectToast('Job "Senior Frontend Engineer" deleted successfully!');
    expect(api.callsTo('DELETE /functions/V1/job/42')).toHaveLength(1);
  });

  it('stays on the page when the delete fails', async () => {
    const { user, router } = open('/jobs/42', { 'DELETE /functions/V1/job/42': { status: 500, body: { message: 'boom' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete job. Please try again.');
    expect(router.state.location.pathname).toBe('/jobs/42');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the job after the browser confirm', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, api } = open('/jobs/42', { 'PUT /functions/V1/updateJobStatus/42': { body: { ...JOB, status: 'CLOSED' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Close Job' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to close job "Senior Frontend Engineer"? This will set its status to Closed.');
    expect(api.callsTo('PUT /functions/V1/updateJobStatus/42')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close Job' }));
    await expectToast('Job "Senior Frontend Engineer" closed successfully!');
    const [call] = api.callsTo('PUT /functions/V1/updateJobStatus/42');
    expect(call!.query.get('status')).toBe('CLOSED');
  });

  it('reports a failed close', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = open('/jobs/42', { 'PUT /functions/V1/updateJobStatus/42': { status: 500 } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Close Job' }));
    await expectToast('Failed to close job. Please try again.', 'Job Close Failed');
  });

  it.each([
    ['CLOSED', 'This job is already closed.'],
    ['COMPLETED', 'This job is already completed.'],
  ] as const)('cannot close a job that is already %s, and says why', async (status, reason) => {
    open('/jobs/42', { 'GET /functions/V1/job/42': { body: { ...JOB, status } } });
    await loaded();
    const close = screen.getByRole('button', { name: 'Close Job' });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription(reason);
    expect(close.parentElement).toHaveAttribute('title', reason);
  });

  it('copies the staff link and the public apply link with Share Job', async () => {
    const { user } = open();
    await loaded();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Share Job' }));
    await expectToast('Job link copied to clipboard!');
    expect(writeText).toHaveBeenCalledWith(`Staff link: ${window.location.href}\nApply link: ${window.location.origin}/apply/42`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share Job' }));
    await expectToast('Failed to copy link.', 'Copy Failed');
  });

  it('shares only the staff link of a job that takes no applications', async () => {
    const { user } = open('/jobs/42', { 'GET /functions/V1/job/42': { body: { ...JOB, status: 'DRAFT' } } });
    await loaded();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Share Job' }));
    await expectToast('Job link copied to clipboard!');
    expect(writeText).toHaveBeenCalledWith(`Staff link: ${window.location.href}`);
  });

  it('prints the job summary with PDF', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('puts the details on the printed summary, and closes them again afterwards', async () => {
    open();
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument();
    fireEvent(window, new Event('beforeprint'));
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeInTheDocument();
  });

  it("exports every page of the job's candidates as CSV, named after the job", async () => {
    const everyone = Array.from({ length: 130 }, (_, index) => makeApplication(index + 1, { candidateName: `Person ${index + 1}` }));
    const { user, api } = open('/jobs/42', {
      'GET /api/applications/applicants/42': (call) => {
        const page = Number(call.query.get('page'));
        const size = Number(call.query.get('size'));
        return { body: applicationPage(everyone.slice(page * size, (page + 1) * size), { page, size, totalElements: everyone.length }) };
      },
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await expectToast('Exported 130 candidates to CSV.');

    const exportCalls = api.callsTo('GET /api/applications/applicants/42').filter((call) => call.query.get('size') === '100');
    expect(exportCalls.map((call) => call.query.get('page'))).toEqual(['0', '1']);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Senior Frontend Engineer - Candidates.csv');
    const lines = (await (createObjectURL.mock.calls[0]![0] as Blob).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[0]).toMatch(/^Name,Email,Phone,Status,/);
    expect(lines[130]).toMatch(/^Person 130,candidate130@example.com,/);
  });

  it('reports a failed CSV export', async () => {
    const { user } = open('/jobs/42', { 'GET /api/applications/applicants/42': { status: 500, body: { message: 'boom' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await expectToast('Failed to export candidates. Please try again.', 'Export Failed');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
  });
});

describe('Edit Job Posting', () => {
  it('opens prefilled with the fixed contact email and saves with T00:00:00Z dates', async () => {
    const { user, api } = open('/jobs/42', { 'PUT /functions/V1/job/42': { body: { ...JOB, title: 'Staff Frontend Engineer' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job Posting' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Job Title')).toHaveValue('Senior Frontend Engineer');
    expect(field('Department')).toHaveValue('engineering');
    expect(field('Contact Email')).toHaveValue('jobs@kairox.io');
    expect(field('Contact Email')).toBeDisabled();
    expect(field('Application Cutoff Date')).toHaveAttribute('min');
    expect(
      within(field('Status') as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Active', 'Closed']);
    expect(within(field('Employment Type') as HTMLElement).getByRole('option', { name: 'Internship' })).toBeInTheDocument();
    expect(field('Interview Questions')).toHaveValue('How do you test React components?\nWhat is reconciliation?');

    await user.clear(field('Job Title'));
    await user.type(field('Job Title'), 'Staff Frontend Engineer');
    await user.selectOptions(field('Status'), 'DRAFT');
    await user.selectOptions(field('Employment Type'), 'internship');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await expectToast('Job "Staff Frontend Engineer" updated successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = api.callsTo('PUT /functions/V1/job/42');
    expect(call!.body).toMatchObject({
      title: 'Staff Frontend Engineer',
      status: 'DRAFT',
      department: 'Engineering',
      employmentType: 'Internship',
      cutoffDate: '2099-03-01T00:00:00Z',
      aiProcessingCutoffDate: '2099-03-15T00:00:00Z',
      internalDetails: { projectName: 'Recruiter Workspace', projectCode: 'ENG-1', projectManager: 'Priya Raman', techInterviewPoc: 'Daniel Okafor' },
      internalQuestions: 'How do you test React components?\nWhat is reconciliation?\nState management\nAccessibility',
    });
    expect(call!.body).not.toHaveProperty('email');
  });

  it('refuses emoji and changed past dates, but keeps an unchanged past date', async () => {
    const { user, api } = open('/jobs/42', {
      'GET /functions/V1/job/42': { body: { ...JOB, cutoffDate: '2020-01-01', aiProcessingCutoffDate: '2020-01-15' } },
      'PUT /functions/V1/job/42': { body: JOB },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job Posting' });
    const save = () => user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await user.type(within(dialog).getByLabelText('Description'), ' 🎉');
    await save();
    await expectToast('Emojis are not allowed in Description or Requirements.', 'Invalid Input');

    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Plain text.');
    fireEvent.change(within(dialog).getByLabelText('Application Cutoff Date'), { target: { value: '2020-02-01' } });
    await save();
    await expectToast('Application cutoff date cannot be in the past.', 'Invalid Date');
    expect(api.callsTo('PUT /functions/V1/job/42')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Application Cutoff Date'), { target: { value: '2020-01-01' } });
    await save();
    await waitFor(() => expect(api.callsTo('PUT /functions/V1/job/42')).toHaveLength(1));
  });

  it('reports a failed update with the server message or the default', async () => {
    const { user } = open('/jobs/42', { 'PUT /functions/V1/job/42': { status: 500 } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit Job' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    await expectToast('Failed to update job. Please try again.', 'Job Update Failed');
    expect(screen.getByRole('dialog', { name: 'Edit Job Posting' })).toBeInTheDocument();
  });
});
