import { csvLine, type ApplicationSearchFilters, type ApplicationSearchPage, type ApplicationStatus } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/page.js';
import {
  countApplications,
  countOwnApplications,
  findApplicationsPage,
  findExportBatch,
  lockApplicationStatuses,
  type ExportCursor,
  type ExportRow,
  type SearchFilters,
} from './application-search.repository.js';
import { applicationNotFound, applyStatusChange, deleteApplication, toApplication } from './applications.service.js';

/** Rows an export reads per query: few enough to keep memory flat, many enough to keep queries few. */
const EXPORT_BATCH_SIZE = 500;

function filtersOf(query: ApplicationSearchFilters): SearchFilters {
  const { page: _page, size: _size, sort: _sort, q, ...filters } = query;
  return { ...filters, search: q };
}

/** GET /api/applications: one page of the organisation's applications across its jobs. */
export async function searchApplications(db: DbOrTx, orgId: number, query: ApplicationSearchFilters): Promise<ApplicationSearchPage> {
  const { page, size, sort } = query;
  const filters = filtersOf(query);
  const total = await countApplications(db, orgId, filters);
  const rows = total > page * size ? await findApplicationsPage(db, orgId, filters, { page, size, sort }) : [];
  return pageAnswer(
    rows.map(({ hasScorecard, jobTitle, duplicateCount, ...row }) => ({ ...toApplication(row), hasScorecard, jobTitle, duplicateCount })),
    { total, page, size },
  );
}

const CSV_HEADER = ['ID', 'Candidate Name', 'Email', 'Phone', 'Job ID', 'Job Title', 'Status', 'Score', 'Source', 'Resume Status', 'Applied At'];

function exportLine(row: ExportRow): string {
  return csvLine([
    row.id,
    row.candidateName,
    row.candidateEmail,
    row.candidatePhone,
    row.jobId,
    row.jobTitle,
    row.status,
    row.score,
    row.sourceChannel,
    row.resumeStatus,
    row.createdAt.toISOString(),
  ]);
}

/**
 * GET /api/applications/export: the CSV text, batch by batch as the rows are read (keyset on the
 * sort's key), so memory stays flat however many applications match.
 */
export async function* exportApplicationsCsv(db: DbOrTx, orgId: number, query: ApplicationSearchFilters): AsyncGenerator<string> {
  const filters = filtersOf(query);
  yield csvLine(CSV_HEADER);
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await findExportBatch(db, orgId, filters, query.sort, cursor, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows.map(exportLine).join('');
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    cursor = { key: last.sortKey, id: last.id };
  }
}

/**
 * POST /api/applications/bulk-status: the single change's rules for each application, all in one
 * transaction. Any id that is not the organisation's answers 404 and nothing changes.
 */
export async function setApplicationStatuses(
  db: DbOrTx,
  orgId: number,
  ids: readonly number[],
  changedBy: number,
  status: ApplicationStatus,
  reason: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await lockApplicationStatuses(tx, orgId, ids);
    if (locked.length !== new Set(ids).size) throw applicationNotFound();
    for (const application of locked) await applyStatusChange(tx, orgId, application, changedBy, status, reason);
    return locked.length;
  });
}

/**
 * POST /api/applications/bulk-delete: each application deleted by the single delete (duplicates,
 * locks, files). Every id is checked first, so an id that is not the organisation's deletes none;
 * one deleted meanwhile by someone else is simply not counted.
 */
export async function deleteApplications(ctx: AppContext, orgId: number, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if ((await countOwnApplications(ctx.database.db, orgId, unique)) !== unique.length) throw applicationNotFound();
  let deleted = 0;
  for (const id of unique) {
    try {
      await deleteApplication(ctx, orgId, id);
      deleted += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
  return deleted;
}
