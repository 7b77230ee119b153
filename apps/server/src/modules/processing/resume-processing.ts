import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, MASS_UPLOAD_SOURCE_CHANNEL, type ResumeProfile } from '@kairox/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import { applications } from '../../db/schema.js';
import { detectResumeType, fileTypeOfMime, type ResumeFileType } from '../../lib/file-types.js';
import { ensureQueue } from '../../lib/queue.js';
import { FileNotFoundError } from '../../lib/storage.js';
import { ExtractionError, type ExtractedResume } from '../applications/extraction/pool.js';
import { withQueueTransaction } from '../applications/transaction.js';
import type { ResumeAnalysis } from '../screening/engine.js';
import { readingOptionsFor, readResumeText, type ResumeReading, type ResumeReadingOptions } from '../screening/resume-reading.js';
import { BatchWorker, WriteBatcher } from './batch-worker.js';
import {
  MAX_RESUME_ATTEMPTS,
  RESUME_JOB_EXPIRY_SECONDS,
  attemptsExhausted,
  claimApplications,
  failExhaustedClaims,
  storeResults,
  type AttemptResult,
  type StepWrite,
} from './resume-store.js';

/**
 * Background resume processing (DECISIONS.md, Screening) on the pg-boss queue 'resume-processing'.
 *
 * Every new application gets a job, inserted in the same transaction as the row. The worker
 * fetches jobs in batches and works on several at once, as many as keep the extraction children
 * busy (eight times their number). It claims the applications of a batch in one update (PENDING ->
 * PROCESSING, recording each one's job id and counting the attempt), has each text extracted in an
 * isolated child process (`ctx.extraction`, see extraction/pool.ts), which also reads its fields
 * and the screening engine's analysis of it (screening/resume-reading.ts), and runs the processing
 * steps it was started with (screening scores there). Then one transaction stores the
 * results of the attempts that finished meanwhile (text, profile, contacts, the steps' writes: the
 * score, its note and its log entry) with COMPLETED, and settles their queue jobs; each result is
 * written only while its run still holds the application (resume-store.ts).
 *
 * A resume with no text, a file over the extraction limits (time, memory, inflated size, or it
 * crashed its child), a file its parser refuses (damaged, password-protected: the same bytes fail
 * the same way again), or a step's `PermanentResumeError` sets FAILED at once; other errors record
 * the reason, put the application back to PENDING and fail the queue job so pg-boss retries it
 * (2 retries, backoff); the last attempt sets FAILED. An attempt that failed after extracting
 * stores the text it read with its reason.
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
 * running jobs 10 s before handing them back to the queue.
 */

const RESUME_QUEUE = 'resume-processing';

export interface ResumeJobData {
  applicationId: number;
  orgId: number;
}

const RESUME_JOB_OPTIONS = {
  retryLimit: MAX_RESUME_ATTEMPTS - 1,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: RESUME_JOB_EXPIRY_SECONDS,
} as const;

const RECOVERY_BATCH = 500;

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * A step that runs after the text is extracted, on the application as the attempt will store it
 * (PROCESSING, with its text and profile): screening scores the resume here. What it stores it
 * answers as a write, run in the transaction that stores the text and sets COMPLETED, under the
 * condition that the run still holds the application. A step that throws makes the attempt fail
 * and be retried; throw `PermanentResumeError` to fail without retrying. Steps must be idempotent:
 * after a crash an application may be handed over again (e.g. upsert the single 'resume-feedback'
 * note).
 */
export type ProcessingStep = (ctx: AppContext, application: ExtractedApplication) => Promise<StepWrite | void>;

/** An application as the steps get it: its text and profile set, with the engine's analysis of the text (null: unreadable). */
export type ExtractedApplication = ApplicationRow & { resumeAnalysis?: ResumeAnalysis | null };

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

/**
 * Creates the queue once per process. Policy 'short': at most one queued (not yet started) job per
 * singleton key (the application id), so re-queueing never stacks duplicates.
 */
export const ensureResumeQueue = (boss: PgBoss) => ensureQueue(boss, RESUME_QUEUE, { policy: 'short', ...RESUME_JOB_OPTIONS });

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

