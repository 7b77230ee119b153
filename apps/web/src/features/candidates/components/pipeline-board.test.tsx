import type { Applicant } from '@kairox/contract';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationPage, expectToast, makeApplication } from '../../../testing/candidates';
import { makeToken } from '../../../testing/jwt';
import { mockApi, type MockHandler, type MockReply, type RecordedCall } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { CandidatesSection } from './candidates-section';
import { PipelineBoard } from './pipeline-board';

const LIST = 'GET /api/applications/applicants/42';

const ALICE = makeApplication(1, { candidateName: 'Alice Smith', score: 85, status: 'SHORTLISTED' });
const BOB = makeApplication(2, { candidateName: 'Bob Jones', score: 40.4, status: 'APPLIED' });
const CHEN = makeApplication(3, { candidateName: 'Chen Li', score: null, status: 'QUALIFIED' });
const DANA = makeApplication(4, { candidateName: 'Dana White', score: 62, status: 'NO_SHOW', hasScorecard: true });

/** The list endpoint over `rows`, paged like the server (page and size from the query). */
function listOf(rows: Applicant[]): (call: RecordedCall) => MockReply {
  return (call: RecordedCall) => {
    const page = Number(call.query.get('page'));
    const size = Number(call.query.get('size'));
    return { body: applicationPage(rows.slice(page * size, (page + 1) * size), { page, size, totalElements: rows.length }) };
  };
}

/** The status endpoint answering the changed application. */
function statusOk(rows: Applicant[]): MockHandler {
  return (call: RecordedCall) => {
    const id = Number(/\/api\/applications\/(\d+)\/status$/.exec(call.path)![1]);
    const { hasScorecard: _ignored, ...row } = rows.find((candidate) => candidate.id === id)!;
    return { body: { ...row, status: (call.body as { status: string }).status } };
  };
}

function renderBoard(routes: Record<string, MockHandler>) {
  const api = mockApi(routes);
  const view = renderWithProviders(<PipelineBoard jobId={42} />, { token: makeToken() });
  return { ...view, api };
}

const column = (name: string) => screen.getByRole('region', { name });
const countOf = (name: string) => within(column(name)).getByTestId('stage-count').textContent;
const cardNames = (name: string) =>
  within(column(name))
    .queryAllByTestId('pipeline-card')
    .map((card) => card.querySelector('a')!.textContent);
const statusCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Pipeline board', () => {
  it('shows every candidate in its stage with the count, score and status on each card', async () => {
    renderBoard({ [LIST]: listOf([ALICE, BOB, CHEN, DANA]) });
    expect(await screen.findByText('Alice Smith')).toBeInTheDocument();
    expect(screen.getByTestId('pipeline-total')).toHaveTextContent('4 candidates');
    expect(['New', 'AI screening', 'Interview', 'Shortlisted', 'Rejected', 'Other'].map(countOf)).toEqual(['2', '0', '1', '1', '0', '0']);
    expect(cardNames('New')).toEqual(['Bob Jones', 'Chen Li']);
    const chen = screen.getByText('Chen Li').closest('li')!;
    expect(chen).toHaveTextContent('Score —');
    expect(chen).toHaveTextContent('Qualified');
    expect(screen.getByText('Bob Jones').closest('li')).toHaveTextContent('Score 40.4%');
    expect(within(column('Rejected')).getByText('No candidates')).toBeInTheDocument();
  });

  it('loads all candidates 100 a call and shows 50 a column until asked for more', async () => {
    const many = Array.from({ length: 230 }, (_, index) => makeApplication(index + 1, { candidateName: `Person ${index + 1}`, status: 'APPLIED' }));
    const { api, user } = renderBoard({ [LIST]: listOf(many) });
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(api.calls.map((call) => [call.query.get('page'), call.query.get('size')])).toEqual([
      ['0', '100'],
      ['1', '100'],
      ['2', '100'],
    ]);
    expect(countOf('New')).toBe('230');
    expect(cardNames('New')).toHaveLength(50);
    await user.click(within(column('New')).getByRole('button', { name: 'Show 50 more' }));
    expect(cardNames('New')).toHaveLength(100);
  });

  it('moves a card through the status call from its Move to menu', async () => {
    const rows = [ALICE, BOB, CHEN];
    const { api, user } = renderBoard({ [LIST]: listOf(rows), 'PUT /api/applications/2/status': statusOk(rows) });
    await user.click(await screen.findByRole('button', { name: 'Move Bob Jones to…' }));
    const menu = screen.getByRole('menu', { name: 'Move Bob Jones to…' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['AI screening', 'Interview', 'Shortlisted', 'Rejected']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Shortlisted' }));

    await waitFor(() => expect(cardNames('Shortlisted')).toEqual(['Alice Smith', 'Bob Jones']));
    expect(countOf('New')).toBe('1');
    expect(countOf('Shortlisted')).toBe('2');
    await expectToast("Bob Jones's status was changed to Shortlisted.", 'Status Updated');
    expect(statusCalls(api.calls).map((call) => [call.path, call.body])).toEqual([['/api/applications/2/status', { status: 'SHORTLISTED' }]]);
  });

  it('moves a dragged card dropped on another column', async () => {
    const rows = [ALICE, BOB];
    const { api } = renderBoard({ [LIST]: listOf(rows), 'PUT /api/applications/1/status': statusOk(rows) });
    const card = (await screen.findByText('Alice Smith')).closest('li')!;
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '' };
    fireEvent.dragStart(card, { dataTransfer });
    // The card's own column and Other take no drop: the browser is not told to allow it.
    const overOther = createEvent.dragOver(column('Other'), { dataTransfer });
    fireEvent(column('Other'), overOther);
    expect(overOther.defaultPrevented).toBe(false);
    fireEvent.dragOver(column('Rejected'), { dataTransfer });
    fireEvent.drop(column('Rejected'), { dataTransfer });

    await waitFor(() => expect(cardNames('Rejected')).toEqual(['Alice Smith']));
    await waitFor(() => expect(statusCalls(api.calls).map((call) => call.body)).toEqual([{ status: 'REJECTED' }]));
  });

  it('with "Notify the candidates" ticked, shows the email before a move and sends both together', async () => {
    const rows = [ALICE, BOB];
    const { api, user } = renderBoard({
      [LIST]: listOf(rows),
      'PUT /api/applications/2/status': statusOk(rows),
      'POST /api/applications/2/emails/preview': {
        body: { to: 'bob@example.com', language: 'en', subject: 'Your application', body: 'Dear Bob Jones, ...' },
      },
    });
    await user.click(await screen.findByLabelText('Notify the candidates'));
    await user.click(screen.getByRole('button', { name: 'Move Bob Jones to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    const dialog = screen.getByRole('dialog', { name: 'Change status to Rejected' });
    expect(statusCalls(api.calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change and notify' }));
    await expectToast('Bob Jones is now Rejected; the email is on its way.', 'Status Updated');
    expect(statusCalls(api.calls)[0]!.body).toMatchObject({ status: 'REJECTED', notifyCandidate: true });
  });

  it('puts the card back and says so when the change fails', async () => {
    const { user } = renderBoard({ [LIST]: listOf([BOB]), 'PUT /api/applications/2/status': { status: 500, body: { message: 'Boom' } } });
    await user.click(await screen.findByRole('button', { name: 'Move Bob Jones to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    await expectToast('Failed to update candidate status.', 'Update Failed');
    expect(cardNames('New')).toEqual(['Bob Jones']);
    expect(countOf('Rejected')).toBe('0');
  });

  it('asks for the reason before a move back into AI screening, and sends it with the reinvite', async () => {
    const rows = [DANA];
    const { api, user } = renderBoard({ [LIST]: listOf(rows), 'PUT /api/applications/4/status': statusOk(rows) });
    await user.click(await screen.findByRole('button', { name: 'Move Dana White to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'AI screening (reinvite)' }));

    const dialog = screen.getByRole('dialog', { name: 'Reinvite for AI Screening' });
    expect(statusCalls(api.calls)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for reinvite'), '  Lost connection  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reinvite Candidate' }));
    await waitFor(() =>
      expect(statusCalls(api.calls).map((call) => call.body)).toEqual([{ status: 'REINVITED_FOR_AI_SCREENING', message: 'Lost connection' }]),
    );
    await expectToast('Dana White has been reinvited for AI screening.', 'Candidate Reinvited');
  });

  it('shows the empty state when the job has no candidates', async () => {
    renderBoard({ [LIST]: listOf([]) });
    expect(await screen.findByText('No candidates found for this job.')).toBeInTheDocument();
  });

  it('offers a retry when the candidates fail to load', async () => {
    let fail = true;
    const { user } = renderBoard({ [LIST]: (call) => (fail ? { status: 500, body: { message: 'Down' } } : listOf([ALICE])(call)) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch candidates.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alice Smith')).toBeInTheDocument();
  });
});

describe('Table / Board switch', () => {
  it('switches the job page between the table and the board and remembers the choice per job', async () => {
    mockApi({ [LIST]: listOf([ALICE, BOB]), 'GET /api/interviews/*': { status: 404, body: { message: 'Not found' } } });
    const { user, unmount } = renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
    const switcher = screen.getByRole('group', { name: 'Candidate view' });
    expect(within(switcher).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('table', { name: 'Candidates' })).toBeInTheDocument();

    await user.click(within(switcher).getByRole('button', { name: 'Board' }));
    expect(await screen.findByRole('region', { name: 'Shortlisted' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'New' })).toBeInTheDocument();
  });
});
