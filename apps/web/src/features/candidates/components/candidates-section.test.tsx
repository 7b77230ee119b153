import type { Applicant } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { mockApi, type MockReply, type RecordedCall } from '../../../testing/mock-api';
import { applicationPage, expectToast, makeApplication } from '../../../testing/candidates';
import { makeLogEntry, makeRecord, makeScorecard } from './insights/interview-fixtures';
import { CandidatesSection } from './candidates-section';

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

const ALICE = makeApplication(1, {
  candidateName: 'Alice Smith',
  candidateEmail: 'alice@acme.io',
  score: 85,
  status: 'SHORTLISTED',
  noticePeriod: '30 days',
});
const BOB = makeApplication(2, {
  candidateName: 'bob Jones',
  candidateEmail: 'bob@example.com',
  score: 40,
  status: 'REJECTED_IN_AI_INTERVIEW',
  hasScorecard: true,
});
const CHEN = makeApplication(3, {
  candidateName: 'Chen Li',
  candidateEmail: 'chen@example.com',
  score: null,
  status: 'QUALIFIED',
  hasScorecard: true,
});
const DANA = makeApplication(4, {
  candidateName: 'Dana White',
  candidateEmail: 'dana@example.com',
  score: 62,
  status: 'INVITED_FOR_AI_SCREENING',
  hasScorecard: true,
});
const BOB_SCORECARD = makeScorecard({ applicationId: 2, applicantId: 2, overallScore: 9 });

/** Interview answers: Bob has a scorecard of 9 and Dana one of 5.5; Chen's log names a notice period. */
function interviews(call: RecordedCall): MockReply {
  const logs = /^\/api\/interviews\/complete-logs\/(\d+)$/.exec(call.path);
  if (logs) {
    return logs[1] === '3'
      ? {
          body: makeRecord({
            applicantId: 3,
            logDetails: [makeLogEntry('Scorecard generated', { applicantId: 3, details: 'Candidate confirmed a notice period of 60 days.' })],
          }),
        }
      : { status: 404, body: { message: 'Not found' } };
  }
  const id = /^\/api\/interviews\/(\d+)$/.exec(call.path)?.[1];
  if (id === '2') return { body: BOB_SCORECARD };
  if (id === '4') return { body: makeScorecard({ applicationId: 4, applicantId: 4, overallScore: 5.5 }) };
  return { status: 404, body: { message: 'Not found' } };
}

function setup(routes: Record<string, Handler> = {}, content: Applicant[] = [ALICE, BOB, CHEN, DANA]) {
  const api = mockApi({
    'GET /api/applications/applicants/42': { body: applicationPage(content) },
    'GET /api/interviews/*': interviews,
    ...routes,
  });
  const view = renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
  return { ...view, api };
}

