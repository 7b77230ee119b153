/**
 * Delivery of candidate emails on the pg-boss queue 'candidate-email' (docs/emails.md).
 *
 * An email is first a QUEUED row, written in the transaction of the change it tells about; once
 * that commits, `dispatchCandidateEmails` adds its queue job, whose id was chosen at insert and is
 * stored on the row. The worker loads the row, hands it to the mailer and marks it SENT; a failed
 * delivery records its short reason and fails the job, so pg-boss retries it with backoff; after the
 * last try the row ends FAILED. A process that died between the commit and the dispatch leaves a
 * QUEUED row without a job: the maintenance job's sweep dispatches it again. Dispatching twice adds
 * no second job (the job id is the row's), and a row already SENT or FAILED is never sent again.
 */
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import { ensureQueue, type JobAttempt, wakeWorker, workOneAtATime, type QueueWorker } from '../../lib/queue.js';
import { findQueuedEmail, findStaleQueuedEmails, recordAttempt } from './candidate-emails.repository.js';

const CANDIDATE_EMAIL_QUEUE = 'candidate-email';

/** Five tries over about a quarter of an hour (30-60 s, 1-2 min, 2-4 min, 4-8 min between them). */
export const CANDIDATE_EMAIL_JOB_OPTIONS = {
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  // Longer than the SMTP time-outs together (lib/mailer.ts): an attempt cut off by a crash is retried after it.
  expireInSeconds: 120,
} as const;

const POLLING_INTERVAL_SECONDS = 2;
/** A QUEUED email older than this without a job lost its dispatch (the process stopped right after the commit). */
const STALE_AFTER_MS = 5 * 60_000;
const SWEEP_BATCH = 500;
const LAST_ERROR_MAX = 300;

interface CandidateEmailJobData {
  emailId: number;
  orgId: number;
}

/** A queued email's identity: its row and the queue job that delivers it. */
export interface QueuedEmailRef {
  id: number;
  orgId: number;
  jobId: string;
}

export const ensureCandidateEmailQueue = (boss: PgBoss) => ensureQueue(boss, CANDIDATE_EMAIL_QUEUE, CANDIDATE_EMAIL_JOB_OPTIONS);

/**
 * Adds the emails' queue jobs; call only after the rows committed. Never rejects: a failure is
 * logged and the maintenance sweep dispatches the rows later.
 */
export async function dispatchCandidateEmails(ctx: AppContext, emails: readonly QueuedEmailRef[]): Promise<void> {
  if (emails.length === 0) return;
  try {
    await ensureCandidateEmailQueue(ctx.queue);
    await ctx.queue.insert(
      emails.map(({ id, orgId, jobId }) => ({
        id: jobId,
        name: CANDIDATE_EMAIL_QUEUE,
        data: { emailId: id, orgId } satisfies CandidateEmailJobData,
      })),
    );
    wakeWorker(ctx.queue, CANDIDATE_EMAIL_QUEUE);
  } catch (error) {
    ctx.logger.error({ err: error, emailIds: emails.map((email) => email.id) }, 'candidate emails not dispatched; the maintenance sweep will');
  }
}

/** Maintenance: dispatches again the QUEUED emails older than a few minutes; answers how many it looked at. */
export async function redispatchStaleEmails(ctx: AppContext, now = new Date()): Promise<number> {
  const stale = await findStaleQueuedEmails(ctx.database.db, new Date(now.getTime() - STALE_AFTER_MS), SWEEP_BATCH);
  await dispatchCandidateEmails(ctx, stale);
  return stale.length;
}

const validData = (data: unknown): data is CandidateEmailJobData => {
  const candidate = data as Partial<CandidateEmailJobData> | null;
  return Boolean(candidate) && Number.isSafeInteger(candidate!.emailId) && Number.isSafeInteger(candidate!.orgId);
};

/** The failure's reason, short; a transport's error names the connection or the server's answer, never the mail's content. */
const shortError = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, LAST_ERROR_MAX);

/**
 * Delivers the job's email if it is still QUEUED. A failure before the last try is recorded and
 * rethrown (pg-boss retries the job); the last one sets FAILED.
 */
export async function deliverCandidateEmail(ctx: AppContext, job: JobAttempt<CandidateEmailJobData>): Promise<void> {
  if (!validData(job.data)) {
    ctx.logger.warn('candidate email job without a valid email id: dropped');
    return;
  }
  const { emailId, orgId } = job.data;
  const { db } = ctx.database;
  const email = await findQueuedEmail(db, orgId, emailId);
  if (!email) return; // Sent or failed already, or erased with its application.
  try {
    await ctx.mailer.deliver({ to: email.toAddress, subject: email.subject, text: email.body, attachments: email.attachments });
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    await recordAttempt(db, orgId, emailId, { status: last ? 'FAILED' : 'QUEUED', lastError: shortError(error) });
    ctx.logger.warn(
      { emailId, orgId, template: email.template, attempt: job.retryCount + 1, err: error },
      last ? 'candidate email failed' : 'candidate email attempt failed',
    );
    if (last) return;
    throw error;
  }
  await recordAttempt(db, orgId, emailId, { status: 'SENT', lastError: null });
  ctx.logger.info({ emailId, orgId, template: email.template }, 'candidate email sent');
}

/** Creates the queue and starts this process's worker (one email at a time). */
export async function registerCandidateEmailWorker(ctx: AppContext): Promise<QueueWorker> {
  await ensureCandidateEmailQueue(ctx.queue);
  return workOneAtATime<CandidateEmailJobData>(ctx.queue, CANDIDATE_EMAIL_QUEUE, POLLING_INTERVAL_SECONDS, (job) => deliverCandidateEmail(ctx, job));
}
