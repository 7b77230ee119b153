/**
 * The data-rights module's queries: the retention setting, notices of candidates due for erasure,
 * candidates' requests, the erasure audit and what an export or an erasure covers. Every one is
 * scoped by the organisation, except the maintenance job's sweeps, which work on every organisation
 * with a retention period (each row still carries its own).
 */
import { RETENTION_NOTICE_DAYS, type DataRequestKind, type ErasureSource } from '@kairox/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import {
  aiDecisions,
  applications,
  applicationStatusHistory,
  candidateEmails,
  dataErasures,
  dataRequests,
  dataRetentionSettings,
  interviewEvents,
  interviewRecords,
  jobs,
  notes,
  organizations,
  retentionNotices,
  scheduledInterviewers,
  scheduledInterviews,
  users,
} from '../../db/schema.js';

const userName = sql<string | null>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`;

// ---------------------------------------------------------------------------------------------
// Retention setting
// ---------------------------------------------------------------------------------------------

export async function findRetentionMonths(db: DbOrTx, orgId: number): Promise<number | null> {
  const [row] = await db
    .select({ months: dataRetentionSettings.retentionMonths })
    .from(dataRetentionSettings)
    .where(eq(dataRetentionSettings.orgId, orgId));
  return row?.months ?? null;
}

export async function upsertRetentionMonths(db: DbOrTx, orgId: number, months: number | null, userId: number): Promise<number | null> {
  const [row] = await db
    .insert(dataRetentionSettings)
    .values({ orgId, retentionMonths: months, updatedBy: userId })
    .onConflictDoUpdate({ target: dataRetentionSettings.orgId, set: { retentionMonths: months, updatedBy: userId, updatedAt: sql`now()` } })
    .returning({ months: dataRetentionSettings.retentionMonths });
  return row!.months;
}

// ---------------------------------------------------------------------------------------------
// Last activity and expiry (maintenance job)
// ---------------------------------------------------------------------------------------------

/**
 * An application's last activity: the latest of its own update, a status change, a note and an
 * email to the candidate. `greatest` skips the nulls of what never happened.
 */
const lastActivity = sql<Date>`greatest(
  ${applications.updatedAt},
  (select max(h.changed_at) from ${applicationStatusHistory} h where h.application_id = ${applications.id}),
  (select max(n.created_at) from ${notes} n where n.application_id = ${applications.id}),
  (select max(e.created_at) from ${candidateEmails} e where e.application_id = ${applications.id})
)`.mapWith(applications.updatedAt);

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const retentionInterval = sql`make_interval(months => ${dataRetentionSettings.retentionMonths})`;

/**
 * Retention applies to candidates not hired: every status but SHORTLISTED, the nearest the spec's
 * statuses come to "hired" (docs/decisions.md). The cheap test on `updated_at` (never later than
 * the last activity) lets PostgreSQL skip the subqueries for recently changed applications.
 */
function expiredAt(now: Date): SQL {
  return sql`${dataRetentionSettings.retentionMonths} is not null
    and ${applications.status} <> 'SHORTLISTED'
    and ${applications.updatedAt} <= ${at(now)} - ${retentionInterval}
    and ${lastActivity} <= ${at(now)} - ${retentionInterval}`;
}

/**
 * Gives every expired candidate without one a notice due a week after `now`; answers how many. An
 * application another transaction holds (a worker erasing it) is skipped: its foreign key would
 * fail once that erasure commits, and the next run sees it again if it is still there.
 */
export async function insertNoticesForExpired(db: DbOrTx, now: Date): Promise<number> {
  const dueAt = new Date(now.getTime() + RETENTION_NOTICE_DAYS * 86_400_000);
  const inserted = await db.execute(sql`
    insert into ${retentionNotices} (org_id, application_id, due_at, created_at)
    select ${applications.orgId}, ${applications.id}, ${at(dueAt)}, ${at(now)}
    from ${applications} join ${dataRetentionSettings} on ${dataRetentionSettings.orgId} = ${applications.orgId}
    where ${expiredAt(now)}
    for key share of ${applications} skip locked
    on conflict (application_id) do nothing`);
  return inserted.rowCount ?? 0;
}

/**
 * Withdraws the notices of candidates no longer expired at `now`: activity since the notice, a
 * status moved to SHORTLISTED, a longer retention period or none. Answers how many.
 */
export async function deleteStaleNotices(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db.execute(sql`
    delete from ${retentionNotices}
    where not exists (
      select 1 from ${applications} join ${dataRetentionSettings} on ${dataRetentionSettings.orgId} = ${applications.orgId}
      where ${applications.id} = ${retentionNotices.applicationId} and ${expiredAt(now)})`);
  return deleted.rowCount ?? 0;
}

/**
 * One notice due at `now`, locked for the caller's transaction; a notice another worker holds is
 * skipped, so two workers never erase the same candidate.
 */
export async function claimDueNotice(tx: DbOrTx, now: Date) {
  const [row] = await tx
    .select({ id: retentionNotices.id, orgId: retentionNotices.orgId, applicationId: retentionNotices.applicationId })
    .from(retentionNotices)
    .where(sql`${retentionNotices.dueAt} <= ${at(now)}`)
    .orderBy(asc(retentionNotices.dueAt), asc(retentionNotices.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The organisation's retention period when the application is still expired at `now`; null when not. */
export async function expiredRetentionMonths(tx: DbOrTx, orgId: number, applicationId: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .select({ months: dataRetentionSettings.retentionMonths })
    .from(applications)
    .innerJoin(dataRetentionSettings, eq(dataRetentionSettings.orgId, applications.orgId))
    .where(and(eq(applications.id, applicationId), eq(applications.orgId, orgId), expiredAt(now)));
  return row?.months ?? null;
}

export async function deleteNotice(tx: DbOrTx, orgId: number, id: number): Promise<void> {
  await tx.delete(retentionNotices).where(and(eq(retentionNotices.id, id), eq(retentionNotices.orgId, orgId)));
}

// ---------------------------------------------------------------------------------------------
// Candidates due for erasure, and "Keep"
// ---------------------------------------------------------------------------------------------

export function findDueErasures(db: DbOrTx, orgId: number) {
  return db
    .select({
      applicationId: applications.id,
      candidateName: applications.candidateName,
      jobId: jobs.id,
      jobTitle: jobs.title,
      status: applications.status,
      lastActivityAt: lastActivity,
      dueAt: retentionNotices.dueAt,
    })
    .from(retentionNotices)
    .innerJoin(applications, eq(applications.id, retentionNotices.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(retentionNotices.orgId, orgId))
    .orderBy(asc(retentionNotices.dueAt), asc(retentionNotices.id));
}

/** "Keep" counts as activity: withdraws the notice and stamps the application; false when it is not the organisation's. */
export async function keepApplication(tx: DbOrTx, orgId: number, applicationId: number): Promise<boolean> {
  await tx.delete(retentionNotices).where(and(eq(retentionNotices.applicationId, applicationId), eq(retentionNotices.orgId, orgId)));
  const rows = await tx
    .update(applications)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), eq(applications.orgId, orgId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// What an erasure removes, and its audit line
// ---------------------------------------------------------------------------------------------

const totalOf = async (query: PromiseLike<Array<{ total: number }>>) => (await query)[0]?.total ?? 0;

/** How many rows tied to the application an erasure removes with it (the application row and its file not counted). */
export async function countTiedRows(db: DbOrTx, orgId: number, applicationId: number): Promise<number> {
  const tied = [
    db
      .select({ total: count() })
      .from(notes)
      .where(and(eq(notes.orgId, orgId), eq(notes.applicationId, applicationId))),
    db
      .select({ total: count() })
      .from(applicationStatusHistory)
      .where(and(eq(applicationStatusHistory.orgId, orgId), eq(applicationStatusHistory.applicationId, applicationId))),
    db
      .select({ total: count() })
      .from(aiDecisions)
      .where(and(eq(aiDecisions.orgId, orgId), eq(aiDecisions.applicationId, applicationId))),
    db
      .select({ total: count() })
      .from(interviewRecords)
      .where(and(eq(interviewRecords.orgId, orgId), eq(interviewRecords.applicationId, applicationId))),
    db
      .select({ total: count() })
      .from(interviewEvents)
      .innerJoin(interviewRecords, eq(interviewRecords.id, interviewEvents.recordId))
      .where(and(eq(interviewEvents.orgId, orgId), eq(interviewRecords.applicationId, applicationId))),
    db
      .select({ total: count() })
      .from(candidateEmails)
      .where(and(eq(candidateEmails.orgId, orgId), eq(candidateEmails.applicationId, applicationId))),
    db
      .select({ total: count() })
      .from(scheduledInterviews)
      .where(and(eq(scheduledInterviews.orgId, orgId), eq(scheduledInterviews.applicationId, applicationId))),
  ];
  let total = 0;
  for (const query of tied) total += await totalOf(query);
  return total;
}

export interface ErasureValues {
  orgId: number;
  source: ErasureSource;
  erasedBy: number | null;
  reason: string;
  itemsErased: number;
}

export async function insertErasure(tx: DbOrTx, values: ErasureValues) {
  const [row] = await tx.insert(dataErasures).values(values).returning();
  return row!;
}

const erasureColumns = {
  id: dataErasures.id,
  erasedAt: dataErasures.erasedAt,
  source: dataErasures.source,
  erasedByName: userName,
  reason: dataErasures.reason,
  itemsErased: dataErasures.itemsErased,
};

export async function findErasure(db: DbOrTx, orgId: number, id: number) {
  const [row] = await db
    .select(erasureColumns)
    .from(dataErasures)
    .leftJoin(users, eq(users.id, dataErasures.erasedBy))
    .where(and(eq(dataErasures.id, id), eq(dataErasures.orgId, orgId)));
  return row;
}

export async function countErasures(db: DbOrTx, orgId: number): Promise<number> {
  return totalOf(db.select({ total: count() }).from(dataErasures).where(eq(dataErasures.orgId, orgId)));
}

export function findErasuresPage(db: DbOrTx, orgId: number, page: number, size: number) {
  return db
    .select(erasureColumns)
    .from(dataErasures)
    .leftJoin(users, eq(users.id, dataErasures.erasedBy))
    .where(eq(dataErasures.orgId, orgId))
    .orderBy(desc(dataErasures.erasedAt), desc(dataErasures.id))
    .limit(size)
    .offset(page * size);
}

// ---------------------------------------------------------------------------------------------
// Candidates' requests
// ---------------------------------------------------------------------------------------------

/** The application a link names, with its organisation's and job's names; undefined when gone. */
export async function findLinkTarget(db: DbOrTx, orgId: number, applicationId: number) {
  const [row] = await db
    .select({ company: organizations.name, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .where(and(eq(applications.id, applicationId), eq(applications.orgId, orgId)));
  return row;
}

export async function findPendingKinds(db: DbOrTx, orgId: number, applicationId: number): Promise<DataRequestKind[]> {
  const rows = await db
    .select({ kind: dataRequests.kind })
    .from(dataRequests)
    .where(and(eq(dataRequests.orgId, orgId), eq(dataRequests.applicationId, applicationId), eq(dataRequests.status, 'PENDING')))
    .orderBy(asc(dataRequests.kind));
  return rows.map((row) => row.kind);
}

/** Stores a pending request unless one of the kind is pending already (the unique index decides races). */
export async function insertPendingRequest(db: DbOrTx, orgId: number, applicationId: number, kind: DataRequestKind): Promise<void> {
  await db
    .insert(dataRequests)
    .values({ orgId, applicationId, kind })
    .onConflictDoNothing({ target: [dataRequests.applicationId, dataRequests.kind], where: sql`${dataRequests.status} = 'PENDING'` });
}

const requestColumns = {
  id: dataRequests.id,
  kind: dataRequests.kind,
  status: dataRequests.status,
  createdAt: dataRequests.createdAt,
  decidedAt: dataRequests.decidedAt,
  decidedByName: userName,
  applicationId: dataRequests.applicationId,
  candidateName: applications.candidateName,
  jobTitle: jobs.title,
};

function requestsWithNames(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(dataRequests)
    .leftJoin(applications, eq(applications.id, dataRequests.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, dataRequests.decidedBy))
    .$dynamic();
}

export function findPendingRequests(db: DbOrTx, orgId: number) {
  return requestsWithNames(db)
    .where(and(eq(dataRequests.orgId, orgId), eq(dataRequests.status, 'PENDING')))
    .orderBy(asc(dataRequests.createdAt), asc(dataRequests.id));
}

export async function findRequest(db: DbOrTx, orgId: number, id: number) {
  const [row] = await requestsWithNames(db).where(and(eq(dataRequests.id, id), eq(dataRequests.orgId, orgId)));
  return row;
}

/** The request locked for the caller's transaction; undefined when not the organisation's. */
export async function lockRequest(tx: DbOrTx, orgId: number, id: number) {
  const [row] = await tx
    .select({ id: dataRequests.id, kind: dataRequests.kind, status: dataRequests.status, applicationId: dataRequests.applicationId })
    .from(dataRequests)
    .where(and(eq(dataRequests.id, id), eq(dataRequests.orgId, orgId)))
    .for('update');
  return row;
}

export async function decideRequest(tx: DbOrTx, orgId: number, id: number, status: 'COMPLETED' | 'REJECTED', userId: number): Promise<void> {
  await tx
    .update(dataRequests)
    .set({ status, decidedBy: userId, decidedAt: sql`now()` })
    .where(and(eq(dataRequests.id, id), eq(dataRequests.orgId, orgId)));
}

/**
 * Settles an erased application's pending requests (before its row goes): an erasure request is
 * done, a copy can no longer be sent.
 */
export async function settlePendingRequests(tx: DbOrTx, orgId: number, applicationId: number, userId: number | null): Promise<void> {
  await tx
    .update(dataRequests)
    .set({ status: sql`case when ${dataRequests.kind} = 'ERASE' then 'COMPLETED' else 'REJECTED' end`, decidedBy: userId, decidedAt: sql`now()` })
    .where(and(eq(dataRequests.orgId, orgId), eq(dataRequests.applicationId, applicationId), eq(dataRequests.status, 'PENDING')));
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

export async function findExportHeader(db: DbOrTx, orgId: number, applicationId: number) {
  const [row] = await db
    .select({ application: applications, job: jobs, organization: { id: organizations.id, name: organizations.name } })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .where(and(eq(applications.id, applicationId), eq(applications.orgId, orgId)));
  return row;
}

export function findExportEmails(db: DbOrTx, orgId: number, applicationId: number) {
  return db
    .select()
    .from(candidateEmails)
    .where(and(eq(candidateEmails.orgId, orgId), eq(candidateEmails.applicationId, applicationId), eq(candidateEmails.recipient, 'CANDIDATE')))
    .orderBy(asc(candidateEmails.createdAt), asc(candidateEmails.id));
}

export function findExportScheduledInterviews(db: DbOrTx, orgId: number, applicationId: number) {
  return db
    .select({
      interview: scheduledInterviews,
      interviewers: sql<string[]>`coalesce((
        select array_agg(trim(concat(u.first_name, ' ', u.last_name)) order by u.id)
        from ${scheduledInterviewers} si join ${users} u on u.id = si.user_id
        where si.interview_id = ${scheduledInterviews.id}), '{}')`,
    })
    .from(scheduledInterviews)
    .where(and(eq(scheduledInterviews.orgId, orgId), eq(scheduledInterviews.applicationId, applicationId)))
    .orderBy(asc(scheduledInterviews.startsAt), asc(scheduledInterviews.id));
}

export function findExportRequests(db: DbOrTx, orgId: number, applicationId: number) {
  return db
    .select({ kind: dataRequests.kind, status: dataRequests.status, createdAt: dataRequests.createdAt, decidedAt: dataRequests.decidedAt })
    .from(dataRequests)
    .where(and(eq(dataRequests.orgId, orgId), eq(dataRequests.applicationId, applicationId)))
    .orderBy(asc(dataRequests.createdAt), asc(dataRequests.id));
}
