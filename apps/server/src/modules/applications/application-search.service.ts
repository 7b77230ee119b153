import {
  APPLICATION_SEARCH_MESSAGES,
  BULK_FILTER_MAX_ROWS,
  csvLine,
  type ApplicationSearchFilter,
  type ApplicationSearchFilters,
  type ApplicationSearchPage,
  type ApplicationStatus,
  type BulkTarget,
} from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/page.js';
import type { StatusNotifier } from '../candidate-emails/candidate-emails.service.js';
import {
  countApplications,
  countOwnApplications,
  findApplicationsPage,
  findExportBatch,
  findMatchingIds,
  lockApplicationStatuses,
  lockMatchingApplicationStatuses,
  type ExportCursor,
  type ExportRow,
  type SearchFilters,
} from './application-search.repository.js';
import { applicationNotFound, applyStatusChange, deleteApplication, toApplication } from './applications.service.js';

/** Rows an export reads per query: few enough to keep memory flat, many enough to keep queries few. */
const EXPORT_BATCH_SIZE = 500;

function filtersOf(query: ApplicationSearchFilters): SearchFilters {
  const { page: _page, size: _size, sort: _sort, ...filter } = query;
  return filtersOfBulk(filter);
}

function filtersOfBulk({ q, ...filters }: ApplicationSearchFilter): SearchFilters {
  return { ...filters, search: q };
}

/** A filter that reaches more than BULK_FILTER_MAX_ROWS applications: nothing is done, and the answer says how many it matched. */
async function filterTooBroad(db: DbOrTx, orgId: number, filters: SearchFilters): Promise<AppError> {
  return badRequest(APPLICATION_SEARCH_MESSAGES.filterTooBroad(await countApplications(db, orgId, filters)));
}

/** The ids of the organisation's applications `filter` matches, in id order; more than BULK_FILTER_MAX_ROWS answers 400. */
export async function idsMatchingFilter(db: DbOrTx, orgId: number, filter: ApplicationSearchFilter): Promise<number[]> {
  const filters = filtersOfBulk(filter);
  const ids = await findMatchingIds(db, orgId, filters, BULK_FILTER_MAX_ROWS + 1);
  if (ids.length > BULK_FILTER_MAX_ROWS) throw await filterTooBroad(db, orgId, filters);
  return ids;
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
 * transaction. Any id that is not the organisation's answers 404 and nothing changes; a filter is
 * resolved in that transaction, its rows locked, so what it matched is exactly what changes.
 * With `notify` the candidates' emails are queued in it too (those without an email are skipped).
 */
export async function setApplicationStatuses(
  db: DbOrTx,
  orgId: number,
  target: BulkTarget,
  changedBy: number,
  status: ApplicationStatus,
  reason: string | null,
  notify?: StatusNotifier,
): Promise<number> {
  const { count, dispatch } = await db.transaction(async (tx) => {
    const { ids, filter } = target;
    let locked;
    if (filter) {
      const filters = filtersOfBulk(filter);
      locked = await lockMatchingApplicationStatuses(tx, orgId, filters, BULK_FILTER_MAX_ROWS + 1);
      if (locked.length > BULK_FILTER_MAX_ROWS) throw await filterTooBroad(tx, orgId, filters);
    } else {
      locked = await lockApplicationStatuses(tx, orgId, ids);
      if (locked.length !== new Set(ids).size) throw applicationNotFound();
    }
    for (const application of locked) await applyStatusChange(tx, orgId, application, changedBy, status, reason);
    const applicationIds = locked.map((application) => application.id);
    return { count: locked.length, dispatch: await notify?.(tx, { orgId, applicationIds, status, reason }) };
  });
  await dispatch?.();
  return count;
}

/**
 * POST /api/applications/bulk-delete: each application deleted by the single delete (duplicates,
 * locks, files). Every id is checked first, so an id that is not the organisation's deletes none;
 * a filter is resolved to ids first. One deleted meanwhile by someone else is simply not counted.
 */
export async function deleteApplications(ctx: AppContext, orgId: number, target: BulkTarget): Promise<number> {
  const { db } = ctx.database;
  let unique: number[];
  if (target.filter) unique = await idsMatchingFilter(db, orgId, target.filter);
  else {
    unique = [...new Set(target.ids)];
    if ((await countOwnApplications(db, orgId, unique)) !== unique.length) throw applicationNotFound();
  }
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
