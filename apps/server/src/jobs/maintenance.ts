import type { AppContext } from '../context.js';
import { purgeRateLimits } from '../lib/rate-limiter.js';
import { purgeOtpCodes } from '../modules/auth/otp.js';
import { sweepOrphanFiles } from '../modules/applications/orphan-files.js';

const QUEUE = 'maintenance';

/**
 * Hourly clean-up on the shared job queue: spent one-time codes, old rate-limit windows, and stored
 * files no application references. One run is also queued at start-up, so files a crash left
 * behind go soon after a restart without delaying it.
 */
export async function registerMaintenanceJob(ctx: AppContext) {
  await ctx.queue.createQueue(QUEUE);
  await ctx.queue.schedule(QUEUE, '17 * * * *');
  await ctx.queue.work(QUEUE, async () => {
    await purgeOtpCodes(ctx.database.db);
    await purgeRateLimits(ctx.database.db);
    const removedFiles = await sweepOrphanFiles(ctx);
    if (removedFiles > 0) ctx.logger.info({ removedFiles }, 'deleted stored files no application references');
  });
  await ctx.queue.send(QUEUE, {});
}
