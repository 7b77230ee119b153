import type { AppContext } from '../context.js';
import { purgeRateLimits } from '../lib/rate-limiter.js';
import { purgeOtpCodes } from '../modules/auth/otp.js';

const QUEUE = 'maintenance';

/** Hourly clean-up of spent one-time codes and old rate-limit windows, on the shared job queue. */
export async function registerMaintenanceJob(ctx: AppContext) {
  await ctx.queue.createQueue(QUEUE);
  await ctx.queue.schedule(QUEUE, '17 * * * *');
  await ctx.queue.work(QUEUE, async () => {
    await purgeOtpCodes(ctx.database.db);
    await purgeRateLimits(ctx.database.db);
  });
}
