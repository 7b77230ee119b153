import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory, notes } from '../../db/schema.js';
import { upsertResumeFeedbackNote } from '../notes/notes.service.js';
import { call, login, signUpTenant } from '../../testing/api.js';
import { RESUME_TEXT, applicantJson, makePdf, upload, type FilePart } from '../../testing/fixtures.js';
import { loopingOleDoc } from '../../testing/hostile-files.js';
import { createStepProbe } from '../../testing/processing-steps.js';
import { createJob } from '../../testing/tenants.js';
import { createRestartableApp, type RestartableApp } from '../../testing/restartable-app.js';
import type { TestApp } from '../../testing/test-app.js';
import type { ApplicationRow } from './resume-processing.js';
import { MAX_RESUME_ATTEMPTS } from './resume-store.js';

/**
 * Processing survives a restart: the app is stopped (or "crashes") mid-job and a new one starts
 * on the same DATA_DIR / database; the resume is finished exactly once.
 */
let restartable: RestartableApp;
/** Steps of every app started here: a step added for one app checks that app's context. */
const probe = createStepProbe();
let current: TestApp | undefined;
let token: string;
let jobId: number;
let emailCounter = 0;
const ADMIN = { email: 'admin@restart.io', password: 'Str0ngPass!' };

beforeAll(async () => {
  restartable = await createRestartableApp({}, { processingSteps: probe.steps });
  current = await restartable.start();
  const tenant = await signUpTenant(current, { name: 'Restart', slug: 'restart', domainId: 'restart.io', adminEmail: ADMIN.email });
  token = tenant.token;
  jobId = await createJob(current, token, 'Backend Engineer');
}, 120_000);

afterAll(async () => {
  await current?.close();
  await restartable?.destroy();
});

