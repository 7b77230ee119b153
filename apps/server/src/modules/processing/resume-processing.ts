import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, MASS_UPLOAD_SOURCE_CHANNEL } from '@kairox/contract';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import { applications } from '../../db/schema.js';
import { detectResumeType, fileTypeOfMime, type ResumeFileType } from '../../lib/file-types.js';
import { FileNotFoundError } from '../../lib/storage.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ExtractionError } from '../applications/extraction/pool.js';
import { parseResumeProfile } from '../screening/profile/parse.js';

/**
 * Background resume processing (DECISIONS.md, Screening) on the pg-boss queue 'resume-processing'.
 *
 * Every new application gets a job, inserted in the same transaction as the row. The worker claims
 * the application (PENDING -> PROCESSING, recording its job id and counting the attempt), has the
 * text extracted in an isolated child process (`ctx.extraction`, see extraction/pool.ts), stores
 * it, runs the processing steps it was started with (screening scores there), and sets COMPLETED.
 * A resume with no text, a file over the extraction limits (time, memory, inflated size, or it
 * crashed its child), a file its parser refuses (damaged, password-protected: the same bytes fail
 * the same way again), or a step's `PermanentResumeError` sets FAILED at once; other errors record
 * the reason, put the application back to PENDING and rethrow so pg-boss retries (2 retries,
 * backoff); the last attempt sets FAILED.
 *
 * Attempts are capped at MAX_RESUME_ATTEMPTS claims, whoever makes them: a claim past the cap sets
 * FAILED "The resume could not be read within the limits" instead of processing, and recovery
 * does the same instead of re-queueing. So a file that took the whole server down mid-extraction
 * is not picked up again after every restart.
 *
 * Crashes: a job cut off by a crash stays `active` until pg-boss expires it (120 s) and retries it;
 * the retry reclaims the application because it carries the same job id. On start-up (and every
 * five minutes) `recoverResumeProcessing` re-queues applications whose job is gone or finished;
 * on embedded PGlite, where only this process can own the database, every PROCESSING application
 * found at start-up is an orphan and is re-queued at once. The claim is a conditional update, so
 * a stray second job finds the application taken or COMPLETED and does nothing: no work is done
 * twice into duplicate rows. When the app closes, the worker's `stop` stops fetching and gives the
 * running job 10 s before handing it back to the queue.
 */

const RESUME_QUEUE = 'resume-processing';

export interface ResumeJobData {
  applicationId: number;
  orgId: number;
}

/** Claims of one application at most, counting retries and re-queues after crashes. */
export const MAX_RESUME_ATTEMPTS = 3;

const RESUME_JOB_OPTIONS = {
  retryLimit: MAX_RESUME_ATTEMPTS - 1,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
} as const;

/** How long a claim holds without its job being known alive (a little over the job's expiry). */
const CLAIM_LEASE_SECONDS = RESUME_JOB_OPTIONS.expireInSeconds + 30;
const RECOVERY_BATCH = 500;

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * A step that runs after the text is stored, while the application is still PROCESSING (screening
 * scores the resume here). A step that throws makes the attempt fail and be retried; throw
 * `PermanentResumeError` to fail without retrying. Steps must be idempotent: after a crash an
 * application may be handed over again (e.g. upsert the single 'resume-feedback' note).
 */
export type ProcessingStep = (ctx: AppContext, application: ApplicationRow) => Promise<void>;

/** The steps after text extraction, run in order; the composition root gives them at start. */
export type ProcessingSteps = readonly ProcessingStep[];

/** A failure that retrying cannot fix: the application goes FAILED with this message. */
export class PermanentResumeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentResumeError';
  }
}

// ---------------------------------------------------------------------------------------------
// Queue set-up and sending
// ---------------------------------------------------------------------------------------------

const preparedQueues = new WeakSet<PgBoss>();

/**
 * Creates the queue once per process. Policy 'short': at most one queued (not yet started) job per
 * singleton key (the application id), so re-queueing never stacks duplicates.
 */
