import type { StoredApplicationStatus } from '@kairox/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applicationStatusHistory, applications } from '../../db/schema.js';
import { newApplicationValues, receivedHistoryValues, type NewApplicationOrigin } from './applications.repository.js';
import type { NewApplication } from './applications.service.js';

/**
 * The mass upload's writes (mass-upload.ts): the applications of one request in a few statements,
 * whatever their number, rather than a transaction of four statements per file.
 */

/** The status a mass-uploaded application starts in. */
export const MASS_UPLOAD_STATUS: StoredApplicationStatus = 'APPLIED';

/** One file of the request, to become an application. */
export interface MassUploadRow extends Omit<NewApplicationOrigin, 'duplicateOfId'> {
  application: NewApplication;
}

/** Of these file hashes, those some application of the job already has. */
export async function resumesOnJob(db: DbOrTx, jobId: number, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ hash: applications.resumeSha256 })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.resumeSha256, [...hashes])));
  return new Set(rows.map((row) => row.hash));
}

/**
 * Inserts the applications and their first audit rows, two statements for all of them, as
 * createApplication writes one (PENDING, with its queue job's id). Call it inside the
 * transaction that locks the job. Answers the application ids in the order of `rows`.
 */
export async function insertMassUploadRows(tx: DbOrTx, scope: { orgId: number; jobId: number }, rows: readonly MassUploadRow[]): Promise<number[]> {
  const inserted = await tx
    .insert(applications)
    .values(rows.map(({ application, ...origin }) => newApplicationValues(scope, application, { ...origin, duplicateOfId: null })))
    .returning({ id: applications.id, resumeFileKey: applications.resumeFileKey });
  // Each file has a key of its own: the rows are matched by it, whatever order the database answers in.
  const idByKey = new Map(inserted.map((row) => [row.resumeFileKey, row.id]));
  const ids = rows.map((row) => idByKey.get(row.resume.key)!);
  await tx.insert(applicationStatusHistory).values(rows.map((row, index) => receivedHistoryValues(scope.orgId, ids[index]!, row.application)));
  return ids;
}