async function apply(app: TestApp, resume?: Omit<FilePart, 'name'>): Promise<number> {
  emailCounter += 1;
  const answer = await upload(
    app,
    '/api/applications/applications',
    [
      { name: 'applicant', value: applicantJson(jobId, { candidateEmail: `restart${emailCounter}@example.com` }) },
      { name: 'cv', ...(resume ?? { bytes: await makePdf(RESUME_TEXT), fileName: 'resume.pdf', type: 'application/pdf' }) },
    ],
    { token },
  );
  if (answer.status !== 201) throw new Error(`apply: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

async function row(app: TestApp, id: number): Promise<ApplicationRow> {
  const [found] = await app.ctx.database.db.select().from(applications).where(eq(applications.id, id));
  return found!;
}

// Generous: each restarted app starts its own extraction child process for its first file.
async function waitFor(app: TestApp, id: number, statuses: string[], timeoutMs = 90_000): Promise<ApplicationRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await row(app, id);
    if (statuses.includes(found.resumeStatus)) return found;
    if (Date.now() > deadline) throw new Error(`application ${id} is still ${found.resumeStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the running app and starts a new one on the same data, counting the hook calls of the new one. */
async function restart(): Promise<{ app: TestApp; processed: number[] }> {
  await current!.close();
  current = undefined;
  const processed: number[] = [];
  const app = await restartable.start();
  current = app;
  const off = probe.add(async (ctx, application) => {
    if (ctx !== app.ctx) return;
    processed.push(application.id);
    await upsertResumeFeedbackNote(ctx.database.db, application.orgId, application.id, 'Feedback');
  });
  app.app.addHook('onClose', async () => off());
  token = await login(app, ADMIN.email, ADMIN.password);
  return { app, processed };
}

/** As after a crash: the application PROCESSING, its job still marked active (long ago on PostgreSQL, see below). */
async function leaveAsAfterCrash(app: TestApp, id: number, attempts: number): Promise<void> {
  const { resumeJobId } = await row(app, id);
  await app.ctx.database.db
    .update(applications)
    .set({ resumeStatus: 'PROCESSING', resumeClaimedAt: new Date(), resumeAttempts: attempts })
    .where(eq(applications.id, id));
  const startedOn = process.env.DATABASE_URL ? `now() - interval '10 minutes'` : 'now()';
  await app.ctx.database.pool.query(`update pgboss.job set state = 'active', started_on = ${startedOn} where id = $1`, [resumeJobId]);
}

async function feedbackNotes(app: TestApp, id: number) {
  return app.ctx.database.db
    .select()
    .from(notes)
    .where(and(eq(notes.applicationId, id), eq(notes.noteType, 'resume-feedback')));
}

describe('resume processing across restarts', () => {
  it('finishes a resume whose processing was cut off by a stop, once, after a restart', async () => {
    const first = current!;
    let entered!: () => void;
    const inHook = new Promise<void>((resolve) => (entered = resolve));
    const off = probe.add(async (ctx) => {
      if (ctx !== first.ctx) return;
      entered();
      await new Promise(() => undefined); // never finishes: the process goes away first
    });
    const id = await apply(first);
    await inHook;
    expect(await row(first, id)).toMatchObject({ resumeStatus: 'PROCESSING', resumeAttempts: 1 });
    // Stop without waiting for the job: it is handed back to the queue for a retry.
    await first.workers.resumeProcessing.stop({ timeoutMs: 50 });
    off();

    const { app, processed } = await restart();
    const done = await waitFor(app, id, ['COMPLETED', 'FAILED']);
    expect(done).toMatchObject({ resumeStatus: 'COMPLETED', resumeError: null, resumeAttempts: 2 });
    expect(done.resumeText).toContain('Jordan Rivera');
    expect(processed.filter((processedId) => processedId === id)).toHaveLength(1);
    expect(await feedbackNotes(app, id)).toHaveLength(1);
    const history = await app.ctx.database.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));
    expect(history).toHaveLength(1);
    const read = await call(app, 'GET', `/api/applications/${id}`, { token });
    expect(read.body.resumeStatus).toBe('COMPLETED');
  }, 180_000);

  it('at start-up re-queues a job that a crash left running (at once on the embedded database, once expired on PostgreSQL)', async () => {
    const first = current!;
    let entered!: () => void;
    const inHook = new Promise<void>((resolve) => (entered = resolve));
    const off = probe.add(async (ctx) => {
      if (ctx !== first.ctx) return;
      entered();
      await new Promise(() => undefined);
    });
    const id = await apply(first);
    await inHook;
    const { resumeJobId } = await row(first, id);
    await first.workers.resumeProcessing.stop({ timeoutMs: 50 });
    off();
    // As after a crash: the job is still marked active, the application PROCESSING.
    // On the embedded database the process owns the data, so any active job is an orphan; on
    // PostgreSQL another instance may be working on it until it expires.
    const startedOn = process.env.DATABASE_URL ? `now() - interval '10 minutes'` : 'now()';
    await first.ctx.database.pool.query(`update pgboss.job set state = 'active', started_on = ${startedOn} where id = $1`, [resumeJobId]);

    const started = Date.now();
    const { app, processed } = await restart();
    const done = await waitFor(app, id, ['COMPLETED', 'FAILED'], 100_000);
    expect(done.resumeStatus).toBe('COMPLETED');
    // Well before pg-boss would expire the orphaned job (120 s).
    expect(Date.now() - started).toBeLessThan(100_000);
    expect(processed.filter((processedId) => processedId === id)).toHaveLength(1);
    expect(await feedbackNotes(app, id)).toHaveLength(1);
  }, 180_000);

  it('finishes applications left PENDING or PROCESSING without a live job', async () => {
    const app = current!;
    const processingId = await apply(app);
    const pendingId = await apply(app);
    await waitFor(app, processingId, ['COMPLETED']);
    await waitFor(app, pendingId, ['COMPLETED']);
    await app.ctx.database.db
      .update(applications)
      .set({ resumeStatus: 'PROCESSING', resumeJobId: randomUUID(), resumeClaimedAt: new Date(), resumeText: null })
      .where(eq(applications.id, processingId));
    await app.ctx.database.db
      .update(applications)
      .set({ resumeStatus: 'PENDING', resumeJobId: randomUUID(), resumeText: null })
      .where(eq(applications.id, pendingId));

    const restarted = await restart();
    for (const id of [processingId, pendingId]) {
      const done = await waitFor(restarted.app, id, ['COMPLETED', 'FAILED']);
      expect(done).toMatchObject({ resumeStatus: 'COMPLETED', resumeText: expect.stringContaining('Jordan Rivera') });
      expect(restarted.processed.filter((processedId) => processedId === id)).toHaveLength(1);
    }
  }, 180_000);

  it('does not pick up again at start-up a file that brought the server down on its last attempt; one with attempts left is read in isolation', async () => {
    const first = current!;
    // No worker: the uploads stay queued, then are left as if the server had died parsing them.
    await first.workers.resumeProcessing.stop({ timeoutMs: 50 });
    const looping = loopingOleDoc();
    const outOfAttempts = await apply(first, { bytes: looping.bytes, fileName: looping.name, type: 'application/msword' });
    const attemptsLeft = await apply(first, { bytes: looping.bytes, fileName: 'looping-again.doc', type: 'application/msword' });
    await leaveAsAfterCrash(first, outOfAttempts, MAX_RESUME_ATTEMPTS);
    await leaveAsAfterCrash(first, attemptsLeft, 1);

    const { app } = await restart();
    // FAILED by the start-up recovery, without another attempt.
    expect(await row(app, outOfAttempts)).toMatchObject({
      resumeStatus: 'FAILED',
      resumeError: APPLICATION_MESSAGES.resumeLimits,
      resumeAttempts: MAX_RESUME_ATTEMPTS,
    });
    // Read again, in a child process that runs out of memory or time instead of the server.
    expect(await waitFor(app, attemptsLeft, ['COMPLETED', 'FAILED'], 240_000)).toMatchObject({
      resumeStatus: 'FAILED',
      resumeError: APPLICATION_MESSAGES.resumeLimits,
      resumeAttempts: 2,
    });
    expect((await call(app, 'GET', '/healthz')).status).toBe(200);
    expect(await row(app, outOfAttempts)).toMatchObject({ resumeStatus: 'FAILED', resumeAttempts: MAX_RESUME_ATTEMPTS });
  }, 300_000);
});
