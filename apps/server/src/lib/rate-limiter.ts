import { sql } from 'drizzle-orm';
import { GENERIC_MESSAGES } from '@kairox/contract';
import type { DbOrTx } from '../db/database.js';
import { rateLimits } from '../db/schema.js';
import { tooManyRequests } from './errors.js';

export interface RateLimit {
  /** Bucket name, e.g. 'login:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit in a fixed window kept in the database, so every API instance shares the count.
 * Throws 429 (with Retry-After) once the window holds more than `max` hits.
 */
export async function consumeRateLimit(db: DbOrTx, limit: RateLimit, subject: string, message?: string) {
  const key = `${limit.name}:${subject}`.slice(0, 300);
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))::float8`,
    });
  if (row && row.hits > limit.max) {
    throw tooManyRequests(message ?? GENERIC_MESSAGES.tooManyRequests, row.retryAfter);
  }
}

/** Forgets a subject's hits, e.g. an account's failed logins after a successful one. */
export async function resetRateLimit(db: DbOrTx, limit: RateLimit, subject: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${limit.name}:${subject}`.slice(0, 300)}`);
}

/** Drops windows that ended long ago (run by the maintenance job). */
export async function purgeRateLimits(db: DbOrTx) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
