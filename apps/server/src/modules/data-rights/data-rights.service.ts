import { ERASURE_PAGE_SIZE, RETENTION_NOTICE_DAYS, type DueErasure, type ErasurePage, type RetentionSettings } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { retryOnDeadlock } from '../../lib/db-errors.js';
import { pageAnswer } from '../../lib/page.js';
import { applicationNotFound } from '../applications/applications.service.js';
import {
  countErasures,
  findDueErasures,
  findErasuresPage,
  findRetentionMonths,
  keepApplication,
  upsertRetentionMonths,
} from './data-rights.repository.js';
import { toErasure } from './erasure.js';

const retentionSettings = (retentionMonths: number | null): RetentionSettings => ({ retentionMonths, noticeDays: RETENTION_NOTICE_DAYS });

export async function getRetention(db: DbOrTx, orgId: number): Promise<RetentionSettings> {
  return retentionSettings(await findRetentionMonths(db, orgId));
}

/** Sets the period; the next maintenance run gives notices or withdraws them accordingly. */
export async function setRetention(db: DbOrTx, orgId: number, userId: number, months: number | null): Promise<RetentionSettings> {
  return retentionSettings(await upsertRetentionMonths(db, orgId, months, userId));
}

export async function listDueErasures(db: DbOrTx, orgId: number): Promise<DueErasure[]> {
  const rows = await findDueErasures(db, orgId);
  return rows.map((row) => ({ ...row, lastActivityAt: row.lastActivityAt.toISOString(), dueAt: row.dueAt.toISOString() }));
}

/** "Keep": the notice goes and the application counts as active today; 404 when it is not the organisation's. */
export async function keepCandidate(db: DbOrTx, orgId: number, applicationId: number): Promise<void> {
  const kept = await retryOnDeadlock(() => db.transaction((tx) => keepApplication(tx, orgId, applicationId)));
  if (!kept) throw applicationNotFound();
}

export async function listErasures(db: DbOrTx, orgId: number, page: number): Promise<ErasurePage> {
  const total = await countErasures(db, orgId);
  const rows = total > page * ERASURE_PAGE_SIZE ? await findErasuresPage(db, orgId, page, ERASURE_PAGE_SIZE) : [];
  return pageAnswer(rows.map(toErasure), { total, page, size: ERASURE_PAGE_SIZE });
}
