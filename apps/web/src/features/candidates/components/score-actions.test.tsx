import type { AiDecision } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { mockApi, type MockHandler } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { applicationPage, expectToast, makeApplication } from '../../../testing/candidates';
import { decisionOutcome, overrideInForce, shortHash } from './ai-decision-log-model';
import { CandidatesSection } from './candidates-section';
import { scoreOverrideFormSchema } from './score-override-dialog';

const ALICE = makeApplication(1, { candidateName: 'Alice Smith', score: 62, aiScore: 62, scoreEngineVersion: 'local-2.2.7' });
const BOB = makeApplication(2, { candidateName: 'Bob Jones', score: 90, aiScore: 62, scoreOverridden: true });
const HASH = 'a1b2c3d4e5f6'.padEnd(64, '0');

function decision(id: number, overrides: Partial<AiDecision>): AiDecision {
  return {
    id,
    applicationId: 2,
    kind: 'SCORE',
    inputHash: null,
    engineVersion: null,
    output: {},
    actorId: null,
    actorName: null,
    reason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const BOB_LOG: AiDecision[] = [
  decision(1, { kind: 'SCORE', inputHash: HASH, engineVersion: 'local-2.2.7', output: { score: 62 } }),
  decision(2, {
    kind: 'SCORE_OVERRIDE',
    output: { score: 90, previousScore: 62, aiScore: 62 },
    actorId: 7,
    actorName: 'Ana Recruiter',
    reason: 'Great portfolio',
  }),
];

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/applications/applicants/42': { body: applicationPage([ALICE, BOB]) }, ...routes });
  const view = renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
  return { ...view, api };
}

type User = ReturnType<typeof userEvent.setup>;
const rowOf = (name: string) => screen.getByText(name, { selector: 'td > a' }).closest('tr')!;
async function rowAction(user: User, name: string, action: string) {
  await screen.findByText(name, { selector: 'td > a' });
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('score column', () => {
  it('marks an overridden score and tells who overrode it and why, on click', async () => {
    const { user } = setup({ 'GET /api/applications/2/ai-decisions': { body: BOB_LOG } });
    await screen.findByText('Bob Jones', { selector: 'td > a' });
    expect(within(rowOf('Alice Smith')).getByTestId('resume-score')).toHaveTextContent(/^62%$/);
    expect(within(rowOf('Alice Smith')).queryByTestId('score-overridden')).toBeNull();

    const marker = within(rowOf('Bob Jones')).getByRole('button', { name: /Overridden/ });
    expect(within(rowOf('Bob Jones')).getByTestId('resume-score')).toHaveTextContent('90%');
    expect(marker).toHaveAttribute('aria-expanded', 'false');
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByTestId('override-details')).toHaveTextContent('AI score 62 — overridden by Ana Recruiter: Great portfolio'),
    );
  });
});

describe('Re-screen', () => {
  it('asks first, then shows the new AI score in a toast', async () => {
    const { user, api } = setup({ 'POST /api/applications/1/rescreen': { body: { ...ALICE, score: 71, aiScore: 71 } } });
    await rowAction(user, 'Alice Smith', 'Re-screen');
    const dialog = screen.getByRole('dialog', { name: 'Re-screen candidate?' });
    expect(api.callsTo('POST /api/applications/1/rescreen')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Re-screen' }));
    await expectToast('New AI score for Alice Smith: 71%.', 'Candidate re-screened');
    expect(api.callsTo('POST /api/applications/1/rescreen')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says an override stays in force, and shows the server refusal', async () => {
    const { user } = setup({ 'POST /api/applications/2/rescreen': { status: 409, body: { message: 'Not ready.', error: 'CONFLICT' } } });
    await rowAction(user, 'Bob Jones', 'Re-screen');
    expect(screen.getByRole('dialog', { name: 'Re-screen candidate?' })).toHaveTextContent('The override (90%) stays in force.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Re-screen' }));
    await expectToast('Not ready.');
  });

  it('is disabled until the resume text is extracted', async () => {
    mockApi({ 'GET /api/applications/applicants/42': { body: applicationPage([{ ...ALICE, resumeStatus: 'PROCESSING' }]) } });
    const { user } = renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
    await screen.findByText('Alice Smith', { selector: 'td > a' });
    await user.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'Actions for Alice Smith' }));
    expect(screen.getByRole('menuitem', { name: 'Re-screen' })).toBeDisabled();
  });
});

