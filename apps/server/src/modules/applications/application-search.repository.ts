import type { ApplicationSearchFilters, ApplicationSearchSort, StoredApplicationStatus } from '@kairox/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, interviewRecords, jobs } from '../../db/schema.js';
import { applicantColumns, applicantSearch } from './applications.repository.js';
import { duplicateCountOfListedRow } from './duplicates.repository.js';

export type SearchFilters = Omit<ApplicationSearchFilters, 'page' | 'size' | 'sort' | 'q'> & { search?: string };

const nextUtcDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/** The organisation's applications that pass every given filter. */
function searchScope(orgId: number, filters: SearchFilters): SQL {
  const { jobId, search, status, scoreMin, scoreMax, sourceChannel, createdFrom, createdTo, resumeStatus, proposal, integrity } = filters;
  return and(
    eq(applications.orgId, orgId),
    jobId === undefined ? undefined : eq(applications.jobId, jobId),
    search ? applicantSearch(search) : undefined,
    status ? inArray(applications.status, status) : undefined,
    scoreMin === undefined ? undefined : gte(applications.score, scoreMin),
    scoreMax === undefined ? undefined : lte(applications.score, scoreMax),
    sourceChannel ? sql`lower(${applications.sourceChannel}) = ${sourceChannel.toLowerCase()}` : undefined,
    createdFrom ? gte(applications.createdAt, new Date(`${createdFrom}T00:00:00Z`)) : undefined,
    createdTo ? lt(applications.createdAt, nextUtcDay(createdTo)) : undefined,
    resumeStatus ? eq(applications.resumeStatus, resumeStatus) : undefined,
    proposal === 'open' ? isNotNull(applications.proposedStatus) : undefined,
    integrity === 'alert' ? hasIntegrityAlert : undefined,
  )!;
}

/** The insights' 'Critical Security Alerts': the AI interview detected a face mismatch or no face. */
export const integrityAlert = sql`(coalesce(${interviewRecords.totalFaceMismatchDetected}, 0) > 0 or coalesce(${interviewRecords.totalNoFaceDetected}, 0) > 0)`;

const hasIntegrityAlert = sql`exists (select 1 from ${interviewRecords} where ${interviewRecords.applicationId} = ${applications.id} and ${integrityAlert})`;

/**
 * Each sort as one key expression and the id as tie-breaker, so the order is total: pages never
 * repeat or skip a row, and the export can continue after the last row it wrote (keyset).
 * `cast` reads the key back from its text form (a timestamp keeps its microseconds that way).
 */
const SORTS: Record<ApplicationSearchSort, { key: SQL; cast: SQL; direction: 'asc' | 'desc' }> = {
  newest: { key: sql`${applications.createdAt}`, cast: sql.raw('timestamptz'), direction: 'desc' },
  // Unscored applications (null) come last.
  score: { key: sql`coalesce(${applications.score}, -1)`, cast: sql.raw('integer'), direction: 'desc' },
  name: { key: sql`lower(${applications.candidateName})`, cast: sql.raw('text'), direction: 'asc' },
};

function orderOf(sort: ApplicationSearchSort): SQL[] {
  const { key, direction } = SORTS[sort];
  return direction === 'desc' ? [desc(key), desc(applications.id)] : [asc(key), asc(applications.id)];
}

export async function countApplications(db: DbOrTx, orgId: number, filters: SearchFilters): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(applications).where(searchScope(orgId, filters));
  return total;
}

/**
 * One page of the organisation's applications with their job titles. The page's ids are found
 * first over the narrow index columns (a deferred join); only those rows are then read in full.
 */
export async function findApplicationsPage(
  db: DbOrTx,
  orgId: number,
  filters: SearchFilters,
  { page, size, sort }: { page: number; size: number; sort: ApplicationSearchSort },
) {
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(searchScope(orgId, filters))
    .orderBy(...orderOf(sort))
    .limit(size)
    .offset(page * size)
    .as('page_ids');
  return db
    .select({
      ...applicantColumns,
      hasScorecard: sql<boolean>`${interviewRecords.id} is not null`,
      jobTitle: jobs.title,
      duplicateCount: duplicateCountOfListedRow(),
    })
    .from(pageIds)
    .innerJoin(applications, eq(applications.id, pageIds.id))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(interviewRecords, eq(interviewRecords.applicationId, applications.id))
    .orderBy(...orderOf(sort));
}

/** Where the previous batch of an export ended: its last row's sort key (as text) and id. */
export interface ExportCursor {
  key: string;
  id: number;
}

/** The next `limit` rows of an export after `after`, in the sort's order, with the columns the CSV writes. */
export async function findExportBatch(
  db: DbOrTx,
  orgId: number,
  filters: SearchFilters,
  sort: ApplicationSearchSort,
  after: ExportCursor | null,
  limit: number,
) {
  const { key, cast, direction } = SORTS[sort];
  const afterCursor = after
    ? direction === 'desc'
      ? sql`(${key}, ${applications.id}) < (cast(${after.key} as ${cast}), ${after.id})`
      : sql`(${key}, ${applications.id}) > (cast(${after.key} as ${cast}), ${after.id})`
    : undefined;
  return db
    .select({
      id: applications.id,
      candidateName: applications.candidateName,
      candidateEmail: applications.candidateEmail,
      candidatePhone: applications.candidatePhone,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      status: applications.status,
      score: applications.score,
      sourceChannel: applications.sourceChannel,
      resumeStatus: applications.resumeStatus,
      createdAt: applications.createdAt,
      sortKey: sql<string>`cast(${key} as text)`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(searchScope(orgId, filters), afterCursor))
    .orderBy(...orderOf(sort))
    .limit(limit);
}

export type ExportRow = Awaited<ReturnType<typeof findExportBatch>>[number];

/** The organisation's applications among `ids`, locked in id order (as every status writer locks) until `tx` ends. */
export async function lockApplicationStatuses(
  tx: DbOrTx,
  orgId: number,
  ids: readonly number[],
): Promise<Array<{ id: number; status: StoredApplicationStatus }>> {
  return tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, [...ids])))
    .orderBy(asc(applications.id))
    .for('update');
}

/** The first `limit` of the organisation's applications the filters match, locked in id order (as every status writer locks) until `tx` ends. */
export async function lockMatchingApplicationStatuses(
  tx: DbOrTx,
  orgId: number,
  filters: SearchFilters,
  limit: number,
): Promise<Array<{ id: number; status: StoredApplicationStatus }>> {
  return tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(searchScope(orgId, filters))
    .orderBy(asc(applications.id))
    .limit(limit)
    .for('update');
}

/** The ids of the first `limit` of the organisation's applications the filters match, in id order. */
export async function findMatchingIds(db: DbOrTx, orgId: number, filters: SearchFilters, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(searchScope(orgId, filters))
    .orderBy(asc(applications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many of `ids` are the organisation's applications. */
export async function countOwnApplications(db: DbOrTx, orgId: number, ids: readonly number[]): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, [...ids])));
  return total;
}
