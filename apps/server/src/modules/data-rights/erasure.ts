import type { Erasure, ErasureSource } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { retryOnDeadlock } from '../../lib/db-errors.js';
import { lockApplicationWithDuplicates } from '../applications/applications.repository.js';
import { applicationNotFound, deleteApplicationRows, removeDeletedResume } from '../applications/applications.service.js';
import { countTiedRows, findErasure, insertErasure, settlePendingRequests } from './data-rights.repository.js';

/** Who or what erases, and why: the audit line's only contents besides the time and the count. */
export interface ErasureCause {
  source: ErasureSource;
  /** The staff member who erased or confirmed the candidate's request; null for retention. */
  userId: number | null;
  reason: string;
}

export interface ErasedApplication {
  erasure: Erasure;
  applicationId: number;
  /** The stored resume, to remove once the transaction committed. */
  fileKey: string;
}

/** The application row and its stored file, beside the rows tied to it. */
const APPLICATION_AND_FILE = 2;

/**
 * Erases an application inside the caller's transaction: locks it (and its duplicates, as the
 * delete does), counts what goes, settles its pending requests, deletes it with everything tied to
 * it through the applications module's own delete, and writes the anonymised audit line. Undefined
 * when it is not the organisation's. The caller removes the file after the commit; should that
 * fail, the orphan sweep removes it later.
 */
export async function eraseWithin(tx: DbOrTx, orgId: number, applicationId: number, cause: ErasureCause): Promise<ErasedApplication | undefined> {
  await lockApplicationWithDuplicates(tx, orgId, applicationId);
  const tiedRows = await countTiedRows(tx, orgId, applicationId);
  await settlePendingRequests(tx, orgId, applicationId, cause.userId);
  const deleted = await deleteApplicationRows(tx, orgId, applicationId);
  if (!deleted) return undefined;
  const row = await insertErasure(tx, {
    orgId,
    source: cause.source,
    erasedBy: cause.userId,
    reason: cause.reason,
    itemsErased: tiedRows + APPLICATION_AND_FILE,
  });
  const erasure = await findErasure(tx, orgId, row.id);
  return { erasure: toErasure(erasure!), applicationId, fileKey: deleted.key };
}

/** Erases the application in one transaction, then its stored file; 404 when it is not the organisation's. */
export async function eraseCandidate(ctx: AppContext, orgId: number, applicationId: number, cause: ErasureCause): Promise<Erasure> {
  const erased = await retryOnDeadlock(() => ctx.database.db.transaction((tx) => eraseWithin(tx, orgId, applicationId, cause)));
  if (!erased) throw applicationNotFound();
  await removeDeletedResume(ctx, erased.fileKey, applicationId);
  return erased.erasure;
}

export function toErasure(row: NonNullable<Awaited<ReturnType<typeof findErasure>>>): Erasure {
  return { ...row, erasedAt: row.erasedAt.toISOString() };
}