/**
 * Queues processing of several applications in one statement, inside the transaction that writes
 * their rows (`queueDb`, see withQueueTransaction), each job with the id its row records; the
 * queue must exist (`ensureResumeQueue`).
 */
export async function enqueueResumeProcessingBatch(
  boss: PgBoss,
  jobs: ReadonlyArray<{ id: string; data: ResumeJobData }>,
  db: PgBoss.Db,
): Promise<void> {
  if (jobs.length === 0) return;
  await boss.insert(
    jobs.map(({ id, data }) => ({ id, name: RESUME_QUEUE, data, singletonKey: String(data.applicationId), ...RESUME_JOB_OPTIONS })),
    { db },
  );
}

/** Nudges this process's worker to fetch now instead of at its next poll (call after commit). */
export function wakeResumeWorker(boss: PgBoss): void {
  workers.get(boss)?.wake();
}

// ---------------------------------------------------------------------------------------------
// One attempt: claim, extract, run the steps, store
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

/** How an attempt at a job ended: its result to store (none when its application was not claimed), and why it failed. */
interface Attempt {
  job: ResumeJob;
  result: AttemptResult | null;
  failure: { error: unknown; permanent: boolean; lastAttempt: boolean } | null;
}

/** No retry follows: pg-boss has none left for the job, or the application reached its cap of claims. */
const isLastAttempt = (job: ResumeJob, claimed: ApplicationRow) => job.retryCount >= job.retryLimit || claimed.resumeAttempts >= MAX_RESUME_ATTEMPTS;

/** The job goes back to pg-boss as failed, to be retried (unless it was the last try). */
const retried = (attempt: Attempt) => Boolean(attempt.failure && !attempt.failure.permanent);

/**
 * Claims the jobs' applications in one update; answers the claimed ones by job id. Jobs without a
 * valid payload are dropped; an application out of attempts is set FAILED without processing.
 */
async function claimJobs(ctx: AppContext, jobs: readonly ResumeJob[]): Promise<Map<string, ApplicationRow>> {
  const { db } = ctx.database;
  const valid = jobs.filter((job) => {
    if (!validData(job.data)) ctx.logger.warn({ jobId: job.id }, 'resume job without a valid application id: dropped');
    return validData(job.data);
  });
  const claims = valid.map((job) => ({ jobId: job.id, applicationId: job.data.applicationId, orgId: job.data.orgId }));
  const claimed = await claimApplications(db, claims);
  const unclaimed = claims.filter((claim) => !claimed.has(claim.jobId));
  const exhausted = new Set(await failExhaustedClaims(db, unclaimed));
  for (const { jobId, applicationId } of unclaimed) {
    if (exhausted.has(jobId)) ctx.logger.warn({ applicationId, jobId }, 'resume attempts exhausted: FAILED without processing');
    else ctx.logger.debug({ applicationId, jobId }, 'resume already processed, taken or deleted: skipped');
  }
  return claimed;
}

/** What an extraction failure of the file itself tells the recruiter; the same bytes fail the same way again. */
const PERMANENT_EXTRACTION_FAILURES: Partial<Record<ExtractionError['kind'], string>> = {
  limits: APPLICATION_MESSAGES.resumeLimits,
  docx: APPLICATION_MESSAGES.docxMalformed,
  parse: APPLICATION_MESSAGES.resumeDamaged,
};

/** The file's text and its reading from an extraction child; a file the parsers refuse or that overruns the limits fails for good. */
async function extractAndRead(ctx: AppContext, bytes: Uint8Array, type: ResumeFileType, reading: ResumeReadingOptions): Promise<ExtractedResume> {
  try {
    return await ctx.extraction.extractAndRead(bytes, type, reading);
  } catch (error) {
    const permanent = error instanceof ExtractionError ? PERMANENT_EXTRACTION_FAILURES[error.kind] : undefined;
    if (permanent) throw new PermanentResumeError(permanent);
    throw error;
  }
}

