import { SCORE_MESSAGES } from '@kairox/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDecisions, applications, users } from '../../db/schema.js';
import { call, login } from '../../testing/api.js';
import { RESUME_TEXT, applicantJson, upload } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signUpWithJob, type TenantWithJob } from '../../testing/tenants.js';
import { ENGINE_VERSION } from '../screening/index.js';
import { rescreenApplication } from '../screening/rescreen.js';

/**
 * Stable scores with their engine version, re-screening, score overrides and the AI decision log
 * (docs/screening.md), through the real app, queue and database.
 */

const JOB = {
  title: 'Senior Backend Engineer (Node.js)',
  department: 'Engineering',
  description: 'You will design REST APIs in Node.js and TypeScript on PostgreSQL and run reliable background jobs.',
  requirements: ['5+ years of backend development experience', 'Node.js, TypeScript and PostgreSQL', 'REST API design, Docker and AWS'].join('\n'),
};

interface Decision {
  kind: string;
  inputHash: string | null;
  engineVersion: string | null;
  output: Record<string, unknown>;
  actorId: number | null;
  actorName: string | null;
  reason: string | null;
}

let app: TestApp;
let tenant: TenantWithJob;
let other: TenantWithJob;

let emailCounter = 0;

/** Applies with RESUME_TEXT as a text file and waits until screening has finished. */
async function screenedApplication(owner: TenantWithJob = tenant): Promise<{ id: number; score: number }> {
  emailCounter += 1;
  const answer = await upload(
    app,
    '/api/applications/applications',
    [
      { name: 'applicant', value: applicantJson(owner.jobId, { candidateEmail: `scores${emailCounter}@example.com` }) },
      { name: 'cv', bytes: new TextEncoder().encode(RESUME_TEXT), fileName: 'resume.txt', type: 'text/plain' },
    ],
    { token: owner.token },
  );
  if (answer.status !== 201) throw new Error(`apply: ${answer.status} ${JSON.stringify(answer.body)}`);
  const id = answer.body.id as number;
  const deadline = Date.now() + 100_000;
  for (;;) {
    const current = await call(app, 'GET', `/api/applications/${id}`, { token: owner.token });
    if (current.body.resumeStatus === 'COMPLETED') return { id, score: current.body.score };
    if (current.body.resumeStatus === 'FAILED' || Date.now() > deadline) throw new Error(`application ${id}: ${JSON.stringify(current.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function decisions(id: number, token = tenant.token): Promise<Decision[]> {
  const answer = await call(app, 'GET', `/api/applications/${id}/ai-decisions`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function history(id: number) {
  const answer = await call(app, 'GET', `/api/applications/${id}/status-history`, { token: tenant.token });
  expect(answer.status).toBe(200);
  return answer.body as Array<{
    kind: string;
    fromStatus: string | null;
    toStatus: string;
    fromScore: number | null;
    toScore: number | null;
    reason: string | null;
    changedByName: string | null;
  }>;
}

const override = (id: number, body: unknown, token = tenant.token) => call(app, 'PUT', `/api/applications/${id}/score`, { token, body });

beforeAll(async () => {
  app = await createTestApp();
  tenant = await signUpWithJob(app, 'scoreown', JOB);
  other = await signUpWithJob(app, 'scoreoth', JOB);
});

afterAll(async () => {
  await app?.close();
});

describe('screening records its score', () => {
  it('writes the AI score with its engine version and a SCORE log entry with the input hash, without resume text', async () => {
    const { id, score } = await screenedApplication();
    const answer = await call(app, 'GET', `/api/applications/${id}`, { token: tenant.token });
    expect(answer.body).toMatchObject({ score, aiScore: score, scoreEngineVersion: ENGINE_VERSION, scoreOverridden: false });
    const log = await decisions(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ kind: 'SCORE', engineVersion: ENGINE_VERSION, actorId: null, actorName: null, output: { score } });
    expect(log[0]!.inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(log[0]!.output.parts as object).sort()).toEqual(['domain', 'education', 'experience', 'relevance', 'role', 'skills']);
    const logged = JSON.stringify(log);
    for (const resumeLine of ['jordan.rivera@example.com', 'Quantum Freight', 'Built the shipment tracking API'])
      expect(logged).not.toContain(resumeLine);
  });

  it('gives the same resume and job the same score and input hash, and a re-screen repeats them', async () => {
    const first = await screenedApplication();
    const second = await screenedApplication();
    const [firstEntry] = await decisions(first.id);
    const [secondEntry] = await decisions(second.id);
    expect(second.score).toBe(first.score);
    expect(secondEntry!.inputHash).toBe(firstEntry!.inputHash);

    await rescreenApplication(app.ctx, { orgId: tenant.orgId, applicationId: first.id, actor: null, reason: null });
    const log = await decisions(first.id);
    expect(log.map((entry) => entry.kind)).toEqual(['SCORE', 'SCORE']);
    expect(log[1]).toMatchObject({ inputHash: firstEntry!.inputHash, output: { score: first.score } });
  });
});

describe('POST /api/applications/{id}/rescreen', () => {
  it("re-scores against the job's current fields and keeps the request in the history and the log", async () => {
    const job = await signUpWithJob(app, 'scoreres', JOB);
    const { id, score } = await screenedApplication(job);
    const edited = await call(app, 'PUT', `/functions/V1/job/${job.jobId}`, {
      token: job.token,
      body: { requirements: 'Kubernetes, Go and Rust for low-latency trading systems', description: 'Trading infrastructure in Go and Rust.' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const answer = await call(app, 'POST', `/api/applications/${id}/rescreen`, { token: job.token, body: { reason: '  Requirements changed  ' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.aiScore).not.toBe(score);
    expect(answer.body).toMatchObject({ score: answer.body.aiScore, scoreEngineVersion: ENGINE_VERSION, scoreOverridden: false });

    const rows = (await call(app, 'GET', `/api/applications/${id}/status-history`, { token: job.token })).body;
    expect(rows.at(-1)).toMatchObject({
      kind: 'RESCREEN',
      fromStatus: 'QUALIFIED',
      toStatus: 'QUALIFIED',
      fromScore: score,
      toScore: answer.body.aiScore,
      reason: 'Requirements changed',
      changedByName: expect.any(String),
    });
    const log = await decisions(id, job.token);
    expect(log.map((entry) => entry.kind)).toEqual(['SCORE', 'RESCREEN_REQUESTED', 'SCORE']);
    expect(log[1]).toMatchObject({ actorName: rows.at(-1).changedByName, reason: 'Requirements changed' });
    expect(log[2]!.inputHash).not.toBe(log[0]!.inputHash);
  });

  it('answers 409 while the resume text is not extracted, and accepts no body', async () => {
    const { id } = await screenedApplication();
    await app.ctx.database.db.update(applications).set({ resumeStatus: 'FAILED' }).where(eq(applications.id, id));
    expect(await call(app, 'POST', `/api/applications/${id}/rescreen`, { token: tenant.token })).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', message: SCORE_MESSAGES.notScreenable },
    });
    await app.ctx.database.db.update(applications).set({ resumeStatus: 'COMPLETED' }).where(eq(applications.id, id));
    expect((await call(app, 'POST', `/api/applications/${id}/rescreen`, { token: tenant.token })).status).toBe(200);
  });
});

describe('score overrides', () => {
  it('puts the recruiter score in force, keeps the AI score, and survives re-screens until removed', async () => {
    const { id, score: aiScore } = await screenedApplication();
    const manual = aiScore === 97 ? 96 : 97;
    const overridden = await override(id, { score: manual, reason: ' Strong portfolio reviewed in person ' });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    expect(overridden.body).toMatchObject({ score: manual, aiScore, scoreOverridden: true });
    expect((await history(id)).at(-1)).toMatchObject({
      kind: 'SCORE_OVERRIDE',
      fromScore: aiScore,
      toScore: manual,
      reason: 'Strong portfolio reviewed in person',
      changedByName: expect.any(String),
    });
    expect((await decisions(id)).at(-1)).toMatchObject({
      kind: 'SCORE_OVERRIDE',
      output: { score: manual, previousScore: aiScore, aiScore },
      actorName: expect.any(String),
      reason: 'Strong portfolio reviewed in person',
    });

    // A recruiter's re-screen and the background one both leave the override in force.
    const rescreened = await call(app, 'POST', `/api/applications/${id}/rescreen`, { token: tenant.token, body: {} });
    expect(rescreened.body).toMatchObject({ score: manual, aiScore, scoreOverridden: true });
    const background = await rescreenApplication(app.ctx, { orgId: tenant.orgId, applicationId: id, actor: null, reason: null });
    expect(background).toMatchObject({ score: manual, aiScore });

    const removed = await call(app, 'DELETE', `/api/applications/${id}/score`, { token: tenant.token, body: { reason: 'Back to the AI score' } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ score: aiScore, aiScore, scoreOverridden: false });
    expect((await history(id)).at(-1)).toMatchObject({ kind: 'SCORE_OVERRIDE', fromScore: manual, toScore: aiScore, reason: 'Back to the AI score' });
    expect((await decisions(id)).at(-1)).toMatchObject({
      kind: 'SCORE_OVERRIDE',
      output: { score: aiScore, removed: true },
      reason: 'Back to the AI score',
    });

    expect(await call(app, 'DELETE', `/api/applications/${id}/score`, { token: tenant.token })).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', message: SCORE_MESSAGES.noOverride },
    });
  });

  it('refuses a score outside 0-100, a fraction and a missing or blank reason, changing nothing', async () => {
    const { id, score } = await screenedApplication();
    const before = await decisions(id);
    for (const [body, message] of [
      [{ score: 101, reason: 'Too high' }, SCORE_MESSAGES.scoreRange],
      [{ score: -1, reason: 'Too low' }, SCORE_MESSAGES.scoreRange],
      [{ score: 50.5, reason: 'Fraction' }, SCORE_MESSAGES.scoreRange],
      [{ score: 50 }, SCORE_MESSAGES.reasonRequired],
      [{ score: 50, reason: '   ' }, SCORE_MESSAGES.reasonRequired],
      [{ score: 50, reason: 'x'.repeat(1001) }, SCORE_MESSAGES.reasonTooLong],
    ] as const) {
      const answer = await override(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining(message) });
    }
    expect((await call(app, 'GET', `/api/applications/${id}`, { token: tenant.token })).body).toMatchObject({ score, scoreOverridden: false });
    expect(await decisions(id)).toEqual(before);
  });

  it("answers another tenant's application exactly like a missing one, and changes nothing", async () => {
    const { id, score } = await screenedApplication();
    const missing = 2_000_000_000;
    const calls = [
      (target: number) => call(app, 'POST', `/api/applications/${target}/rescreen`, { token: other.token, body: {} }),
      (target: number) => override(target, { score: 5, reason: 'Not mine' }, other.token),
      (target: number) => call(app, 'DELETE', `/api/applications/${target}/score`, { token: other.token }),
      (target: number) => call(app, 'GET', `/api/applications/${target}/ai-decisions`, { token: other.token }),
    ];
    for (const send of calls) {
      const [foreign, absent] = [await send(id), await send(missing)];
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(absent.body);
    }
    expect((await call(app, 'GET', `/api/applications/${id}`, { token: tenant.token })).body).toMatchObject({ score, scoreOverridden: false });
    expect(await decisions(id)).toHaveLength(1);
  });
});

describe('the AI decision log', () => {
  it("is append-only, and keeps a deleted user's entries with their name", async () => {
    const { id } = await screenedApplication();
    const added = await call(app, 'POST', '/users/register', {
      token: tenant.token,
      body: { firstName: 'Rita', lastName: 'Recruiter', email: 'rita@scoreown.io', password: 'UserPass#1', phone: '+1 415 555 0100' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const ritaToken = await login(app, 'rita@scoreown.io', 'UserPass#1');
    expect((await override(id, { score: 12, reason: 'Missed the deadline' }, ritaToken)).status).toBe(200);

    const { db } = app.ctx.database;
    await expect(db.update(aiDecisions).set({ reason: 'rewritten' }).where(eq(aiDecisions.applicationId, id))).rejects.toThrow();
    await db.delete(users).where(eq(users.id, added.body.id));
    expect((await decisions(id)).at(-1)).toMatchObject({
      kind: 'SCORE_OVERRIDE',
      actorId: null,
      actorName: 'Rita Recruiter',
      reason: 'Missed the deadline',
    });
  });
});