export async function ensureResumeQueue(boss: PgBoss): Promise<void> {
  if (preparedQueues.has(boss)) return;
  await boss.createQueue(RESUME_QUEUE, { name: RESUME_QUEUE, policy: 'short', ...RESUME_JOB_OPTIONS });
  preparedQueues.add(boss);
}

/** A job id chosen before sending, so the row can record it in the same insert. */
export const newResumeJobId = () => randomUUID();

/**
 * Queues processing of an application. Inside a transaction pass its `queueDb`
 * (see withQueueTransaction); the queue must exist (`ensureResumeQueue`).
 */
export async function enqueueResumeProcessing(
  boss: PgBoss,
  data: ResumeJobData,
  options: { id?: string; db?: PgBoss.Db; startAfter?: number } = {},
): Promise<string | null> {
  return boss.send(RESUME_QUEUE, data, {
    ...RESUME_JOB_OPTIONS,
    id: options.id,
    singletonKey: String(data.applicationId),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.db ? { db: options.db } : {}),
  });
}

/** Nudges this process's worker to fetch now instead of at its next poll (call after commit). */
export function wakeResumeWorker(boss: PgBoss): void {
  workers.get(boss)?.wake();
}

// ---------------------------------------------------------------------------------------------
// The worker
// ---------------------------------------------------------------------------------------------

export interface ResumeJob {
  id: string;
  data: ResumeJobData;
  retryCount: number;
  retryLimit: number;
}