/** The text of the application's stored file, with what was read from it (read here when the child could not). */
async function readResume(ctx: AppContext, application: ApplicationRow): Promise<{ text: string; reading: ResumeReading }> {
  const bytes = await ctx.storage.read(application.resumeFileKey);
  const type =
    fileTypeOfMime(application.resumeMime) ??
    (() => {
      const detected = detectResumeType(bytes, ['pdf', 'docx', 'doc', 'txt']);
      return detected.ok ? detected.type : null;
    })();
  if (!type) throw new PermanentResumeError(APPLICATION_MESSAGES.resumeType);
  const options = readingOptionsFor(application);
  const { text, reading } = await extractAndRead(ctx, bytes, type, options);
  if (!text) throw new PermanentResumeError(APPLICATION_MESSAGES.noScannedText);
  return { text, reading: reading ?? readResumeText(text, options) };
}

/**
 * A mass upload arrives without contact details: its name, email and phone are taken from the
 * resume when found (stored only while it has no email; see storeResults). Without a name in the
 * resume it keeps the name it was given from its file name.
 */
function contactsToFill(application: ApplicationRow, profile: ResumeProfile): AttemptResult['contacts'] {
  if (application.sourceChannel !== MASS_UPLOAD_SOURCE_CHANNEL || application.candidateEmail !== null) return null;
  return { name: profile.name || null, phone: profile.phone || null, email: profile.email || null };
}

/** Extracts the claimed application's text, parses its fields and runs the steps; never throws. */
async function attemptJob(ctx: AppContext, steps: ProcessingSteps, job: ResumeJob, claimed: ApplicationRow): Promise<Attempt> {
  let extracted: AttemptResult['extracted'] = null;
  const resultWith = (status: AttemptResult['status'], error: string | null, writes: StepWrite[] = []): AttemptResult => ({
    application: claimed,
    extracted,
    contacts: extracted && contactsToFill(claimed, extracted.profile),
    status,
    error,
    writes,
  });
  try {
    const { text, reading } = await readResume(ctx, claimed);
    extracted = { text, profile: reading.profile };
    const application: ExtractedApplication = { ...claimed, resumeText: text, profile: reading.profile, resumeAnalysis: reading.analysis };
    const writes: StepWrite[] = [];
    for (const step of steps) {
      const write = await step(ctx, application);
      if (write) writes.push(write);
    }
    return { job, result: resultWith('COMPLETED', null, writes), failure: null };
  } catch (error) {
    const permanent = error instanceof PermanentResumeError || error instanceof FileNotFoundError;
    const lastAttempt = isLastAttempt(job, claimed);
    const reason =
      error instanceof PermanentResumeError
        ? error.message
        : error instanceof FileNotFoundError
          ? 'The resume file is missing.'
          : `Processing the resume failed: ${errorText(error)}`;
    return { job, result: resultWith(permanent || lastAttempt ? 'FAILED' : 'PENDING', reason), failure: { error, permanent, lastAttempt } };
  }
}

/** The attempt failed in storing its result: only its status and reason are stored, and its job is retried. */
function failedStoring(job: ResumeJob, result: AttemptResult, error: unknown): Attempt {
  const lastAttempt = isLastAttempt(job, result.application);
  return {
    job,
    result: {
      ...result,
      extracted: null,
      contacts: null,
      status: lastAttempt ? 'FAILED' : 'PENDING',
      error: `Processing the resume failed: ${errorText(error)}`,
      writes: [],
    },
    failure: { error, permanent: false, lastAttempt },
  };
}

/** Settles the attempts' queue jobs inside the transaction that stores their results (the worker's; none for a direct call). */
type QueueSettlement = (queueDb: PgBoss.Db, attempts: readonly Attempt[]) => Promise<void>;

/** An attempt as stored: `written` when its run still held the application. */
interface StoredAttempt {
  attempt: Attempt;
  written: boolean;
}

/** Stores the attempts' results in one transaction, in which `settle` settles their queue jobs. */
async function storeTogether(ctx: AppContext, attempts: readonly Attempt[], settle: QueueSettlement | null): Promise<StoredAttempt[]> {
  const written = await withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
    const ids = await storeResults(
      tx,
      attempts.flatMap((attempt) => (attempt.result ? [attempt.result] : [])),
    );
    await settle?.(queueDb, attempts);
    return ids;
  });
  return attempts.map((attempt) => ({ attempt, written: Boolean(attempt.result && written.has(attempt.result.application.id)) }));
}

