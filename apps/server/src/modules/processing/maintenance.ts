import type { AppContext } from '../../context.js';
import { purgeRateLimits } from '../../lib/rate-limiter.js';
import { purgeOtpCodes } from '../auth/otp.js';
import { sweepOrphanFiles } from '../applications/orphan-files.js';
import { redispatchStaleEmails } from '../candidate-emails/candidate-email-queue.js';
import { runRetention } from '../data-rights/retention.js';

const QUEUE = 'maintenance';

export interface Maintenance {
  /** Waits for the start-up sweep, so the app closes its database only after it. */
  stop(): Promise<void>;
}

/** Candidates past their organisation's retention period: a week's notice, then erasure (docs/data-rights.md). */
async function retainAndLog(ctx: AppContext): Promise<void> {
  const run = await runRetention(ctx);
  if (run.withdrawn + run.erased + run.noticed > 0) ctx.logger.info(run, 'retention: notices and erasures');
}

async function sweepAndLog(ctx: AppContext): Promise<void> {
  const removedFiles = await sweepOrphanFiles(ctx);
  if (removedFiles > 0) ctx.logger.info({ removedFiles }, 'deleted stored files no application references');
}

/**
 * Hourly clean-up on the shared job queue: spent one-time codes, old rate-limit windows,
 * candidates past their retention period, stored files no application references, and candidate
 * emails whose dispatch after commit was lost. The file sweep also runs once right after start-up,
 * in the background, so files a crash left behind go soon after a restart without delaying it. It
 * runs outside the queue: a queued job finishing after the app closed its pool would fail unseen.
 */
export async function registerMaintenanceJob(ctx: AppContext): Promise<Maintenance> {
  await ctx.queue.createQueue(QUEUE);
  await ctx.queue.schedule(QUEUE, '17 * * * *');
  await ctx.queue.work(QUEUE, async () => {
    await purgeOtpCodes(ctx.database.db);
    await purgeRateLimits(ctx.database.db);
    await retainAndLog(ctx);
    await sweepAndLog(ctx);
    await redispatchStaleEmails(ctx);
  });
  const startupSweep = sweepAndLog(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'start-up file sweep failed'));
  return { stop: () => startupSweep };
}