describe('Override score', () => {
  it('shows the AI score beside, requires a reason and a 0-100 score, then sends them', async () => {
    const { user, api } = setup({ 'PUT /api/applications/1/score': { body: { ...ALICE, score: 85, scoreOverridden: true } } });
    await rowAction(user, 'Alice Smith', 'Override score');
    const dialog = screen.getByRole('dialog', { name: 'Override score' });
    expect(within(dialog).getByTestId('override-ai-score')).toHaveTextContent('62%');
    const score = within(dialog).getByLabelText('Your score (0-100)');
    await user.clear(score);
    await user.type(score, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Override score' }));
    expect(within(dialog).getByText('The score must be a whole number from 0 to 100.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason for the override.')).toBeInTheDocument();
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/applications/1/score')).toHaveLength(0);

    await user.clear(score);
    await user.type(score, '85');
    // A corrected field drops its message; the other keeps its own.
    expect(within(dialog).queryByText('The score must be a whole number from 0 to 100.')).toBeNull();
    expect(within(dialog).getByText('Give a reason for the override.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), '  Strong references  ');
    await user.click(within(dialog).getByRole('button', { name: 'Override score' }));
    await expectToast("Alice Smith's score is now 85%.", 'Score overridden');
    expect(api.callsTo('PUT /api/applications/1/score')[0]!.body).toEqual({ score: 85, reason: 'Strong references' });
  });

  it('offers Remove override only for an overridden score, and returns to the AI score', async () => {
    const { user, api } = setup({ 'DELETE /api/applications/2/score': { body: { ...BOB, score: 62, scoreOverridden: false } } });
    await screen.findByText('Alice Smith', { selector: 'td > a' });
    await user.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'Actions for Alice Smith' }));
    expect(screen.queryByRole('menuitem', { name: 'Remove override' })).toBeNull();
    await user.keyboard('{Escape}');

    await rowAction(user, 'Bob Jones', 'Remove override');
    const dialog = screen.getByRole('dialog', { name: 'Remove override?' });
    expect(dialog).toHaveTextContent('back to the AI score (62%)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove override' }));
    await expectToast("Bob Jones's score is back to the AI score (62%).", 'Override removed');
    expect(api.callsTo('DELETE /api/applications/2/score')).toHaveLength(1);
  });
});

describe('AI decision log', () => {
  it('lists the entries: time, kind in words, engine version, short input hash, outcome, who and why', async () => {
    const { user } = setup({ 'GET /api/applications/2/ai-decisions': { body: BOB_LOG } });
    await rowAction(user, 'Bob Jones', 'AI decision log');
    const dialog = screen.getByRole('dialog', { name: 'AI decision log' });
    const entries = await within(dialog).findAllByTestId('ai-decision');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Resume score');
    expect(entries[0]).toHaveTextContent('Score 62');
    expect(entries[0]).toHaveTextContent('local-2.2.7');
    expect(within(entries[0]!).getByText('a1b2c3d4e5f6')).toHaveAttribute('title', HASH);
    expect(entries[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T10:00:00.000Z');
    expect(entries[1]).toHaveTextContent('Score override');
    expect(entries[1]).toHaveTextContent('Score set to 90 (was 62)');
    expect(entries[1]).toHaveTextContent('By Ana Recruiter');
    expect(entries[1]).toHaveTextContent('Great portfolio');
  });

  it('has loading, empty and error states, and retries', async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/applications/1/ai-decisions': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [] }),
    });
    await rowAction(user, 'Alice Smith', 'AI decision log');
    const dialog = screen.getByRole('dialog', { name: 'AI decision log' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the AI decision log...');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The AI decision log could not be loaded.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No AI decisions recorded for this candidate yet.')).toBeInTheDocument();
  });
});

describe('decision log model', () => {
  it('says what each kind decided', () => {
    expect(decisionOutcome({ kind: 'SCORE_OVERRIDE', output: { score: 62, removed: true } })).toBe('Back to the AI score 62');
    expect(decisionOutcome({ kind: 'STATUS_PROPOSAL', output: { proposedStatus: 'SHORTLISTED' } })).toMatch(/^Proposed: /);
    expect(decisionOutcome({ kind: 'INTERVIEW_ADJUSTMENT', output: { final: 7.5 } })).toBe('Interview score 7.5/10');
    expect(decisionOutcome({ kind: 'RESCREEN_REQUESTED', output: {} })).toBe('Re-screen requested');
    expect(shortHash(HASH)).toBe('a1b2c3d4e5f6');
  });

  it('finds the override in force: none after a removal', () => {
    expect(overrideInForce(BOB_LOG)?.actorName).toBe('Ana Recruiter');
    expect(overrideInForce([...BOB_LOG, decision(3, { kind: 'SCORE_OVERRIDE', output: { score: 62, removed: true } })])).toBeNull();
  });

  it('validates the override form with the contract schema', () => {
    const problem = (score: string, reason: string, field: string) =>
      scoreOverrideFormSchema.safeParse({ score, reason }).error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(problem('', 'x', 'score')).toBe('The score must be a whole number from 0 to 100.');
    expect(problem('7.5', 'x', 'score')).toBe('The score must be a whole number from 0 to 100.');
    expect(problem('70', '   ', 'reason')).toBe('Give a reason for the override.');
    expect(scoreOverrideFormSchema.parse({ score: '70', reason: ' ok ' })).toEqual({ score: 70, reason: 'ok' });
  });
});