/**
 * Stores the attempts together; when that fails, one by one, so that one bad result does not sink
 * the others. An attempt whose result cannot be stored stores its failure instead.
 */
async function storeAttempts(ctx: AppContext, attempts: readonly Attempt[], settle: QueueSettlement | null): Promise<Array<StoredAttempt | Error>> {
  try {
    return await storeTogether(ctx, attempts, settle);
  } catch (error) {
    if (attempts.length > 1) {
      ctx.logger.warn({ err: error, attempts: attempts.length }, 'storing resume results together failed: storing them one by one');
      const stored: Array<StoredAttempt | Error> = [];
      for (const attempt of attempts) stored.push(...(await storeAttempts(ctx, [attempt], settle)));
      return stored;
    }
    const [{ job, result }] = attempts as [Attempt];
    // A result without text is already no more than a status and a reason: nothing lighter to store.
    if (!result?.extracted) return [error instanceof Error ? error : new Error(errorText(error))];
    return storeAttempts(ctx, [failedStoring(job, result, error)], settle);
  }
}

/** Logs how the attempt ended, once stored. */
function reportStored(ctx: AppContext, { attempt, written }: StoredAttempt): void {
  const { job, result, failure } = attempt;
  if (!result) return;
  const log = ctx.logger.child({
    applicationId: result.application.id,
    orgId: result.application.orgId,
    jobId: job.id,
    attempt: result.application.resumeAttempts,
  });
  if (!written) log.info('resume handed over to another job while processing: result dropped');
  else if (!failure) log.info({ characters: result.extracted?.text.length }, 'resume processed');
  else if (failure.permanent) log.warn({ reason: result.error }, 'resume processing failed');
  else log[failure.lastAttempt ? 'error' : 'warn']({ err: failure.error, lastAttempt: failure.lastAttempt }, 'resume processing attempt failed');
}

/**
 * One attempt at one application, outside the worker (tests): claim, process, store. Throws the
 * error of an attempt to be retried, as the worker then fails the job back to pg-boss.
 */
export async function processResumeJob(ctx: AppContext, steps: ProcessingSteps, job: ResumeJob): Promise<void> {
  const claimed = (await claimJobs(ctx, [job])).get(job.id);
  if (!claimed) return;
  const [stored] = await storeAttempts(ctx, [await attemptJob(ctx, steps, job, claimed)], null);
  if (stored instanceof Error) throw stored;
  reportStored(ctx, stored!);
  if (retried(stored!.attempt)) throw stored!.attempt.failure!.error;
}

// ---------------------------------------------------------------------------------------------
// Recovery after a crash or restart
// ---------------------------------------------------------------------------------------------

const ALIVE_STATES = new Set(['created', 'retry', 'active']);

