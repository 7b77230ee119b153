import type { AiDecisionKind } from '@kairox/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDecisions, applicationStatusHistory, interviewApiKeys, interviewEvents, interviewRecords } from '../../db/schema.js';
import { listAiDecisions } from '../ai-decisions/ai-decisions.service.js';
import { call, signUpTenant } from '../../testing/api.js';
import { RESUME_TEXT, applicantJson, makePdf, upload } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { jobRequestBody } from '../../testing/tenants.js';
import { createInterviewApiKey, generateInterviewApiKey, revokeInterviewApiKey } from './api-keys.service.js';

/**
 * AI interview ingestion (X-Api-Key) and the two read-back calls, through the real app.
 */

let app: TestApp;
let tenantA: { orgId: number; token: string; jobId: number };
let tenantB: { orgId: number; token: string; jobId: number };
let keyA: string;
let keyB: string;
let revokedKeyA: string;
let pdf: Uint8Array;

async function tenant(slug: string) {
  const signed = await signUpTenant(app, { name: `Interview ${slug}`, slug, domainId: `${slug}.io`, adminEmail: `admin@${slug}.io` });
  const job = await call(app, 'POST', '/functions/V1/create-job', {
    token: signed.token,
    body: jobRequestBody(),
  });
  return { ...signed, jobId: job.body.job_id as number };
}

