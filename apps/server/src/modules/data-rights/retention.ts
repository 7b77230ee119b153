import { DATA_RIGHTS_MESSAGES } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { retryOnDeadlock } from '../../lib/db-errors.js';
import { lockApplicationWithDuplicates } from '../applications/applications.repository.js';
import { removeDeletedResume } from '../applications/applications.service.js';
import { claimDueNotice, deleteNotice, deleteStaleNotices, expiredRetentionMonths, insertNoticesForExpired } from './data-rights.repository.js';
import { eraseWithin, type ErasedApplication } from './erasure.js';

/** Erasures per maintenance run, so one run stays short; the next run goes on. */
const MAX_ERASURES_PER_RUN = 500;

export interface RetentionRun {
  /** Notices withdrawn: activity since, SHORTLISTED, or a changed retention period. */
  withdrawn: number;
  erased: number;
  /** Candidates newly due for erasure in a week. */
  noticed: number;
}

/**
 * The retention step of the maintenance job, for every organisation with a retention period, at
 * `now` (tests pass their own clock): withdraws notices that no longer hold, erases the candidates
 * whose notice week passed, then gives newly expired candidates their week's notice.
 */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<RetentionRun> {
  const withdrawn = await deleteStaleNotices(ctx.database.db, now);
  const erased = await eraseDueCandidates(ctx, now);
  const noticed = await insertNoticesForExpired(ctx.database.db, now);
  return { withdrawn, erased, noticed };
}

type DueOutcome = 'none' | 'withdrawn' | ErasedApplication;

/**
 * Erases the candidates whose notice is due at `now`, one transaction each. A notice is claimed
 * with FOR UPDATE SKIP LOCKED, so a second worker takes the next one instead of the same; once
 * erased, the notice is gone with its application, so running again erases nothing twice.
 */
async function eraseDueCandidates(ctx: AppContext, now: Date): Promise<number> {
  let erased = 0;
  for (let run = 0; run < MAX_ERASURES_PER_RUN; run += 1) {
    const outcome = await retryOnDeadlock(() => ctx.database.db.transaction((tx) => eraseOneDue(tx, now)));
    if (outcome === 'none') break;
    if (outcome === 'withdrawn') continue;
    erased += 1;
    await removeDeletedResume(ctx, outcome.fileKey, outcome.applicationId);
  }
  return erased;
}

async function eraseOneDue(tx: DbOrTx, now: Date): Promise<DueOutcome> {
  const notice = await claimDueNotice(tx, now);
  if (!notice) return 'none';
  // Locked before the check, so no note or status change slips in between.
  await lockApplicationWithDuplicates(tx, notice.orgId, notice.applicationId);
  const months = await expiredRetentionMonths(tx, notice.orgId, notice.applicationId, now);
  if (months === null) {
    await deleteNotice(tx, notice.orgId, notice.id);
    return 'withdrawn';
  }
  const erased = await eraseWithin(tx, notice.orgId, notice.applicationId, {
    source: 'RETENTION',
    userId: null,
    reason: DATA_RIGHTS_MESSAGES.retentionReason(months),
  });
  return erased ?? 'withdrawn';
}