/** A job still marked active after its expiry: no live worker can be holding it any more. */
function isExpiredActive(job: { state: string; startedOn?: Date | string | null }): boolean {
  if (job.state !== 'active' || !job.startedOn) return false;
  return Date.now() - new Date(job.startedOn).getTime() > RESUME_JOB_EXPIRY_SECONDS * 1000;
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
// The worker
// ---------------------------------------------------------------------------------------------

const POLL_MS = 1000;
const SWEEP_MS = 5 * 60 * 1000;
const STOP_TIMEOUT_MS = 10_000;
/** Results stored in one transaction at most. */
const STORE_BATCH = 50;
/**
 * How long a store waits for the results still being worked on, to store them in the same
 * transaction: in bench:pipeline this took PostgreSQL's CPU per resume from about 4.4 to 3.2 ms.
 */
const STORE_GATHER_MS = 50;

/** pg-boss 10 reads (name, ids, data, options) when completing many jobs; its types leave `data` out. */
type CompleteJobs = (name: string, ids: string[], data: null, options: PgBoss.ConnectionOptions) => Promise<unknown>;

/** The running worker of each queue (one per app), for `wakeResumeWorker`. */
const workers = new WeakMap<PgBoss, BatchWorker<ResumeJob>>();

/** The queue job's settlement, in the transaction of its result: complete, or failed to be retried; not if it was handed back meanwhile. */
function settleWithQueue(ctx: AppContext, worker: BatchWorker<ResumeJob>): QueueSettlement {
  return async (queueDb, attempts) => {
    const owned = attempts.filter((attempt) => worker.owns(attempt.job));
    const completed = owned.filter((attempt) => !retried(attempt)).map((attempt) => attempt.job.id);
    const complete = ctx.queue.complete.bind(ctx.queue) as unknown as CompleteJobs;
    if (completed.length > 0) await complete(RESUME_QUEUE, completed, null, { db: queueDb });
    for (const attempt of owned.filter(retried)) {
      await ctx.queue.fail(RESUME_QUEUE, attempt.job.id, { message: errorText(attempt.failure!.error) }, { db: queueDb });
    }
  };
}

/** Runs a fetched batch: one claim for all, then each job's attempt, its result stored with those finishing meanwhile. */
function runBatch(ctx: AppContext, steps: ProcessingSteps, store: WriteBatcher<Attempt, StoredAttempt>, jobs: ResumeJob[]): Array<Promise<void>> {
  const claims = claimJobs(ctx, jobs);
  return jobs.map(async (job) => {
    const claimed = (await claims).get(job.id);
    const attempt = claimed ? await attemptJob(ctx, steps, job, claimed) : { job, result: null, failure: null };
    reportStored(ctx, await store.write(attempt));
  });
}

export interface ResumeWorker {
  /**
   * Stops the worker: no new job is fetched; the running ones may finish within `timeoutMs`, else
   * they are failed back to the queue (to be retried) as pg-boss does at shutdown. Call before the
   * queue and the database close; a second call waits for the first.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Starts this process's resume worker, running `steps` after each extraction, and the periodic
 * recovery sweep, after recovering what a previous run left.
 */
export async function registerResumeProcessingJob(ctx: AppContext, steps: ProcessingSteps): Promise<ResumeWorker> {
  // One worker per queue: `wakeResumeWorker` finds it by the queue.
  if (workers.has(ctx.queue)) throw new Error('resume processing already runs on this queue');
  const store = new WriteBatcher<Attempt, StoredAttempt>(
    async (batch) => {
      const stored = await storeAttempts(
        ctx,
        batch.map((waiting) => waiting.item),
        settleWithQueue(ctx, worker),
      );
      stored.forEach((outcome, index) => (outcome instanceof Error ? batch[index]!.reject(outcome) : batch[index]!.resolve(outcome)));
    },
    STORE_BATCH,
    { waitMs: STORE_GATHER_MS, expected: (): number => worker.runningCount },
  );
  const extractionWorkers = ctx.extraction.workerCount;
  const worker = new BatchWorker<ResumeJob>({
    logger: ctx.logger,
    // Eight times the extraction children: results waiting up to STORE_GATHER_MS to be stored
    // together, and those being screened on the event loop, hold places too, and with fewer the
    // children waited for files (bench:pipeline: twice 0.49 and four times 0.56 of raw extraction,
    // the cores 80-84 % busy; eight times 0.59, 85-88 %). At most this many files (10 MB each) are
    // in memory at once.
    concurrency: 8 * extractionWorkers,
    refillAt: extractionWorkers,
    pollMs: POLL_MS,
    jobTimeoutMs: RESUME_JOB_EXPIRY_SECONDS * 1000,
    fetch: (count) => ctx.queue.fetch<ResumeJobData>(RESUME_QUEUE, { includeMetadata: true, batchSize: count }),
    run: (jobs) => runBatch(ctx, steps, store, jobs),
    handBack: async (job, reason) => {
      await ctx.queue.fail(RESUME_QUEUE, job.id, { message: reason });
      ctx.logger.warn({ jobId: job.id, applicationId: job.data.applicationId, reason }, 'resume job handed back to the queue');
    },
  });
  workers.set(ctx.queue, worker);
  await ensureResumeQueue(ctx.queue);
  await recoverResumeProcessing(ctx, { startup: true });
  worker.start();
  const sweep = setInterval(() => {
    recoverResumeProcessing(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'resume recovery sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  let stopped: Promise<void> | undefined;
  return {
    stop: (options = {}) =>
      (stopped ??= (async () => {
        workers.delete(ctx.queue);
        clearInterval(sweep);
        await worker.stop(options.timeoutMs ?? STOP_TIMEOUT_MS);
      })()),
  };
}
