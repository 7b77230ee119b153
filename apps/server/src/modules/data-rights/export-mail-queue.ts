/**
 * Delivery of a confirmed data export on the pg-boss queue 'data-export-mail' (docs/data-rights.md).
 *
 * Confirming an export request adds its queue job in the transaction that marks the request
 * COMPLETED, so a confirmed export is always mailed, even when the process stops right after the
 * commit. The worker builds the zip from what is stored at that moment (it is not kept anywhere in
 * between: it holds the resume) and hands it to the mailer; a failed delivery fails the job, so
 * pg-boss retries it with backoff, as it does a candidate email. An application erased meanwhile
 * leaves nothing to send.
 */
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { ensureQueue, type JobAttempt, wakeWorker, workOneAtATime, type QueueWorker } from '../../lib/queue.js';
import { CANDIDATE_EMAIL_JOB_OPTIONS } from '../candidate-emails/candidate-email-queue.js';
import { buildCandidateExport, exportMail } from './candidate-export.js';

const DATA_EXPORT_MAIL_QUEUE = 'data-export-mail';
const POLLING_INTERVAL_SECONDS = 2;

export interface ExportMailJobData {
  orgId: number;
  applicationId: number;
  requestId: number;
}

/** Its jobs are retried as a candidate email's. */
export const ensureExportMailQueue = (boss: PgBoss) => ensureQueue(boss, DATA_EXPORT_MAIL_QUEUE, CANDIDATE_EMAIL_JOB_OPTIONS);

/**
 * Queues the export's mail inside the transaction that completes its request (`db`, see
 * withQueueTransaction); the queue must exist (`ensureExportMailQueue`).
 */
export async function enqueueExportMail(boss: PgBoss, data: ExportMailJobData, db: PgBoss.Db): Promise<void> {
  await boss.send(DATA_EXPORT_MAIL_QUEUE, data, { ...CANDIDATE_EMAIL_JOB_OPTIONS, db });
}

/** Nudges this process's worker to fetch now instead of at its next poll (call after commit). */
export function wakeExportMailWorker(boss: PgBoss): void {
  wakeWorker(boss, DATA_EXPORT_MAIL_QUEUE);
}

const isId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const validData = (data: unknown): data is ExportMailJobData => {
  const candidate = data as Partial<ExportMailJobData> | null;
  return Boolean(candidate) && isId(candidate!.orgId) && isId(candidate!.applicationId) && isId(candidate!.requestId);
};

/**
 * Builds the export and mails it to the candidate. A failed delivery before the last try is
 * rethrown (pg-boss retries the job); the last one is logged. Logs name the request, never the
 * address or the content.
 */
export async function deliverExportMail(ctx: AppContext, job: JobAttempt<ExportMailJobData>): Promise<void> {
  if (!validData(job.data)) {
    ctx.logger.warn('data export mail job without valid ids: dropped');
    return;
  }
  const { orgId, applicationId, requestId } = job.data;
  const log = ctx.logger.child({ orgId, requestId });
  const built = await buildCandidateExport(ctx, orgId, applicationId).catch((error: unknown) => {
    // Erased since the confirmation (404): nothing of the candidate is left to send.
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
  if (!built?.candidateEmail) {
    log.info('data export not mailed: the candidate or the address is no longer stored');
    return;
  }
  try {
    await ctx.mailer.deliver(exportMail(built, built.candidateEmail));
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    log[last ? 'error' : 'warn']({ err: error, attempt: job.retryCount + 1 }, last ? 'data export mail failed' : 'data export mail attempt failed');
    if (last) return;
    throw error;
  }
  log.info('data export mailed');
}

/** Creates the queue and starts this process's worker (one export at a time: each holds a resume). */
export async function registerExportMailWorker(ctx: AppContext): Promise<QueueWorker> {
  await ensureExportMailQueue(ctx.queue);
  return workOneAtATime<ExportMailJobData>(ctx.queue, DATA_EXPORT_MAIL_QUEUE, POLLING_INTERVAL_SECONDS, (job) => deliverExportMail(ctx, job));
}
