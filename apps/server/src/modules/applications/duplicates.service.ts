import { DUPLICATE_MESSAGES, type DuplicateApplication, type MergeNotesResponse } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { lockApplicationStatus } from './applications.repository.js';
import { applicationNotFound, getApplication } from './applications.service.js';
import { copyNotes, findDuplicates, isDuplicateOf } from './duplicates.repository.js';

/** GET /api/applications/{id}/duplicates: the organisation's other applications matching this one. */
export async function listDuplicates(db: DbOrTx, orgId: number, id: number): Promise<DuplicateApplication[]> {
  const target = await getApplication(db, orgId, id);
  const rows = await findDuplicates(db, orgId, target);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * POST /api/applications/{id}/merge-notes: copies the recruiters' notes of `fromId` onto `id`, in
 * one transaction. Both must be the organisation's (404, the same answer as a missing one) and
 * duplicates of each other (409).
 */
export async function mergeNotes(db: DbOrTx, orgId: number, id: number, fromId: number): Promise<MergeNotesResponse> {
  return db.transaction(async (tx) => {
    // Two merges into one application wait for each other, so neither copies a note the other is copying.
    if (!(await lockApplicationStatus(tx, orgId, id))) throw applicationNotFound();
    const target = await getApplication(tx, orgId, id);
    await getApplication(tx, orgId, fromId);
    if (!(await isDuplicateOf(tx, orgId, target, fromId))) throw conflict(DUPLICATE_MESSAGES.notDuplicates);
    const merged = await copyNotes(tx, orgId, fromId, id);
    return { message: DUPLICATE_MESSAGES.merged(merged), merged };
  });
}