let emailCounter = 0;
async function addCandidate(owner: { token: string; jobId: number }, status = 'INVITED_FOR_AI_SCREENING'): Promise<number> {
  emailCounter += 1;
  const answer = await upload(
    app,
    '/api/applications/applications',
    [
      { name: 'applicant', value: applicantJson(owner.jobId, { candidateEmail: `interviewee${emailCounter}@example.com`, status }) },
      { name: 'cv', bytes: pdf, fileName: 'resume.pdf', type: 'application/pdf' },
    ],
    { token: owner.token },
  );
  if (answer.status !== 201) throw new Error(`apply: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

const ingest = (body: unknown, key: string | null = keyA, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/interviews/events', { body, headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });

const scorecard = (id: number, token = tenantA.token) => call(app, 'GET', `/api/interviews/${id}`, { token });
const logs = (id: number, token = tenantA.token) => call(app, 'GET', `/api/interviews/complete-logs/${id}`, { token });
const application = async (id: number) => (await call(app, 'GET', `/api/applications/${id}`, { token: tenantA.token })).body;
const history = async (id: number) =>
  (await call(app, 'GET', `/api/applications/${id}/status-history`, { token: tenantA.token })).body as Array<{
    fromStatus: string | null;
    toStatus: string;
    reason: string;
    changedBy: number | null;
  }>;

/** The interview rule's entries of the AI decision log (resume screening writes its own in the background). */
const INTERVIEW_KINDS: string[] = ['INTERVIEW_ADJUSTMENT', 'STATUS_PROPOSAL', 'STATUS_MOVE'];
const decisions = async (id: number, orgId = tenantA.orgId) =>
  (await listAiDecisions(app.ctx.database.db, orgId, id)).filter((entry) => INTERVIEW_KINDS.includes(entry.kind));

async function rowCounts() {
  const { db } = app.ctx.database;
  const [records] = await db.select({ total: count() }).from(interviewRecords);
  const [events] = await db.select({ total: count() }).from(interviewEvents);
  const [changes] = await db.select({ total: count() }).from(applicationStatusHistory);
  const [logged] = await db
    .select({ total: count() })
    .from(aiDecisions)
    .where(inArray(aiDecisions.kind, INTERVIEW_KINDS as AiDecisionKind[]));
  return { records: records!.total, events: events!.total, changes: changes!.total, decisions: logged!.total };
}

beforeAll(async () => {
  app = await createTestApp();
  pdf = await makePdf(RESUME_TEXT);
  tenantA = await tenant('intva');
  tenantB = await tenant('intvb');
  keyA = (await createInterviewApiKey(app.ctx.database.db, tenantA.orgId, 'Interview vendor')).key;
  keyB = (await createInterviewApiKey(app.ctx.database.db, tenantB.orgId, 'Interview vendor')).key;
  const revoked = await createInterviewApiKey(app.ctx.database.db, tenantA.orgId, 'Old vendor');
  await revokeInterviewApiKey(app.ctx.database.db, tenantA.orgId, revoked.keyPrefix);
  revokedKeyA = revoked.key;
});

afterAll(async () => {
  await app?.close();
});

describe('POST /api/interviews/events: authentication', () => {
  it('accepts a good key, refuses a missing, wrong, malformed or revoked key and a bearer token with 401', async () => {
    const id = await addCandidate(tenantA);
    const event = { event: 'ID verification successful', applicantId: id };
    const before = await rowCounts();
    for (const [key, message] of [
      [null, 'An interview API key is required in the X-Api-Key header.'],
      [generateInterviewApiKey(), 'The interview API key is invalid or has been revoked.'],
      ['kx_live_short', 'The interview API key is invalid or has been revoked.'],
      [revokedKeyA, 'The interview API key is invalid or has been revoked.'],
    ] as const) {
      const answer = await ingest(event, key);
      expect(answer, String(key)).toMatchObject({ status: 401, body: { message, error: 'UNAUTHORIZED' } });
    }
    const bearer = await ingest(event, null, { authorization: `Bearer ${tenantA.token}` });
    expect(bearer.status).toBe(401);
    expect(await rowCounts()).toEqual(before);

    const good = await ingest(event);
    expect(good).toMatchObject({
      status: 200,
      body: {
        accepted: 1,
        results: [{ applicationId: id, event: 'ID verification successful', duplicate: false, status: 'INVITED_FOR_AI_SCREENING' }],
      },
    });
    const [used] = await app.ctx.database.db
      .select({ lastUsedAt: interviewApiKeys.lastUsedAt, keyHash: interviewApiKeys.keyHash })
      .from(interviewApiKeys)
      .where(eq(interviewApiKeys.orgId, tenantA.orgId));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    expect(used!.keyHash).not.toContain(keyA);
    expect((await logs(id)).body).toMatchObject({ idVerified: true, voiceVerified: false, logDetails: [{ event: 'ID verification successful' }] });
  });

  it("answers 404 for another organisation's application, exactly like a missing one, and writes nothing", async () => {
    const foreign = await addCandidate(tenantB);
    const own = await addCandidate(tenantA);
    const before = await rowCounts();
    const answer = await ingest({ event: 'Interview started', applicantId: foreign });
    const missing = await ingest({ event: 'Interview started', applicantId: 2_000_000_000 });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Application not found.', error: 'NOT_FOUND' } });
    expect(missing.body).toEqual(answer.body);
    // All or nothing: a batch with one foreign application writes none of its events.
    const batch = await ingest({
      events: [
        { event: 'Interview started', applicantId: own },
        { event: 'Interview started', applicant_id: String(foreign) },
      ],
    });
    expect(batch.status).toBe(404);
    expect(await rowCounts()).toEqual(before);
    expect((await application(own)).status).toBe('INVITED_FOR_AI_SCREENING');
    // The other organisation's own key works for it.
    expect((await ingest({ event: 'Interview started', applicantId: foreign }, keyB)).status).toBe(200);
  });

  it('limits requests per key', async () => {
    const limited = await createTestApp({}, { rateLimits: { interviewEventsPerKey: { name: 'interview-events:key', max: 2, windowSeconds: 60 } } });
    try {
      const signed = await signUpTenant(limited, { name: 'Limited', slug: 'limited', domainId: 'limited.io', adminEmail: 'admin@limited.io' });
      const key = (await createInterviewApiKey(limited.ctx.database.db, signed.orgId, 'Vendor')).key;
      const other = (await createInterviewApiKey(limited.ctx.database.db, signed.orgId, 'Second vendor')).key;
      const post = (apiKey: string) =>
        call(limited, 'POST', '/api/interviews/events', {
          body: { event: 'Interview started', applicantId: 2_000_000_000 },
          headers: { 'x-api-key': apiKey },
        });
      expect((await post(key)).status).toBe(404);
      expect((await post(key)).status).toBe(404);
      const third = await post(key);
      expect(third.status).toBe(429);
      expect(third.response.headers['retry-after']).toBeDefined();
      expect((await post(other)).status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/interviews/events: rules', () => {
  it('applies a batch in order: verification flags, status changes with history, scorecard, and proposes the verdict', async () => {
    const id = await addCandidate(tenantA);
    const answer = await ingest({
      events: [
        {
          event: 'Interview started',
          applicantId: id,
          candidateId: 'CAND-1',
          position: 'Senior Backend Engineer',
          timestamp: '2026-11-20T09:00:00Z',
        },
        { event: 'ID verification successful', applicantId: id, timestamp: '2026-11-20T09:01:00Z' },
        { event: 'Voice verification successful', applicantId: id, timestamp: '2026-11-20T09:02:00Z' },
        {
          event: 'Scorecard generated',
          applicantId: String(id),
          totalQuestions: '12',
          totalSuspiciousActivity: 0,
          totalSuspiciousEyeActivity: '1',
          TotalFaceMismatchDetected: 0,
          TotalNoFaceDetected: 0,
          OverallScore: '8.6',
          Feedback: '## Summary\nStrong.',
          scorecard: '| Skill | Score |\n| --- | --- |\n| Node.js | 9 |',
          reference: 'INT-1',
          noticePeriod: '30 days',
          timestamp: '2026-11-20T09:40:00Z',
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.accepted).toBe(4);
    expect(answer.body.results.map((result: { status: string }) => result.status)).toEqual([
      'INTERVIEW_IN_PROGRESS',
      'INTERVIEW_IN_PROGRESS',
      'INTERVIEW_IN_PROGRESS',
      'INTERVIEW_IN_PROGRESS',
    ]);
    expect(answer.body.results[3]).toMatchObject({ overallScore: 8.5, noticePeriod: '30 days' });

    const card = await scorecard(id);
    expect(card).toMatchObject({
      status: 200,
      body: {
        applicationId: id,
        applicantId: id,
        candidateId: 'CAND-1',
        position: 'Senior Backend Engineer',
        overallScore: 8.5,
        rawOverallScore: 8.6,
        suspicionDeduction: 0.1,
        interviewDate: '2026-11-20T09:00:00.000Z',
        feedback: '## Summary\nStrong.',
        idVerified: true,
        voiceVerified: true,
        totalQuestions: 12,
        totalSuspiciousEyeActivity: 1,
        totalFaceMismatchDetected: 0,
        noticePeriod: '30 days',
        reference: 'INT-1',
      },
    });
    expect(card.body.suspiciousJustification).toContain('1 suspicious eye movement');

    const log = await logs(id);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({
      candidateId: 'CAND-1',
      applicantId: id,
      position: 'Senior Backend Engineer',
      totalQuestions: 12,
      totalSuspiciousActivity: 0,
      totalSuspiciousEyeActivity: 1,
      TotalFaceMismatchDetected: 0,
      TotalNoFaceDetected: 0,
      noticePeriod: '30 days',
      reference: 'INT-1',
      OverallScore: 8.5,
      RawOverallScore: 8.6,
      SuspicionDeduction: 0.1,
      Feedback: '## Summary\nStrong.',
      interviewDate: '2026-11-20T09:00:00.000Z',
      idVerified: true,
      voiceVerified: true,
    });
    expect(log.body.SuspiciousAdjustment).toContain('Suspicious eye movement: 1 × 0.1 = 0.1');
    expect(log.body.logDetails.map((entry: { event: string }) => entry.event)).toEqual([
      'Interview started',
      'ID verification successful',
      'Voice verification successful',
      'Scorecard generated',
    ]);
    expect(log.body.logDetails[3]).toMatchObject({
      event: 'Scorecard generated',
      scorecard: '| Skill | Score |\n| --- | --- |\n| Node.js | 9 |',
      noticePeriod: '30 days',
      timestamp: '2026-11-20T09:40:00.000Z',
      OverallScore: 8.6, // as sent
      totalQuestions: 12,
      applicantId: id,
    });

    // Starting is a fact and moves the status; the verdict is only proposed (no automatic move by default).
    const trail = await history(id);
    expect(trail.slice(1).map(({ fromStatus, toStatus, changedBy }) => ({ fromStatus, toStatus, changedBy }))).toEqual([
      { fromStatus: 'INVITED_FOR_AI_SCREENING', toStatus: 'INTERVIEW_IN_PROGRESS', changedBy: null },
    ]);
    expect(trail[1]!.reason).toBe('AI interview: interview started.');
    expect(await application(id)).toMatchObject({
      status: 'INTERVIEW_IN_PROGRESS',
      proposedStatus: 'SHORTLISTED',
      proposedReason: 'AI interview: final score 8.5/10 (raw 8.6 − 0.1 for suspicious activity) meets the pass mark 6.',
      // The table shows the notice period.
      noticePeriod: '30 days',
    });
  });

  it('computes the adjustment when it is omitted and proposes rejection below the pass mark', async () => {
    const id = await addCandidate(tenantA);
    const answer = await ingest({
      event: 'Scorecard generated',
      applicant_id: id,
      OverallScore: 7.2,
      TotalFaceMismatchDetected: '2',
      TotalNoFaceDetected: 1,
      totalSuspiciousActivity: 3,
      totalSuspiciousEyeActivity: 4,
    });
    expect(answer.status).toBe(200);
    const card = (await scorecard(id)).body;
    // 2 x 0.5 + 1 x 0.5 + 3 x 0.25 + 4 x 0.1 = 2.65 -> 2.7; 7.2 - 2.7 = 4.5
    expect(card).toMatchObject({
      rawOverallScore: 7.2,
      suspicionDeduction: 2.7,
      overallScore: 4.5,
      totalFaceMismatchDetected: 2,
      totalNoFaceDetected: 1,
    });
    expect(card.suspiciousAdjustment).toContain('Total deduction: 2.7');
    expect(card.suspiciousJustification).toContain('2 face mismatches');
    expect(await application(id)).toMatchObject({
      status: 'INVITED_FOR_AI_SCREENING',
      proposedStatus: 'REJECTED_IN_AI_INTERVIEW',
      proposedReason: 'AI interview: final score 4.5/10 (raw 7.2 − 2.7 for suspicious activity) is below the pass mark 6.',
    });
    expect(await history(id)).toHaveLength(1);
  });

  it('keeps an adjustment the service sent, and proposes shortlisting at exactly the pass mark', async () => {
    const id = await addCandidate(tenantA);
    await ingest({
      event: 'Scorecard generated',
      applicantId: id,
      RawOverallScore: '8',
      SuspicionDeduction: '2',
      OverallScore: '6',
      SuspiciousAdjustment: { faceMismatch: -2 },
      SuspiciousJustification: 'Two face mismatches during question 4.',
      TotalFaceMismatchDetected: 2,
    });
    const card = (await scorecard(id)).body;
    expect(card).toMatchObject({
      rawOverallScore: 8,
      suspicionDeduction: 2,
      overallScore: 6,
      suspiciousAdjustment: '{"faceMismatch":-2}',
      suspiciousJustification: 'Two face mismatches during question 4.',
    });
    expect((await application(id)).proposedStatus).toBe('SHORTLISTED');
    const [adjustment] = await decisions(id);
    expect(adjustment).toMatchObject({ kind: 'INTERVIEW_ADJUSTMENT', output: { raw: 8, deduction: 2, final: 6, passScore: 6, adjustment: 'sent' } });
  });

  it('moves to INTERVIEW_IN_PROGRESS and INTERVIEW_INTERRUPTED, never back once a scorecard exists, and records each change once', async () => {
    const id = await addCandidate(tenantA);
    await ingest({ event: 'Interview started', applicantId: id });
    await ingest({ event: 'Interview started', applicantId: id });
    expect((await application(id)).status).toBe('INTERVIEW_IN_PROGRESS');
    await ingest({ event: 'Interview interrupted', applicantId: id, details: 'Connection lost after question 3.' });
    expect((await application(id)).status).toBe('INTERVIEW_INTERRUPTED');
    // No scorecard yet: the scorecard call answers 404, the log already has the events.
    expect(await scorecard(id)).toMatchObject({ status: 404, body: { message: 'No scorecard available for this candidate.', error: 'NOT_FOUND' } });
    expect((await logs(id)).body.logDetails).toHaveLength(3);

    await ingest({ event: 'Interview started', applicantId: id });
    await ingest({ event: 'Scorecard generated', applicantId: id, OverallScore: 9 });
    await ingest({ event: 'Interview started', applicantId: id });
    await ingest({ event: 'Interview interrupted', applicantId: id });
    expect(await application(id)).toMatchObject({ status: 'INTERVIEW_IN_PROGRESS', proposedStatus: 'SHORTLISTED' });
    expect((await history(id)).slice(1).map((entry) => entry.toStatus)).toEqual([
      'INTERVIEW_IN_PROGRESS',
      'INTERVIEW_INTERRUPTED',
      'INTERVIEW_IN_PROGRESS',
    ]);
    // Unknown events are logged without any effect.
    const other = await ingest({ event: 'Question answered', applicantId: id, details: 'Question 5 answered.' });
    expect(other.body.results[0]).toMatchObject({ status: 'INTERVIEW_IN_PROGRESS', duplicate: false });
    expect((await logs(id)).body.logDetails.at(-1)).toMatchObject({ event: 'Question answered', details: 'Question 5 answered.' });
  });

  it('reads the notice period from the details text when it is not sent, and copies it to the application', async () => {
    const id = await addCandidate(tenantA);
    await ingest({
      event: 'Verification successful',
      applicantId: id,
      details: 'Identity confirmed. Candidate mentioned a notice period of 45 days.',
    });
    const log = (await logs(id)).body;
    expect(log).toMatchObject({ noticePeriod: '45 days', idVerified: true });
    expect(log.logDetails[0]).toMatchObject({
      noticePeriod: '45 days',
      details: 'Identity confirmed. Candidate mentioned a notice period of 45 days.',
    });
    expect((await application(id)).noticePeriod).toBe('45 days');
    const page = await call(app, 'GET', `/api/applications/applicants/${tenantA.jobId}?size=100`, { token: tenantA.token });
    expect(page.body.content.find((row: { id: number }) => row.id === id).noticePeriod).toBe('45 days');
    // A later event that names one directly wins; one that names none keeps it.
    await ingest({ event: 'Voice verification successful', applicantId: id, noticePeriod: 'Immediate' });
    await ingest({ event: 'Scorecard generated', applicantId: id, OverallScore: 7, details: 'No notice period was given.' });
    expect((await logs(id)).body.noticePeriod).toBe('Immediate');
    expect((await application(id)).noticePeriod).toBe('Immediate');
  });

  it('recognises a re-delivered event and changes nothing', async () => {
    const id = await addCandidate(tenantA);
    const event = { event: 'Scorecard generated', applicantId: id, OverallScore: 7.5, timestamp: '2026-11-21T10:00:00Z', Feedback: 'Good.' };
    expect((await ingest(event)).body.results[0].duplicate).toBe(false);
    const before = await rowCounts();
    const again = await ingest({ ...event, OverallScore: '7.5' });
    expect(again.body).toMatchObject({ accepted: 0, results: [{ duplicate: true, status: 'INVITED_FOR_AI_SCREENING', overallScore: 7.5 }] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses invalid events with 400 and the field named, writing nothing', async () => {
    const id = await addCandidate(tenantA);
    const before = await rowCounts();
    for (const [body, message] of [
      [{ event: 'Scorecard generated', applicantId: id, OverallScore: 12 }, 'OverallScore must be between 0 and 10.'],
      [{ event: 'Scorecard generated', applicantId: id, OverallScore: 'eight' }, 'OverallScore must be a number.'],
      [{ event: 'Scorecard generated' }, 'applicantId (or applicant_id) is required: the id of the application.'],
      [{ applicantId: id }, 'event is required: the name of the event.'],
      [{ event: 'x', applicantId: 'abc' }, 'applicantId must be a positive whole number.'],
      [
        {
          events: [
            { event: 'Interview started', applicantId: id },
            { event: 'Scorecard generated', applicantId: id, TotalNoFaceDetected: -1 },
          ],
        },
        'TotalNoFaceDetected must be between 0 and 1000000.',
      ],
      [{ events: [] }, 'events must hold at least one event.'],
      [[{ event: 'x', applicantId: id }], 'The body must be one event object or { "events": [ ... ] }.'],
    ] as const) {
      const answer = await ingest(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { message, error: 'BAD_REQUEST' } });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/interviews/events: the verdict is proposed unless the organisation opted in', () => {
  it('logs the adjustment and the proposal with the input hash and the rule version; a later scorecard replaces the proposal', async () => {
    const id = await addCandidate(tenantA);
    const event = { event: 'Scorecard generated', applicantId: id, OverallScore: 8, totalSuspiciousActivity: 2, timestamp: '2026-11-22T10:00:00Z' };
    await ingest(event);
    const [adjustment, proposal] = await decisions(id);
    expect(adjustment).toMatchObject({
      kind: 'INTERVIEW_ADJUSTMENT',
      engineVersion: 'interview-rule-1/pass-6',
      inputHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      actorId: null,
      output: { raw: 8, deduction: 0.5, final: 7.5, passScore: 6, adjustment: 'computed' },
    });
    expect(proposal).toMatchObject({
      kind: 'STATUS_PROPOSAL',
      inputHash: adjustment!.inputHash,
      engineVersion: 'interview-rule-1/pass-6',
      output: { proposedStatus: 'SHORTLISTED', fromStatus: 'INVITED_FOR_AI_SCREENING', finalScore: 7.5 },
      reason: 'AI interview: final score 7.5/10 (raw 8 − 0.5 for suspicious activity) meets the pass mark 6.',
    });

    await ingest({ ...event, OverallScore: 4, timestamp: '2026-11-22T11:00:00Z' });
    expect(await application(id)).toMatchObject({ status: 'INVITED_FOR_AI_SCREENING', proposedStatus: 'REJECTED_IN_AI_INTERVIEW' });
    const later = (await decisions(id)).slice(2);
    expect(later.map((entry) => entry.kind)).toEqual(['INTERVIEW_ADJUSTMENT', 'STATUS_PROPOSAL']);
    expect(later[0]!.inputHash).not.toBe(adjustment!.inputHash);
  });

  it('moves the application itself for an organisation that opted in, and logs the move', async () => {
    const opted = await tenant('intvc');
    const key = (await createInterviewApiKey(app.ctx.database.db, opted.orgId, 'Interview vendor')).key;
    expect(await call(app, 'PUT', '/api/organizations/settings', { token: opted.token, body: { aiAutoMoves: true } })).toMatchObject({
      status: 200,
      body: { aiAutoMoves: true },
    });
    const id = await addCandidate(opted);
    await ingest({ event: 'Scorecard generated', applicantId: id, OverallScore: 5 }, key);
    const moved = (await call(app, 'GET', `/api/applications/${id}`, { token: opted.token })).body;
    expect(moved).toMatchObject({ status: 'REJECTED_IN_AI_INTERVIEW', proposedStatus: null, proposedReason: null });
    const trail = (await call(app, 'GET', `/api/applications/${id}/status-history`, { token: opted.token })).body;
    expect(trail.at(-1)).toMatchObject({
      fromStatus: 'INVITED_FOR_AI_SCREENING',
      toStatus: 'REJECTED_IN_AI_INTERVIEW',
      changedBy: null,
      reason: 'AI interview: final score 5/10 is below the pass mark 6; rejected.',
    });
    const logged = await decisions(id, opted.orgId);
    expect(logged.map((entry) => entry.kind)).toEqual(['INTERVIEW_ADJUSTMENT', 'STATUS_MOVE']);
    expect(logged[1]).toMatchObject({
      output: { fromStatus: 'INVITED_FOR_AI_SCREENING', toStatus: 'REJECTED_IN_AI_INTERVIEW', finalScore: 5, passScore: 6 },
      reason: 'AI interview: final score 5/10 is below the pass mark 6; rejected.',
    });
  });
});

describe('GET /api/interviews/{id} and /api/interviews/complete-logs/{id}', () => {
  it('answers 404 without a record, 404 to another tenant, 401 without a token, 400 for a bad id', async () => {
    const none = await addCandidate(tenantA);
    for (const read of [scorecard, logs]) {
      expect(await read(none)).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    }
    expect((await logs(none)).body.message).toBe('No interview record for this candidate.');

    const id = await addCandidate(tenantA);
    await ingest({ event: 'Scorecard generated', applicantId: id, OverallScore: 8 });
    expect((await scorecard(id)).status).toBe(200);
    const missing = await scorecard(2_000_000_000);
    for (const read of [scorecard, logs]) {
      const foreign = await read(id, tenantB.token);
      expect(foreign).toMatchObject({ status: 404, body: missing.body });
      expect((await call(app, 'GET', read === scorecard ? `/api/interviews/${id}` : `/api/interviews/complete-logs/${id}`)).status).toBe(401);
    }
    for (const bad of ['abc', '0', '-3']) {
      expect((await call(app, 'GET', `/api/interviews/${bad}`, { token: tenantA.token })).status).toBe(400);
      expect((await call(app, 'GET', `/api/interviews/complete-logs/${bad}`, { token: tenantA.token })).status).toBe(400);
    }
    // Deleting the application deletes its record and events.
    await call(app, 'DELETE', `/api/applications/${id}`, { token: tenantA.token });
    const left = await app.ctx.database.db
      .select()
      .from(interviewRecords)
      .where(and(eq(interviewRecords.applicationId, id)));
    expect(left).toEqual([]);
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await call(app, 'GET', '/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/interviews/events', '/api/interviews/{id}', '/api/interviews/complete-logs/{id}']),
    );
    expect(body.components.securitySchemes.interviewApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
  });
});