const table = () => screen.getByRole('table', { name: 'Candidates' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;
const names = () =>
  within(table())
    .queryAllByTestId('candidate-row')
    .map((row) => row.querySelector('td')!.textContent);
const header = () => screen.getByTestId('candidates-count');
const loaded = () => screen.findByText('Alice Smith', { selector: 'td > a' });

type User = ReturnType<typeof userEvent.setup>;
async function rowAction(user: User, name: string, action: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Application Funnel Summary', () => {
  it('shows eight tiles computed from page 0 of size 20', async () => {
    const { api } = setup({ 'GET /api/applications/applicants/42': { body: applicationPage([ALICE, BOB, CHEN, DANA], { totalElements: 8 }) } });
    const funnel = (await screen.findByRole('heading', { name: 'Application Funnel Summary' })).closest('section')!;
    const tile = (label: string) => within(funnel).getByText(label).closest('li')!;
    await waitFor(() => expect(tile('Total Applications')).toHaveTextContent('8'));
    expect(within(funnel).getAllByTestId('funnel-tile')).toHaveLength(8);
    expect(tile('Pending')).toHaveTextContent('0');
    expect(tile('Invited')).toHaveTextContent('1');
    expect(tile('In Interview')).toHaveTextContent('0');
    expect(tile('Shortlisted')).toHaveTextContent('1');
    expect(tile('Rejected')).toHaveTextContent('1');
    expect(tile('Conversion Rate')).toHaveTextContent('12.5%');
    expect(tile('Top Scorer')).toHaveTextContent('85%');
    expect(tile('Top Scorer')).toHaveTextContent('Alice Smith');
    const [call] = api.callsTo('GET /api/applications/applicants/42');
    expect(call!.query.get('page')).toBe('0');
    expect(call!.query.get('size')).toBe('20');
  });

  it('toasts when the funnel and the candidates fail to load', async () => {
    setup({ 'GET /api/applications/applicants/42': { status: 403, body: { message: 'nope' } } });
    await expectToast('Failed to load application funnel.');
    await expectToast('Failed to fetch candidates.', 'Load Failed');
  });
});

describe('candidate table', () => {
  it('shows the header counts, every column and the enrichment', async () => {
    setup({ 'GET /api/applications/applicants/42': { body: applicationPage([ALICE, BOB, CHEN, DANA], { totalElements: 4 }) } });
    expect(screen.getByText('Loading candidates...')).toBeInTheDocument();
    await loaded();
    expect(header()).toHaveTextContent('Showing 1 to 4 of 4 candidates');
    for (const column of [
      'Candidate Name',
      'Email',
      'Notice Period',
      'Status',
      'Resume Score',
      'Resume Feedback',
      'Scorecard',
      'AI Insights',
      'Resume',
      'Change Status',
      'Actions',
    ]) {
      expect(within(table()).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const alice = rowOf('Alice Smith');
    expect(alice).toHaveTextContent('alice@acme.io');
    expect(alice).toHaveTextContent('30 days');
    expect(within(alice).getByText('Shortlisted', { selector: 'span' })).toBeInTheDocument();
    expect(within(alice).getByTestId('resume-score')).toHaveTextContent('85%');
    expect(within(alice).getByRole('button', { name: 'View Feedback' })).toBeInTheDocument();
    expect(within(alice).getByRole('button', { name: 'View Resume' })).toBeInTheDocument();
    expect(within(rowOf('bob Jones')).getByText('Rejected In AI Interview', { selector: 'span' })).toBeInTheDocument();
    expect(within(rowOf('Chen Li')).getByTestId('resume-score')).toHaveTextContent('—');

    // Enrichment: scorecards (coloured) and the notice period from the log text.
    await waitFor(() => expect(within(rowOf('bob Jones')).getByTestId('scorecard')).toHaveTextContent('9'));
    expect(within(rowOf('bob Jones')).getByTestId('scorecard').firstElementChild).toHaveAttribute('data-tone', 'green');
    await waitFor(() => expect(within(rowOf('Dana White')).getByTestId('scorecard').firstElementChild).toHaveAttribute('data-tone', 'red'));
    await waitFor(() => expect(rowOf('Chen Li')).toHaveTextContent('60 days'));
    expect(within(rowOf('Alice Smith')).getByTestId('scorecard')).toHaveTextContent('—');

    const select = within(alice).getByRole('combobox', { name: 'Change status for Alice Smith' });
    expect(
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual([
      'Applied',
      'Rejected',
      'Rejected In AI Interview',
      'Invited For AI Screening',
      'Reinvited For AI Screening',
      'Shortlisted',
      'No Show',
      'Interview In Progress',
      'AI Bypassed',
      'Interview Interrupted',
      'In Progress',
      'Duplicate',
    ]);
  });

  it('searches by name or email and filters by status on the loaded page', async () => {
    const { user } = setup();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search candidates' });
    await user.type(search, 'ALI');
    expect(names()).toEqual(['Alice Smith']);
    expect(header()).toHaveTextContent('Showing 1 to 4 of 4 candidates (1 filtered)');
    await user.clear(search);
    await user.type(search, 'example.com');
    expect(names()).toEqual(['bob Jones', 'Chen Li', 'Dana White']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'QUALIFIED');
    expect(names()).toEqual(['Chen Li']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'SHORTLISTED');
    expect(within(table()).getByText('No candidates match your current filters.')).toBeInTheDocument();
    expect(header()).toHaveTextContent('(0 filtered)');
    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'ALL');
    expect(screen.getByRole('option', { name: 'All Statuses' })).toBeInTheDocument();
    expect(names()).toHaveLength(4);
    expect(header()).toHaveTextContent(/^Showing 1 to 4 of 4 candidates$/);
  });

  it('sorts by name, resume score and scorecard, both ways', async () => {
    const { user } = setup();
    await loaded();
    await waitFor(() => expect(within(rowOf('Dana White')).getByTestId('scorecard')).toHaveTextContent('5.5'));
    const sort = screen.getByRole('combobox', { name: 'Sort candidates' });
    const expectations: Array<[string, string[]]> = [
      ['Name (A-Z)', ['Alice Smith', 'bob Jones', 'Chen Li', 'Dana White']],
      ['Name (Z-A)', ['Dana White', 'Chen Li', 'bob Jones', 'Alice Smith']],
      ['Resume Score (Low-High)', ['bob Jones', 'Dana White', 'Alice Smith', 'Chen Li']],
      ['Resume Score (High-Low)', ['Alice Smith', 'Dana White', 'bob Jones', 'Chen Li']],
      ['Scorecard (Low-High)', ['Dana White', 'bob Jones', 'Alice Smith', 'Chen Li']],
      ['Scorecard (High-Low)', ['bob Jones', 'Dana White', 'Alice Smith', 'Chen Li']],
    ];
    for (const [label, order] of expectations) {
      await user.selectOptions(sort, screen.getByRole('option', { name: label }));
      expect(names()).toEqual(order);
    }
  });

  it('says when the job has no candidates', async () => {
    setup({}, []);
    expect(await screen.findByText('No candidates found for this job.')).toBeInTheDocument();
    expect(header()).toHaveTextContent('Showing 0 to 0 of 0 candidates');
    expect(screen.queryByRole('navigation', { name: 'Candidate pages' })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next, 20 a page, remembering the page per job', async () => {
    const first = Array.from({ length: 20 }, (_value, index) => makeApplication(index + 1));
    const second = [makeApplication(21), makeApplication(22)];
    const { user, api } = setup({
      'GET /api/applications/applicants/42': (call) => {
        const page = Number(call.query.get('page'));
        return { body: applicationPage(page === 0 ? first : second, { page, totalElements: 22 }) };
      },
    });
    await screen.findByText('Candidate 1', { selector: 'td > a' });
    expect(header()).toHaveTextContent('Showing 1 to 20 of 22 candidates');
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByText('Candidate 22', { selector: 'td > a' });
    expect(header()).toHaveTextContent('Showing 21 to 22 of 22 candidates');
    expect(nav).toHaveTextContent('Page 2 of 2');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(localStorage.getItem('job_42_candidates')).toBe('1');
    expect(api.callsTo('GET /api/applications/applicants/42').some((call) => call.query.get('page') === '1' && call.query.get('size') === '20')).toBe(
      true,
    );
  });

  it("shows 'AI Processing...', queued and failed states, and polls until the results arrive", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let processed = false;
    const { api } = setup({
      'GET /api/applications/applicants/42': () => ({
        body: applicationPage([
          makeApplication(1, { candidateName: 'Alice Smith', resumeStatus: processed ? 'COMPLETED' : 'PROCESSING', score: processed ? 77 : null }),
          makeApplication(2, { candidateName: 'Bob Jones', resumeStatus: processed ? 'COMPLETED' : 'PENDING' }),
          makeApplication(3, { candidateName: 'Chen Li', resumeStatus: 'FAILED', resumeError: 'No text could be extracted from the resume.' }),
        ]),
      }),
    });
    await loaded();
    expect(within(rowOf('Alice Smith')).getByText('AI Processing...')).toBeInTheDocument();
    expect(within(rowOf('Bob Jones')).getByText('Queued for AI...')).toBeInTheDocument();
    expect(within(rowOf('Chen Li')).getByText('Processing failed')).toBeInTheDocument();
    expect(within(rowOf('Chen Li')).getByText('No text could be extracted from the resume.')).toBeInTheDocument();
    expect(within(rowOf('Alice Smith')).queryByRole('button', { name: 'View Feedback' })).not.toBeInTheDocument();

    processed = true;
    await vi.advanceTimersByTimeAsync(4100);
    await waitFor(() => expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'View Feedback' })).toBeInTheDocument());
    expect(within(rowOf('Alice Smith')).getByTestId('resume-score')).toHaveTextContent('77%');
    const polls = api.callsTo('GET /api/applications/applicants/42').length;
    // Nothing is processing any more: polling stops.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.callsTo('GET /api/applications/applicants/42').length).toBe(polls);
  });

  it('refreshes the page and the enrichment', async () => {
    const { user, api } = setup();
    await loaded();
    await waitFor(() => expect(api.callsTo('GET /api/interviews/2')).toHaveLength(1));
    const before = api.callsTo('GET /api/applications/applicants/42').length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET /api/applications/applicants/42').length).toBeGreaterThan(before));
    await waitFor(() => expect(api.callsTo('GET /api/interviews/2')).toHaveLength(2));
  });

  it('asks for the scorecard and log only of candidates with an AI interview', async () => {
    const { api } = setup();
    await loaded();
    await waitFor(() => expect(api.callsTo('GET /api/interviews/4')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/interviews/complete-logs/4')).toHaveLength(1));
    expect(api.callsTo('GET /api/interviews/1')).toHaveLength(0);
    expect(api.callsTo('GET /api/interviews/complete-logs/1')).toHaveLength(0);
    expect(within(rowOf('Alice Smith')).getByTestId('scorecard')).toHaveTextContent('—');
  });
});

describe('status changes', () => {
  it('sets a status directly and refreshes', async () => {
    const { user, api } = setup({ 'PUT /api/applications/3/status': { body: { ...CHEN, status: 'SHORTLISTED' } } });
    await loaded();
    const before = api.callsTo('GET /api/applications/applicants/42').length;
    await user.selectOptions(within(rowOf('Chen Li')).getByRole('combobox', { name: 'Change status for Chen Li' }), 'SHORTLISTED');
    await expectToast("Chen Li's status was changed to Shortlisted.", 'Status Updated');
    expect(api.callsTo('PUT /api/applications/3/status')[0]!.body).toEqual({ status: 'SHORTLISTED' });
    await waitFor(() => expect(api.callsTo('GET /api/applications/applicants/42').length).toBeGreaterThan(before));
  });

  it('reports a failed status change', async () => {
    const { user } = setup({ 'PUT /api/applications/3/status': { status: 500, body: { message: 'boom' } } });
    await loaded();
    await user.selectOptions(within(rowOf('Chen Li')).getByRole('combobox', { name: 'Change status for Chen Li' }), 'REJECTED');
    await expectToast('Failed to update candidate status.', 'Update Failed');
  });

  it('with "Notify the candidates" ticked, shows the email before the change and sends both together', async () => {
    const { user, api } = setup({
      'PUT /api/applications/3/status': { body: { ...CHEN, status: 'SHORTLISTED' } },
      'POST /api/applications/3/emails/preview': {
        body: { to: 'chen@example.com', language: 'en', subject: 'Good news about your application', body: 'Dear Chen Li, ...' },
      },
    });
    await loaded();
    await user.click(screen.getByLabelText('Notify the candidates'));
    await user.selectOptions(within(rowOf('Chen Li')).getByRole('combobox', { name: 'Change status for Chen Li' }), 'SHORTLISTED');
    const dialog = screen.getByRole('dialog', { name: 'Change status to Shortlisted' });
    expect(api.callsTo('PUT /api/applications/3/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change and notify' }));
    await expectToast('Chen Li is now Shortlisted; the email is on its way.', 'Status Updated');
    expect(api.callsTo('PUT /api/applications/3/status')[0]!.body).toMatchObject({ status: 'SHORTLISTED', notifyCandidate: true });
  });

  it('asks for a trimmed reason before reinviting', async () => {
    const { user, api } = setup({ 'PUT /api/applications/2/status': { body: { ...BOB, status: 'REINVITED_FOR_AI_SCREENING' } } });
    await loaded();
    await user.selectOptions(within(rowOf('bob Jones')).getByRole('combobox', { name: 'Change status for bob Jones' }), 'REINVITED_FOR_AI_SCREENING');
    const dialog = screen.getByRole('dialog', { name: 'Reinvite for AI Screening' });
    expect(api.callsTo('PUT /api/applications/2/status')).toHaveLength(0);
    expect(dialog).toHaveTextContent('This reason will be recorded for audit purposes.');
    const submit = within(dialog).getByRole('button', { name: 'Reinvite Candidate' });
    expect(submit).toBeDisabled();
    const reason = within(dialog).getByLabelText('Reason for reinvite');
    await user.type(reason, '    ');
    expect(submit).toBeDisabled();
    await user.type(reason, 'Lost connection mid-interview  ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await expectToast('bob Jones has been reinvited for AI screening.', 'Candidate Reinvited');
    expect(api.callsTo('PUT /api/applications/2/status')[0]!.body).toEqual({
      status: 'REINVITED_FOR_AI_SCREENING',
      message: 'Lost connection mid-interview',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the reinvite dialog without a change on Cancel', async () => {
    const { user, api } = setup();
    await loaded();
    await user.selectOptions(within(rowOf('bob Jones')).getByRole('combobox', { name: 'Change status for bob Jones' }), 'REINVITED_FOR_AI_SCREENING');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it.each([
    [{ status: 400, body: { message: 'A reason is required to reinvite a candidate.' } }, 'A reason is required to reinvite a candidate.'],
    [{ status: 500, body: {} }, 'Failed to reinvite candidate.'],
  ])('reports a failed reinvite with the server message or the default (%#)', async (reply, message) => {
    const { user } = setup({ 'PUT /api/applications/2/status': reply });
    await loaded();
    await user.selectOptions(within(rowOf('bob Jones')).getByRole('combobox', { name: 'Change status for bob Jones' }), 'REINVITED_FOR_AI_SCREENING');
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for reinvite'), 'Retry');
    await user.click(within(dialog).getByRole('button', { name: 'Reinvite Candidate' }));
    await expectToast(message, 'Reinvite Failed');
    expect(screen.getByRole('dialog', { name: 'Reinvite for AI Screening' })).toBeInTheDocument();
  });
});

describe('notes', () => {
  const NOTES = [
    { id: 11, note: 'Strong communicator', noteType: 'note', createdAt: '2026-11-20T10:00:00Z', createdBy: 1, createdByName: 'Jane Doe' },
    {
      id: 12,
      note: '## Resume feedback\nGood match',
      noteType: 'resume-feedback',
      createdAt: '2026-11-21T10:00:00Z',
      createdBy: null,
      createdByName: null,
    },
    { id: 13, note: 'Call back on Monday', noteType: 'note', createdAt: '2026-11-22T10:00:00Z', createdBy: 1, createdByName: 'Jane Doe' },
  ];

  it('lists the notes without the AI feedback and deletes one after the confirm', async () => {
    const { user, api } = setup({
      'GET /api/applications/1/notes': { body: NOTES },
      'DELETE /api/applications/note/11': { body: { message: 'Note deleted successfully!' } },
    });
    await loaded();
    await rowAction(user, 'Alice Smith', 'View Notes');
    const dialog = screen.getByRole('dialog', { name: 'Notes for Alice Smith' });
    await within(dialog).findByText('Call back on Monday');
    expect(
      within(dialog)
        .getAllByTestId('note')
        .map((note) => note.querySelector('p')!.textContent),
    ).toEqual(['Call back on Monday', 'Strong communicator']);
    expect(dialog).not.toHaveTextContent('Good match');

    const note = within(dialog).getByText('Strong communicator').closest('li')!;
    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Note' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this note?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Note deleted successfully!', 'Note Deleted');
    expect(api.callsTo('DELETE /api/applications/note/11')).toHaveLength(1);
  });

  it('reports failures to fetch and to delete notes', async () => {
    const { user } = setup({
      'GET /api/applications/1/notes': { body: NOTES },
      'GET /api/applications/2/notes': { status: 500, body: {} },
      'DELETE /api/applications/note/13': { status: 500, body: {} },
    });
    await loaded();
    await rowAction(user, 'bob Jones', 'View Notes');
    await expectToast('Failed to fetch notes.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await rowAction(user, 'Alice Smith', 'View Notes');
    const dialog = screen.getByRole('dialog', { name: 'Notes for Alice Smith' });
    const note = (await within(dialog).findByText('Call back on Monday')).closest('li')!;
    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Note' })).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete note.');
  });

  it('adds a note, never a blank one', async () => {
    const { user, api } = setup({ 'POST /api/applications/1/notes': { status: 201, body: NOTES[0] } });
    await loaded();
    await rowAction(user, 'Alice Smith', 'Add Note');
    const dialog = screen.getByRole('dialog', { name: 'Add Note for Alice Smith' });
    const save = within(dialog).getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), ' Great portfolio ');
    await user.click(save);
    await expectToast('Note added successfully!', 'Note Added');
    expect(api.callsTo('POST /api/applications/1/notes')[0]!.body).toEqual({ content: 'Great portfolio' });
  });

  it('reports a failed note', async () => {
    const { user } = setup({ 'POST /api/applications/1/notes': { status: 500, body: {} } });
    await loaded();
    await rowAction(user, 'Alice Smith', 'Add Note');
    await user.type(screen.getByLabelText('Note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await expectToast('Failed to add note.');
  });
});

describe('edit and delete', () => {
  it('edits the basic info, all three required', async () => {
    const { user, api } = setup({ 'PUT /api/applications/updateApplication/1': { body: ALICE } });
    await loaded();
    await rowAction(user, 'Alice Smith', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit Candidate' });
    expect(within(dialog).getByLabelText('Candidate Name')).toHaveValue('Alice Smith');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // The form validates on submit asynchronously: wait for the message.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Candidate Name, Email, and Phone are required.');
    expect(api.callsTo('PUT /api/applications/updateApplication/1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Phone'), '+1 415 555 2671');
    await user.clear(within(dialog).getByLabelText('Candidate Name'));
    await user.type(within(dialog).getByLabelText('Candidate Name'), 'Alice Smith-Jones');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expectToast('Candidate "Alice Smith-Jones" updated successfully!', 'Candidate Updated');
    expect(api.callsTo('PUT /api/applications/updateApplication/1')[0]!.body).toEqual({
      candidateName: 'Alice Smith-Jones',
      candidateEmail: 'alice@acme.io',
      candidatePhone: '+1 415 555 2671',
    });
  });

  it('reports a failed edit', async () => {
    const { user } = setup({ 'PUT /api/applications/updateApplication/1': { status: 500, body: {} } });
    await loaded();
    await rowAction(user, 'Alice Smith', 'Edit');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Failed to update candidate.', 'Update Failed');
  });

  it('deletes a candidate after the confirm', async () => {
    const { user, api } = setup({ 'DELETE /api/applications/2': { body: { message: 'ok' } } });
    await loaded();
    await rowAction(user, 'bob Jones', 'Delete');
    const confirm = screen.getByRole('dialog', { name: 'Delete Candidate' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete candidate bob Jones? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/applications/2')).toHaveLength(0);

    await rowAction(user, 'bob Jones', 'Delete');
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Candidate' })).getByRole('button', { name: 'Delete' }));
    await expectToast('Candidate "bob Jones" deleted successfully!', 'Candidate Deleted');
    expect(api.callsTo('DELETE /api/applications/2')).toHaveLength(1);
  });

  it('reports a failed delete', async () => {
    const { user } = setup({ 'DELETE /api/applications/2': { status: 500, body: {} } });
    await loaded();
    await rowAction(user, 'bob Jones', 'Delete');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete candidate.');
  });
});

describe('modals', () => {
  it('shows the newest AI feedback, or both empty texts', async () => {
    const { user } = setup({
      'GET /api/applications/1/notes': {
        body: [
          { id: 1, note: 'Old feedback', noteType: 'resume-feedback', createdAt: '2026-11-20T10:00:00Z', createdBy: null, createdByName: null },
          {
            id: 2,
            note: '## Strengths\n- React',
            noteType: 'resume-feedback',
            createdAt: '2026-11-21T10:00:00Z',
            createdBy: null,
            createdByName: null,
          },
          { id: 3, note: 'A user note', noteType: 'note', createdAt: '2026-11-22T10:00:00Z', createdBy: 1, createdByName: 'Jane' },
        ],
      },
      'GET /api/applications/4/notes': { body: [] },
      'GET /api/applications/2/notes': { status: 500, body: {} },
    });
    await loaded();
    await user.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'View Feedback' }));
    let dialog = screen.getByRole('dialog', { name: 'AI Feedback for Alice Smith' });
    const feedback = await within(dialog).findByTestId('markdown-view');
    expect(within(feedback).getByRole('heading', { level: 2, name: 'Strengths' })).toBeInTheDocument();
    expect(within(feedback).getByRole('listitem')).toHaveTextContent('React');
    expect(dialog).not.toHaveTextContent('Old feedback');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(rowOf('Dana White')).getByRole('button', { name: 'View Feedback' }));
    dialog = screen.getByRole('dialog', { name: 'AI Feedback for Dana White' });
    expect(await within(dialog).findByText('No AI screening feedback found for this candidate.')).toBeInTheDocument();
    expect(within(dialog).getByText('Feedback will appear here once the AI screening is completed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(rowOf('bob Jones')).getByRole('button', { name: 'View Feedback' }));
    await expectToast('Failed to fetch AI feedback.');
  });

  it('shows the resume text, the empty text and the failure, and downloads with the token', async () => {
    // Object URLs stubbed for this test only: the test checks what the page turns into one.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = setup({
      'GET /api/applications/1/resume-text': { body: { resumeText: 'Alice Smith\nSenior QA Engineer' } },
      'GET /api/applications/1/resume': { body: 'pdf-bytes' },
      'GET /api/applications/4/resume-text': { body: { resumeText: '' } },
      'GET /api/applications/2/resume-text': { status: 500, body: {} },
    });
    await loaded();
    await user.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'View Resume' }));
    let dialog = screen.getByRole('dialog', { name: 'Resume for Alice Smith' });
    expect(await within(dialog).findByTestId('resume-text')).toHaveTextContent('Senior QA Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /api/applications/1/resume')[0]!.headers.Authorization).toMatch(/^Bearer /);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(rowOf('Dana White')).getByRole('button', { name: 'View Resume' }));
    dialog = screen.getByRole('dialog', { name: 'Resume for Dana White' });
    expect(await within(dialog).findByText('Resume text not available for this candidate.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(rowOf('bob Jones')).getByRole('button', { name: 'View Resume' }));
    await expectToast('Failed to fetch resume content.');
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it('opens AI insights only with a scorecard', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let scorecardCalls = 0;
    const { user } = setup({
      'GET /api/interviews/2': () => (++scorecardCalls === 1 ? { body: BOB_SCORECARD } : { body: BOB_SCORECARD, wait: held }),
    });
    await loaded();
    const aliceInsights = within(rowOf('Alice Smith')).getByRole('button', { name: 'View Insights' });
    await waitFor(() => expect(within(rowOf('bob Jones')).getByTestId('scorecard')).toHaveTextContent('9'));
    expect(aliceInsights).toHaveAttribute('aria-disabled', 'true');
    expect(aliceInsights).toHaveAttribute('title', 'No scorecard available');
    await user.click(aliceInsights);
    await expectToast('No scorecard available for this candidate.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const bobInsights = within(rowOf('bob Jones')).getByRole('button', { name: 'View Insights' });
    expect(bobInsights).not.toHaveAttribute('aria-disabled');
    await user.click(bobInsights);
    const dialog = screen.getByRole('dialog', { name: 'AI Interview Insights' });
    expect(within(dialog).getByText('Loading AI insights...')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByTestId('insights-score')).toHaveTextContent('Overall Score9');
    expect(within(dialog).getByTestId('insights-score')).toHaveAttribute('data-tone', 'green');
  });
});
