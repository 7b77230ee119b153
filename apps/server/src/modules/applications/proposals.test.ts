import { INTERVIEW_API_KEY_HEADER } from '@kairox/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.js';
import { call } from '../../testing/api.js';
import { RESUME_TEXT, makePdf } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addCandidate, createStaffedTenant, type StaffedTenant } from '../../testing/tenants.js';
import { listAiDecisions } from '../ai-decisions/ai-decisions.service.js';

/**
 * The AI interview rule proposes, a person decides (issue #10): accepting, dismissing or setting
 * another status settles the proposal and is logged with who and why; organisation settings
 * decide whether the rule may move candidates itself.
 */

let app: TestApp;
let a: StaffedTenant;
let b: StaffedTenant;
let resume: Uint8Array;
let emailCounter = 0;

const MISSING_ID = 2_000_000_000;

beforeAll(async () => {
  app = await createTestApp();
  resume = await makePdf(RESUME_TEXT);
  a = await createStaffedTenant(app, 'propa');
  b = await createStaffedTenant(app, 'propb');
});

afterAll(async () => {
  await app?.close();
});

/** A new candidate of A with an open proposal from an interview scorecard. */
async function candidateWithProposal(overallScore: number, tenant: StaffedTenant = a): Promise<number> {
  emailCounter += 1;
  const id = await addCandidate(app, tenant.admin.token, tenant.jobId, { email: `proposal${emailCounter}@example.com`, resume });
  const answer = await call(app, 'POST', '/api/interviews/events', {
    headers: { [INTERVIEW_API_KEY_HEADER]: tenant.interviewKey },
    body: { event: 'Scorecard generated', applicantId: id, OverallScore: overallScore },
  });
  expect(answer.status).toBe(200);
  return id;
}

const application = async (id: number, token = a.admin.token) => (await call(app, 'GET', `/api/applications/${id}`, { token })).body;
const history = async (id: number) => (await call(app, 'GET', `/api/applications/${id}/status-history`, { token: a.admin.token })).body;
/** The interview rule's and the people's entries of the AI decision log (resume screening writes its own in the background). */
const PROPOSAL_KINDS: string[] = ['INTERVIEW_ADJUSTMENT', 'STATUS_PROPOSAL', 'STATUS_MOVE', 'PROPOSAL_ACCEPTED', 'PROPOSAL_CHANGED'];
const decisions = async (id: number) =>
  (await listAiDecisions(app.ctx.database.db, a.orgId, id)).filter((entry) => PROPOSAL_KINDS.includes(entry.kind));
const accept = (id: number, token = a.user.token) => call(app, 'POST', `/api/applications/${id}/proposal/accept`, { token });
const dismiss = (id: number, body?: unknown, token = a.user.token) => call(app, 'POST', `/api/applications/${id}/proposal/dismiss`, { token, body });

describe('POST /api/applications/{id}/proposal/accept', () => {
  it('moves to the proposed status in the name of the person, clears the proposal and logs who accepted it', async () => {
    const id = await candidateWithProposal(8);
    expect(await application(id)).toMatchObject({
      status: 'QUALIFIED',
      proposedStatus: 'SHORTLISTED',
      proposedReason: 'AI interview: final score 8/10 meets the pass mark 6.',
    });

    const answer = await accept(id);
    expect(answer).toMatchObject({ status: 200, body: { id, status: 'SHORTLISTED', proposedStatus: null, proposedReason: null } });
    expect((await history(id)).at(-1)).toMatchObject({
      fromStatus: 'QUALIFIED',
      toStatus: 'SHORTLISTED',
      changedBy: a.user.id,
      changedByName: 'Sam Lee',
      reason: 'AI interview: final score 8/10 meets the pass mark 6. Accepted by Sam Lee.',
    });
    expect((await decisions(id)).at(-1)).toMatchObject({
      kind: 'PROPOSAL_ACCEPTED',
      actorId: a.user.id,
      actorName: 'Sam Lee',
      reason: 'AI interview: final score 8/10 meets the pass mark 6. Accepted by Sam Lee.',
      output: { proposedStatus: 'SHORTLISTED', chosenStatus: 'SHORTLISTED' },
    });
  });

  it('answers 409 when no proposal is open, and changes nothing', async () => {
    const id = await candidateWithProposal(3);
    expect((await accept(id)).status).toBe(200);
    const decided = async () => {
      const { status, proposedStatus, proposedReason } = await application(id);
      return { status, proposedStatus, proposedReason, log: await decisions(id), history: await history(id) };
    };
    const before = await decided();
    for (const again of [await accept(id), await dismiss(id)]) {
      expect(again).toMatchObject({ status: 409, body: { message: 'This candidate has no open AI suggestion.', error: 'CONFLICT' } });
    }
    expect(await decided()).toEqual(before);
  });
});