const validData = (data: unknown): data is ResumeJobData => {
  const candidate = data as Partial<ResumeJobData> | null;
  return Boolean(candidate) && Number.isSafeInteger(candidate!.applicationId) && Number.isSafeInteger(candidate!.orgId);
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** One attempt at one application. Exported for tests; pg-boss calls it through the worker. */
export async function processResumeJob(ctx: AppContext, steps: ProcessingSteps, job: ResumeJob): Promise<void> {
  const { db } = ctx.database;
  if (!validData(job.data)) {
    ctx.logger.warn({ jobId: job.id }, 'resume job without a valid application id: dropped');
    return;
  }
  const { applicationId, orgId } = job.data;
  const own = and(eq(applications.id, applicationId), eq(applications.orgId, orgId));
  const mine = and(own, eq(applications.resumeJobId, job.id), eq(applications.resumeStatus, 'PROCESSING'));
  const claimable = and(
    own,
    or(
      eq(applications.resumeStatus, 'PENDING'),
      and(
        eq(applications.resumeStatus, 'PROCESSING'),
        or(
          eq(applications.resumeJobId, job.id),
          isNull(applications.resumeClaimedAt),
          lt(applications.resumeClaimedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
        ),
      ),
    ),
  );

  const [claimed] = await db
    .update(applications)
    .set({
      resumeStatus: 'PROCESSING',
      resumeJobId: job.id,
      resumeClaimedAt: sql`now()`,
      resumeAttempts: sql`${applications.resumeAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(claimable, lt(applications.resumeAttempts, MAX_RESUME_ATTEMPTS)))
    .returning();
  if (!claimed) {
    const [exhausted] = await db
      .update(applications)
      .set(attemptsExhausted)
      .where(and(claimable, gte(applications.resumeAttempts, MAX_RESUME_ATTEMPTS)))
      .returning({ id: applications.id });
    if (exhausted) ctx.logger.warn({ applicationId, jobId: job.id }, 'resume attempts exhausted: FAILED without processing');
    else ctx.logger.debug({ applicationId, jobId: job.id }, 'resume already processed, taken or deleted: skipped');
    return;
  }
  const log = ctx.logger.child({ applicationId, orgId, jobId: job.id, attempt: claimed.resumeAttempts });

  try {
    const bytes = await ctx.storage.read(claimed.resumeFileKey);
    const type =
      fileTypeOfMime(claimed.resumeMime) ??
      (() => {
        const detected = detectResumeType(bytes, ['pdf', 'docx', 'doc', 'txt']);
        return detected.ok ? detected.type : null;
      })();
    if (!type) throw new PermanentResumeError(APPLICATION_MESSAGES.resumeType);
    const text = await extractText(ctx, bytes, type);
    if (!text) throw new PermanentResumeError(APPLICATION_MESSAGES.noScannedText);

    const stored = await storeText(ctx, claimed, text, mine);
    if (!stored) {
      log.info('resume handed over to another job while extracting: result dropped');
      return;
    }
    for (const step of steps) await step(ctx, stored);
    const [done] = await db
      .update(applications)
      .set({ resumeStatus: 'COMPLETED', resumeError: null, resumeClaimedAt: null, updatedAt: sql`now()` })
      .where(mine)
      .returning({ id: applications.id });
    if (done) log.info({ characters: text.length }, 'resume processed');
  } catch (error) {
    const permanent = error instanceof PermanentResumeError || error instanceof FileNotFoundError;
    const lastAttempt = job.retryCount >= job.retryLimit || claimed.resumeAttempts >= MAX_RESUME_ATTEMPTS;
    const failed = permanent || lastAttempt;
    const reason =
      error instanceof PermanentResumeError
        ? error.message
        : error instanceof FileNotFoundError
          ? 'The resume file is missing.'
          : `Processing the resume failed: ${errorText(error)}`;
    await db
      .update(applications)
      .set({ resumeStatus: failed ? 'FAILED' : 'PENDING', resumeError: reason, resumeClaimedAt: null, updatedAt: sql`now()` })
      .where(mine);
    if (permanent) {
      log.warn({ reason }, 'resume processing failed');
      return;
    }
    log[lastAttempt ? 'error' : 'warn']({ err: error, lastAttempt }, 'resume processing attempt failed');
    throw error;
  }
}

/** What an application past its attempts is set to. */
const attemptsExhausted = {
  resumeStatus: 'FAILED',
  resumeError: APPLICATION_MESSAGES.resumeLimits,
  resumeClaimedAt: null,
  updatedAt: sql`now()`,
} as const;

/** What an extraction failure of the file itself tells the recruiter; the same bytes fail the same way again. */
const PERMANENT_EXTRACTION_FAILURES: Partial<Record<ExtractionError['kind'], string>> = {
  limits: APPLICATION_MESSAGES.resumeLimits,
  docx: APPLICATION_MESSAGES.docxMalformed,
  parse: APPLICATION_MESSAGES.resumeDamaged,
};

/** The file's text from an extraction child; a file the parsers refuse or that overruns the limits fails for good. */
async function extractText(ctx: AppContext, bytes: Uint8Array, type: ResumeFileType): Promise<string> {
  try {
    return await ctx.extraction.extract(bytes, type);
  } catch (error) {
    const permanent = error instanceof ExtractionError ? PERMANENT_EXTRACTION_FAILURES[error.kind] : undefined;
    if (permanent) throw new PermanentResumeError(permanent);
    throw error;
  }
}

/**
 * Stores the text and the fields parsed from it (`profile`, still PROCESSING). A mass upload
 * arrives without contact details: its name, email and phone are taken from the resume when found
 * (an email another application of the job already has is left out); without a name in the resume
 * it keeps the name it was given from its file name.
 */
async function storeText(
  ctx: AppContext,
  application: ApplicationRow,
  text: string,
  mine: ReturnType<typeof and>,
): Promise<ApplicationRow | undefined> {
  const { db } = ctx.database;
  const profile = parseResumeProfile(text, { fileName: application.resumeFileName });
  const base = { resumeText: text, profile, updatedAt: sql`now()` };
  const fillContacts = application.sourceChannel === MASS_UPLOAD_SOURCE_CHANNEL && application.candidateEmail === null;
  if (fillContacts) {
    const fill = {
      ...base,
      ...(profile.name ? { candidateName: profile.name } : {}),
      ...(profile.phone && !application.candidatePhone ? { candidatePhone: profile.phone } : {}),
    };
    // The email goes in only when no other application of the job has it (checked first: on the
    // embedded database a failed statement costs the connection).
    const emailFree =
      profile.email &&
      !(await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.jobId, application.jobId), sql`lower(${applications.candidateEmail}) = ${profile.email}`))
        .limit(1)
        .then((rows) => rows.length > 0));
    if (emailFree) {
      try {
        const [row] = await db
          .update(applications)
          .set({ ...fill, candidateEmail: profile.email })
          .where(and(mine, isNull(applications.candidateEmail)))
          .returning();
        if (row) return row;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const [row] = await db
      .update(applications)
      .set(fill)
      .where(and(mine, isNull(applications.candidateEmail)))
      .returning();
    if (row) return row;
  }
  const [row] = await db.update(applications).set(base).where(mine).returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Recovery after a crash or restart
// ---------------------------------------------------------------------------------------------

const ALIVE_STATES = new Set(['created', 'retry', 'active']);

/** A job still marked active after its expiry: no live worker can be holding it any more. */
function isExpiredActive(job: { state: string; startedOn?: Date | string | null }): boolean {
  if (job.state !== 'active' || !job.startedOn) return false;
  return Date.now() - new Date(job.startedOn).getTime() > RESUME_JOB_OPTIONS.expireInSeconds * 1000;
}

/**
 * Re-queues applications left PENDING or PROCESSING without a live job. Jobs still marked active
 * past their expiry are orphans; so, with `startup` on the embedded database (one owner process),
 * is every job still marked active by the previous run. One whose attempts reached the cap is set
 * FAILED instead (its file may be what brought the previous run down). Returns how many were
 * re-queued.
 */
export async function recoverResumeProcessing(ctx: AppContext, options: { startup?: boolean } = {}): Promise<number> {
  const { db } = ctx.database;
  const orphanActive = Boolean(options.startup && ctx.database.embedded);
  const stuck = await db
    .select({ id: applications.id, orgId: applications.orgId, jobId: applications.resumeJobId, attempts: applications.resumeAttempts })
    .from(applications)
    .where(inArray(applications.resumeStatus, ['PENDING', 'PROCESSING']))
    .orderBy(asc(applications.id))
    .limit(RECOVERY_BATCH);
  let requeued = 0;
  let exhausted = 0;
  for (const application of stuck) {
    if (application.jobId) {
      const job = await ctx.queue.getJobById(RESUME_QUEUE, application.jobId).catch(() => null);
      const orphan = job && ((orphanActive && job.state === 'active') || isExpiredActive(job));
      const alive = job && ALIVE_STATES.has(job.state) && !orphan;
      if (alive) continue;
    }
    const unchanged = and(
      eq(applications.id, application.id),
      inArray(applications.resumeStatus, ['PENDING', 'PROCESSING']),
      application.jobId ? eq(applications.resumeJobId, application.jobId) : isNull(applications.resumeJobId),
    );
    if (application.attempts >= MAX_RESUME_ATTEMPTS) {
      const [failed] = await db.update(applications).set(attemptsExhausted).where(unchanged).returning({ id: applications.id });
      if (failed) exhausted += 1;
      continue;
    }
    const jobId = newResumeJobId();
    const [reset] = await db
      .update(applications)
      .set({ resumeStatus: 'PENDING', resumeJobId: jobId, resumeClaimedAt: null, updatedAt: sql`now()` })
      .where(unchanged)
      .returning({ id: applications.id });
    if (!reset) continue;
    await enqueueResumeProcessing(ctx.queue, { applicationId: application.id, orgId: application.orgId }, { id: jobId });
    requeued += 1;
  }
  if (exhausted > 0) ctx.logger.warn({ exhausted }, 'resume processing: applications out of attempts set FAILED instead of re-queued');
  if (requeued > 0) {
    ctx.logger.info({ requeued }, 'resume processing re-queued after a restart');
    wakeResumeWorker(ctx.queue);
  }
  return requeued;
}

// ---------------------------------------------------------------------------------------------
// The worker loop
// ---------------------------------------------------------------------------------------------

const POLL_MS = 1000;
const SWEEP_MS = 5 * 60 * 1000;
const STOP_TIMEOUT_MS = 10_000;

interface WorkerState {
  stopping: boolean;
  current: ResumeJob | null;
  loop: Promise<void>;
  wake: () => void;
  sweep: NodeJS.Timeout;
}

/** The running worker of each queue (one per app), for `wakeResumeWorker`. */
const workers = new WeakMap<PgBoss, WorkerState>();

class JobTimeoutError extends Error {}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new JobTimeoutError(`the job took longer than ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches and runs one job at a time. The loop is ours rather than `boss.work()`'s so that every
 * queue call is awaited and the app can stop it (before the queue and the database close)
 * without a job fetched at the last moment running against a closed pool.
 */
async function runWorker(ctx: AppContext, steps: ProcessingSteps, state: WorkerState): Promise<void> {
  let idle: { promise: Promise<void>; resolve: () => void } | null = null;
  state.wake = () => idle?.resolve();
  while (!state.stopping) {
    let job: PgBoss.JobWithMetadata<ResumeJobData> | undefined;
    try {
      [job] = await ctx.queue.fetch<ResumeJobData>(RESUME_QUEUE, { includeMetadata: true, batchSize: 1 });
    } catch (error) {
      if (!state.stopping) ctx.logger.error({ err: error }, 'resume queue: fetch failed');
    }
    if (!job) {
      if (state.stopping) break;
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      idle = { promise, resolve };
      const timer = setTimeout(resolve, POLL_MS);
      await promise;
      clearTimeout(timer);
      idle = null;
      continue;
    }
    state.current = job;
    try {
      await withTimeout(processResumeJob(ctx, steps, job), RESUME_JOB_OPTIONS.expireInSeconds * 1000);
      if (state.current === job) await ctx.queue.complete(RESUME_QUEUE, job.id);
    } catch (error) {
      if (state.current === job) {
        await ctx.queue.fail(RESUME_QUEUE, job.id, { message: errorText(error) }).catch((failError: unknown) => {
          ctx.logger.error({ err: failError, jobId: job.id }, 'resume queue: could not record a failed job');
        });
      }
    } finally {
      state.current = null;
    }
  }
}

export interface ResumeWorker {
  /**
   * Stops the worker: no new job is fetched; the running one may finish within `timeoutMs`, else it
   * is failed back to the queue (to be retried) as pg-boss does at shutdown. Call before the queue
   * and the database close; a second call waits for the first.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Starts this process's resume worker, running `steps` after each extraction, and the periodic
 * recovery sweep, after recovering what a previous run left.
 */
export async function registerResumeProcessingJob(ctx: AppContext, steps: ProcessingSteps): Promise<ResumeWorker> {
  await ensureResumeQueue(ctx.queue);
  // One worker per queue: `wakeResumeWorker` finds it by the queue.
  if (workers.has(ctx.queue)) throw new Error('resume processing already runs on this queue');
  const state: WorkerState = {
    stopping: false,
    current: null,
    loop: Promise.resolve(),
    wake: () => undefined,
    sweep: setInterval(() => {
      recoverResumeProcessing(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'resume recovery sweep failed'));
    }, SWEEP_MS),
  };
  state.sweep.unref();
  workers.set(ctx.queue, state);
  await recoverResumeProcessing(ctx, { startup: true });
  state.loop = runWorker(ctx, steps, state);
  let stopped: Promise<void> | undefined;
  return { stop: (options = {}) => (stopped ??= stopWorker(ctx, state, options.timeoutMs ?? STOP_TIMEOUT_MS)) };
}

async function stopWorker(ctx: AppContext, state: WorkerState, timeoutMs: number): Promise<void> {
  workers.delete(ctx.queue);
  state.stopping = true;
  clearInterval(state.sweep);
  state.wake();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    state.loop.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  const job = state.current;
  if (!finished && job) {
    state.current = null;
    await ctx.queue.fail(RESUME_QUEUE, job.id, { message: 'shut down while active' }).catch((error: unknown) => {
      ctx.logger.error({ err: error, jobId: job.id }, 'resume queue: could not hand back the running job');
    });
    ctx.logger.warn({ jobId: job.id, applicationId: job.data.applicationId }, 'resume job handed back to the queue at shutdown');
  }
}
