import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { applications } from '../../db/schema.js';

/**
 * How old an unreferenced file must be before the sweep deletes it: an upload writes its files
 * before their rows commit (a mass upload of 50 files takes minutes, never an hour).
 */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** Keys checked against the database per query. */
const BATCH_SIZE = 500;

/**
 * Deletes stored files that no application references once they are older than ORPHAN_MIN_AGE_MS:
 * what a crash between storing a resume and committing its application leaves behind, and the
 * files of applications removed with their job or organisation. Also removes writes cut short by a
 * crash. Answers how many files it deleted.
 */
export async function sweepOrphanFiles(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  let removed = (await ctx.storage.removeAbandonedWrites?.(before)) ?? 0;
  let batch: string[] = [];
  for await (const file of ctx.storage.list()) {
    if (file.modifiedAt >= before) continue;
    batch.push(file.key);
    if (batch.length === BATCH_SIZE) {
      removed += await removeUnreferenced(ctx, batch);
      batch = [];
    }
  }
  if (batch.length > 0) removed += await removeUnreferenced(ctx, batch);
  return removed;
}

async function removeUnreferenced(ctx: AppContext, keys: string[]): Promise<number> {
  const rows = await ctx.database.db.select({ key: applications.resumeFileKey }).from(applications).where(inArray(applications.resumeFileKey, keys));
  const referenced = new Set(rows.map((row) => row.key));
  const orphans = keys.filter((key) => !referenced.has(key));
  for (const key of orphans) await ctx.storage.remove(key);
  return orphans.length;
}