describe('POST /api/applications/{id}/proposal/dismiss', () => {
  it('clears the proposal, keeps the status and logs the reason; the body is optional', async () => {
    const id = await candidateWithProposal(4);
    const answer = await dismiss(id, { reason: '  The recording shows a network problem, not cheating.  ' });
    expect(answer).toMatchObject({ status: 200, body: { status: 'QUALIFIED', proposedStatus: null } });
    expect(await history(id)).toHaveLength(1);
    expect((await decisions(id)).at(-1)).toMatchObject({
      kind: 'PROPOSAL_CHANGED',
      actorId: a.user.id,
      reason: 'The recording shows a network problem, not cheating.',
      output: { proposedStatus: 'REJECTED_IN_AI_INTERVIEW', chosenStatus: 'QUALIFIED', dismissed: true },
    });

    const other = await candidateWithProposal(9);
    expect(await dismiss(other)).toMatchObject({ status: 200, body: { proposedStatus: null } });
    expect((await decisions(other)).at(-1)).toMatchObject({ kind: 'PROPOSAL_CHANGED', reason: null });
  });

  it('refuses a reason over 1000 characters with 400 and keeps the proposal', async () => {
    const id = await candidateWithProposal(9);
    const answer = await dismiss(id, { reason: 'x'.repeat(1001) });
    expect(answer).toMatchObject({ status: 400, body: { message: 'The reason must be at most 1000 characters.', error: 'BAD_REQUEST' } });
    expect((await application(id)).proposedStatus).toBe('SHORTLISTED');
  });
});

describe('PUT /api/applications/{id}/status settles an open proposal', () => {
  it('logs PROPOSAL_CHANGED with the reason when the person chooses another status', async () => {
    const id = await candidateWithProposal(3);
    const answer = await call(app, 'PUT', `/api/applications/${id}/status`, {
      token: a.admin.token,
      body: { status: 'REINVITED_FOR_AI_SCREENING', message: 'Camera failed; a fair second attempt.' },
    });
    expect(answer).toMatchObject({ status: 200, body: { status: 'REINVITED_FOR_AI_SCREENING', proposedStatus: null } });
    expect((await decisions(id)).at(-1)).toMatchObject({
      kind: 'PROPOSAL_CHANGED',
      actorId: a.admin.id,
      reason: 'Camera failed; a fair second attempt.',
      output: { proposedStatus: 'REJECTED_IN_AI_INTERVIEW', chosenStatus: 'REINVITED_FOR_AI_SCREENING' },
    });
  });

  it('logs PROPOSAL_ACCEPTED when the person sets the proposed status', async () => {
    const id = await candidateWithProposal(7);
    await call(app, 'PUT', `/api/applications/${id}/status`, { token: a.admin.token, body: { status: 'shortlisted' } });
    expect(await application(id)).toMatchObject({ status: 'SHORTLISTED', proposedStatus: null });
    expect((await decisions(id)).map((entry) => entry.kind)).toEqual(['INTERVIEW_ADJUSTMENT', 'STATUS_PROPOSAL', 'PROPOSAL_ACCEPTED']);
  });
});

describe("another organisation's proposal", () => {
  it('answers 404 exactly like a missing application and leaves the proposal open', async () => {
    const foreign = await candidateWithProposal(8, b);
    for (const decide of [accept, dismiss]) {
      const missing = await decide(MISSING_ID);
      expect(missing).toMatchObject({ status: 404, body: { message: 'Application not found.', error: 'NOT_FOUND' } });
      const answer = await decide(foreign);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: missing.status, body: missing.body });
    }
    const [row] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, foreign));
    expect(row).toMatchObject({ orgId: b.orgId, proposedStatus: 'SHORTLISTED' });
    expect((await call(app, 'POST', `/api/applications/${foreign}/proposal/accept`)).status).toBe(401);
  });
});

describe('GET and PUT /api/organizations/settings', () => {
  const settings = (token: string) => call(app, 'GET', '/api/organizations/settings', { token });
  const update = (token: string, body: unknown) => call(app, 'PUT', '/api/organizations/settings', { token, body });

  it('shows any member that automatic moves are off by default; only an admin changes it, for the own organisation only', async () => {
    expect(await settings(a.user.token)).toMatchObject({ status: 200, body: { aiAutoMoves: false } });
    expect(await update(a.user.token, { aiAutoMoves: true })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await update(a.admin.token, { aiAutoMoves: 'yes' })).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect((await settings(a.admin.token)).body).toEqual({ aiAutoMoves: false });

    expect(await update(b.admin.token, { aiAutoMoves: true, orgId: a.orgId })).toMatchObject({ status: 200, body: { aiAutoMoves: true } });
    expect((await settings(b.user.token)).body).toEqual({ aiAutoMoves: true });
    expect((await settings(a.admin.token)).body).toEqual({ aiAutoMoves: false });
    expect((await call(app, 'GET', '/api/organizations/settings')).status).toBe(401);

    // With the opt-in, the next scorecard moves B's candidate at once.
    const moved = await candidateWithProposal(8, b);
    expect(await application(moved, b.admin.token)).toMatchObject({ status: 'SHORTLISTED', proposedStatus: null });
    expect(await update(b.admin.token, { aiAutoMoves: false })).toMatchObject({ status: 200, body: { aiAutoMoves: false } });
  });
});
