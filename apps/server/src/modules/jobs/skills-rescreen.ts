/**
 * Background re-screen of a job's candidates after the recruiter edits its skills, on the pg-boss
 * queue 'job-rescreen' (docs/screening.md, Job skills).
 *
 * Saving the list queues one job per job id in the same transaction. The queue's policy 'short'
 * keeps at most one queued run per job: edits in a row while a run waits add nothing, and an edit
 * during a run queues one more run. A run reads the job's skills when it screens each candidate,
 * so the last run always scores against the newest list.
 *
 * The worker re-screens the job's applications whose resume text is extracted (COMPLETED), one by
 * one, through `rescreenApplication` with no actor (it keeps a recruiter's override in force and
 * records the history and the AI decision log). When the app closes mid-run, the run stops after
 * the candidate in hand and queues itself again, so the next start finishes the list.
 */
import { JOB_SKILL_MESSAGES } from '@kairox/contract';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { rescreenApplication } from '../screening/rescreen.js';
import { findScreenableApplicationIds } from './jobs.repository.js';

export const JOB_RESCREEN_QUEUE = 'job-rescreen';

export interface JobRescreenData {
  orgId: number;
  jobId: number;
}

/**
 * A run may take long (one screening per candidate, up to 90 s each with an LLM), so it expires
 * late; a run cut off by a crash is retried after that.
 */
const JOB_RESCREEN_OPTIONS = {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 4 * 60 * 60,
} as const;

/** How often an idle worker looks for runs; saving a list wakes it at once. */
const POLLING_INTERVAL_SECONDS = 2;

/** Queues a re-screen of the job's candidates. Inside a transaction pass its `queueDb` (withQueueTransaction). */
export async function enqueueJobRescreen(boss: PgBoss, data: JobRescreenData, options: { db?: PgBoss.Db } = {}): Promise<void> {
  await boss.send(JOB_RESCREEN_QUEUE, data, {
    ...JOB_RESCREEN_OPTIONS,
    singletonKey: String(data.jobId),
    ...(options.db ? { db: options.db } : {}),
  });
}

const workerIds = new WeakMap<PgBoss, string>();

/** Nudges this process's worker to fetch now instead of at its next poll (call after commit). */
export function wakeJobRescreenWorker(boss: PgBoss): void {
  const workerId = workerIds.get(boss);
  if (workerId) boss.notifyWorker(workerId);
}

const validData = (data: unknown): data is JobRescreenData => {
  const candidate = data as Partial<JobRescreenData> | null;
  return Boolean(candidate) && Number.isSafeInteger(candidate!.orgId) && Number.isSafeInteger(candidate!.jobId);
};

/** An application deleted, or handed back to resume processing, since the run listed it (404, 409): nothing to re-screen. */
const isGoneOrNotScreenable = (error: unknown) => error instanceof AppError;

export type RescreenRunOutcome = 'finished' | 'interrupted';

/**
 * Re-screens every candidate of the job whose text is extracted, unless `stopping()` turns true
 * between two of them. One candidate's failure does not stop the others; an unexpected one makes
 * the run throw at the end, so pg-boss retries it (re-screening is idempotent).
 */
export async function rescreenJobCandidates(
  ctx: AppContext,
  data: JobRescreenData,
  stopping: () => boolean = () => false,
): Promise<RescreenRunOutcome> {
  const { orgId, jobId } = data;
  const candidates = await findScreenableApplicationIds(ctx.database.db, orgId, jobId);
  let rescreened = 0;
  let failed = 0;
  for (const { id: applicationId } of candidates) {
    if (stopping()) {
      ctx.logger.info({ jobId, orgId, rescreened, remaining: candidates.length - rescreened }, 'job re-screen interrupted by shutdown');
      return 'interrupted';
    }
    try {
      await rescreenApplication(ctx, { orgId, applicationId, actor: null, reason: JOB_SKILL_MESSAGES.rescreenReason });
      rescreened += 1;
    } catch (error) {
      if (isGoneOrNotScreenable(error)) continue;
      failed += 1;
      ctx.logger.error({ err: error, jobId, orgId, applicationId }, 'job re-screen: a candidate could not be re-screened');
    }
  }
  ctx.logger.info({ jobId, orgId, rescreened, failed }, 'job candidates re-screened');
  if (failed > 0) throw new Error(`${failed} of ${candidates.length} candidates could not be re-screened`);
  return 'finished';
}

export interface JobRescreenWorker {
  /** Stops fetching and waits for the run in hand to stop after its current candidate. */
  stop(): Promise<void>;
}

/** Creates the queue and starts this process's worker (one run at a time). */
export async function registerJobRescreenJob(ctx: AppContext): Promise<JobRescreenWorker> {
  const boss = ctx.queue;
  await boss.createQueue(JOB_RESCREEN_QUEUE, { name: JOB_RESCREEN_QUEUE, policy: 'short', ...JOB_RESCREEN_OPTIONS });
  let stopping = false;
  let running: Promise<unknown> = Promise.resolve();
  const runJob = async (job: PgBoss.Job<JobRescreenData> | undefined) => {
    if (!job || !validData(job.data)) {
      ctx.logger.warn({ queueJobId: job?.id }, 'job re-screen without a valid job id: dropped');
      return;
    }
    // Queued again while the queue is still up: the next start re-screens the whole list.
    if ((await rescreenJobCandidates(ctx, job.data, () => stopping)) === 'interrupted') await enqueueJobRescreen(boss, job.data);
  };
  const workerId = await boss.work<JobRescreenData>(
    JOB_RESCREEN_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
    async ([job]) => {
      const run = runJob(job);
      running = run.catch(() => undefined);
      await run;
    },
  );
  workerIds.set(boss, workerId);
  return {
    stop: async () => {
      stopping = true;
      workerIds.delete(boss);
      await boss.offWork(JOB_RESCREEN_QUEUE);
      await running;
    },
  };
}
