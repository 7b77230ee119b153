import type { StoredApplicationStatus } from '@kairox/contract';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { containsPattern } from '../../db/patterns.js';
import { perDatabase } from '../../db/per-database.js';
import { applications, applicationStatusHistory, interviewRecords, jobApplicationCounts, jobs, organizations, users } from '../../db/schema.js';
import { FILE_TYPE_INFO } from '../../lib/file-types.js';
import { sessionIsCurrent, sessionPlaceholderValues } from '../auth/auth.repository.js';
import type { UnreadSession } from '../auth/authenticate.js';
import type { ApplicationRow } from '../processing/resume-processing.js';
import type { NewApplication, StoredResume } from './applications.service.js';
import { duplicateCountOfListedRow } from './duplicates.repository.js';

type ApplicationValues = typeof applications.$inferInsert;
type StatusHistoryValues = typeof applicationStatusHistory.$inferInsert;

/** Scopes every lookup by organisation: another tenant's application is simply not found. */
export const ownApplication = (orgId: number, id: number) => and(eq(applications.id, id), eq(applications.orgId, orgId));

/** Emails compare case-insensitively, like the unique index on `(job_id, lower(candidate_email))`. */
const sameEmail = (email: string) => sql`lower(${applications.candidateEmail}) = ${email.toLowerCase()}`;

export async function findApplication(db: DbOrTx, orgId: number, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(ownApplication(orgId, id));
  return row;
}

export async function findOwnJob(db: DbOrTx, orgId: number, jobId: number) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.orgId, orgId)));
  return job;
}

/** A job with its organisation's name, whatever its status. */
export async function findJobWithCompany(db: DbOrTx, jobId: number) {
  const [job] = await db
    .select({
      id: jobs.id,
      orgId: jobs.orgId,
      title: jobs.title,
      status: jobs.status,
      cutoffDate: jobs.cutoffDate,
      company: organizations.name,
      organizationSlug: organizations.slug,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(eq(jobs.id, jobId));
  return job;
}

/** The job of the organisation, locked against deletion until the transaction `tx` ends. */
export async function lockOwnJob(tx: DbOrTx, orgId: number, jobId: number): Promise<boolean> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.orgId, orgId)))
    .for('share');
  return Boolean(job);
}

/**
 * Matches a name or email containing the words, or resume text with all of them, among the
 * organisation's applications (of one job when `jobId` is given). The resume side reads the stored
 * word vector `resume_search` (migrations 0010 and 0012), so a row is checked without reading its text: a
 * page of a large job's matches is found by walking its newest rows, and the GIN index serves
 * searches for rare words.
 */
export function applicantSearch(search: string) {
  return applicantSearchOf(containsPattern(search), search);
}

/** applicantSearch with its values given (or placeholders for them): the search's `containsPattern` and its words. */
function applicantSearchOf(pattern: string | Placeholder, words: string | Placeholder) {
  return or(
    ilike(applications.candidateName, pattern),
    ilike(applications.candidateEmail, pattern),
    // A sub-select, so that a prepared plan makes the query once, not once per row it checks.
    sql`${applications}.resume_search @@ (select plainto_tsquery('simple', ${words}))`,
  );
}

/** The columns the job page's list shows: everything but the resume text and file details. */
export const applicantColumns = {
  id: applications.id,
  jobId: applications.jobId,
  candidateName: applications.candidateName,
  candidateEmail: applications.candidateEmail,
  candidatePhone: applications.candidatePhone,
  status: applications.status,
  score: applications.score,
  aiScore: applications.aiScore,
  scoreEngineVersion: applications.scoreEngineVersion,
  scoreOverriddenAt: applications.scoreOverriddenAt,
  profile: applications.profile,
  proposedStatus: applications.proposedStatus,
  proposedReason: applications.proposedReason,
  resumeStatus: applications.resumeStatus,
  resumeError: applications.resumeError,
  sourceChannel: applications.sourceChannel,
  experience: applications.experience,
  skills: applications.skills,
  motivation: applications.motivation,
  noticePeriod: applications.noticePeriod,
  createdAt: applications.createdAt,
  duplicateOfId: applications.duplicateOfId,
};

/**
 * The job of the session's organisation with its application count (kept by a trigger) and whether
 * the session stands (sessionIsCurrent); undefined when the job is not the organisation's.
 */
const ownJobApplicationCount = perDatabase((db) =>
  db
    .select({ total: sql<number>`coalesce(${jobApplicationCounts.total}, 0)`.mapWith(Number), sessionIsCurrent })
    .from(jobs)
    .leftJoin(jobApplicationCounts, eq(jobApplicationCounts.jobId, jobs.id))
    .where(and(eq(jobs.id, sql.placeholder('jobId')), eq(jobs.orgId, sql.placeholder('orgId'))))
    .prepare('own_job_application_count'),
);

export async function findOwnJobApplicationCount(db: DbOrTx, session: UnreadSession, jobId: number) {
  const [job] = await ownJobApplicationCount(db).execute({ orgId: session.orgId, jobId, ...sessionPlaceholderValues(session) });
  return job;
}

/** How many of the job's applications match the search. */
export async function countApplicantMatches(db: DbOrTx, orgId: number, jobId: number, search: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(applications)
    .where(applicantScope(orgId, jobId, search));
  return total;
}

const jobScope = (orgId: number | Placeholder, jobId: number | Placeholder) => and(eq(applications.orgId, orgId), eq(applications.jobId, jobId));

function applicantScope(orgId: number, jobId: number, search?: string) {
  return and(jobScope(orgId, jobId), search ? applicantSearch(search) : undefined);
}

/**
 * One page of a job's applications, newest first, with whether each has a scorecard and how many
 * duplicates it has (computed for the page's rows only). The page's ids
 * are found first from the index alone (a deferred join), and pages past the middle are read from the
 * oldest end, so the last page skips as few index entries as the first. `total` is how many match.
 */
export async function findApplicantsPage(
  db: DbOrTx,
  orgId: number,
  jobId: number,
  { page, size, search, total }: { page: number; size: number; search?: string; total: number },
) {
  // A search's total may be a little late (listApplicants), so its pages are counted from the newest end.
  const fromOldest = !search && page * size > total / 2;
  const offset = fromOldest ? Math.max(0, total - (page + 1) * size) : page * size;
  const limit = fromOldest ? total - page * size - offset : size;
  if (search) return searchedApplicantsPage(db).execute({ orgId, jobId, pattern: containsPattern(search), words: search, limit, offset });
  return (fromOldest ? oldestApplicantsPage : newestApplicantsPage)(db).execute({ orgId, jobId, limit, offset });
}

/** A page of a search, newest first, prepared once: planning it took PostgreSQL longer than running it. */
const searchedApplicantsPage = perDatabase((db) =>
  applicantsPageQuery(
    db,
    and(jobScope(sql.placeholder('orgId'), sql.placeholder('jobId')), applicantSearchOf(sql.placeholder('pattern'), sql.placeholder('words'))),
    false,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare('applicants_search_page'),
);

/** The page without a search, the list every job page opens with: prepared once, read from either end. */
const unfilteredApplicantsPage = (fromOldest: boolean) =>
  perDatabase((db) =>
    applicantsPageQuery(
      db,
      jobScope(sql.placeholder('orgId'), sql.placeholder('jobId')),
      fromOldest,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(fromOldest ? 'applicants_page_from_oldest' : 'applicants_page_from_newest'),
  );
const newestApplicantsPage = unfilteredApplicantsPage(false);
const oldestApplicantsPage = unfilteredApplicantsPage(true);

/** The job's application count (kept by a trigger), as a column of every row of its first page. */
const jobTotalColumn =
  sql<number>`(select ${jobApplicationCounts.total} from ${jobApplicationCounts} where ${jobApplicationCounts.jobId} = ${sql.placeholder('jobId')})`.mapWith(
    Number,
  );

const firstApplicantsPageWithTotal = perDatabase((db) =>
  applicantsPageQuery(db, jobScope(sql.placeholder('orgId'), sql.placeholder('jobId')), false, sql.placeholder('limit'), 0, {
    jobTotal: jobTotalColumn,
    sessionIsCurrent,
  }).prepare('applicants_first_page_with_total'),
);

/**
 * The first page of a job's applications in the session's organisation, how many it has and whether
 * the session stands, in one round trip: the page every job page opens with. Undefined when the
 * page is empty, which a job that is not the organisation's, or has no applications, cannot tell
 * apart: findOwnJobApplicationCount answers then.
 */
export async function findFirstApplicantsPage(db: DbOrTx, session: UnreadSession, jobId: number, size: number) {
  const rows = await firstApplicantsPageWithTotal(db).execute({ orgId: session.orgId, jobId, limit: size, ...sessionPlaceholderValues(session) });
  return rows.length === 0 ? undefined : { rows, total: rows[0]!.jobTotal, sessionIsCurrent: rows[0]!.sessionIsCurrent };
}

function applicantsPageQuery<Extra extends Record<string, SQL> = Record<never, never>>(
  db: DbOrTx,
  scope: SQL | undefined,
  fromOldest: boolean,
  limit: number | Placeholder,
  offset: number | Placeholder,
  extraColumns: Extra = {} as Extra,
) {
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(scope)
    .orderBy(...(fromOldest ? [asc(applications.createdAt), asc(applications.id)] : [desc(applications.createdAt), desc(applications.id)]))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select({
      ...applicantColumns,
      hasScorecard: sql<boolean>`${interviewRecords.id} is not null`,
      duplicateCount: duplicateCountOfListedRow(),
      ...extraColumns,
    })
    .from(pageIds)
    .innerJoin(applications, eq(applications.id, pageIds.id))
    .leftJoin(interviewRecords, eq(interviewRecords.applicationId, applications.id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export type ApplicantRow = Awaited<ReturnType<typeof findApplicantsPage>>[number];

/** Whether an application (other than `exceptId`) with this email exists for the job (case-insensitive). */
export async function hasApplied(db: DbOrTx, jobId: number, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), sameEmail(email), exceptId === undefined ? undefined : ne(applications.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** The first application of the job with this email (the one its repeats point at). */
export async function firstApplicationWithEmail(db: DbOrTx, jobId: number, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), sameEmail(email), isNull(applications.duplicateOfId)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertApplicationRow(db: DbOrTx, values: ApplicationValues): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

export async function insertStatusHistory(db: DbOrTx, values: StatusHistoryValues): Promise<void> {
  await db.insert(applicationStatusHistory).values(values);
}

/** What a new application starts from besides its form: the stored resume, its queue job and what it repeats. */
export interface NewApplicationOrigin {
  resume: StoredResume;
  resumeJobId: string;
  duplicateOfId: number | null;
}

/** The row of a new application of the job: its resume PENDING until its queue job has read it. */
export function newApplicationValues(
  scope: { orgId: number; jobId: number },
  input: NewApplication,
  { resume, resumeJobId, duplicateOfId }: NewApplicationOrigin,
): ApplicationValues {
  return {
    ...scope,
    createdBy: input.createdBy,
    candidateName: input.candidateName,
    candidateEmail: input.candidateEmail,
    candidatePhone: input.candidatePhone,
    status: input.status,
    sourceChannel: input.sourceChannel,
    experience: input.experience ?? null,
    skills: input.skills ?? null,
    motivation: input.motivation ?? null,
    resumeFileKey: resume.key,
    resumeFileName: resume.fileName,
    resumeMime: FILE_TYPE_INFO[resume.type].mime,
    resumeSize: resume.size,
    resumeSha256: resume.sha256,
    resumeStatus: 'PENDING',
    resumeJobId,
    duplicateOfId,
    consentGivenAt: input.consent?.givenAt ?? null,
    privacyNoticeVersion: input.consent?.noticeVersion ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  };
}

/** A new application's first audit row: "Application received ({channel})." */
export function receivedHistoryValues(orgId: number, applicationId: number, input: NewApplication): StatusHistoryValues {
  return {
    orgId,
    applicationId,
    fromStatus: null,
    toStatus: input.status,
    reason: `Application received (${input.sourceChannel}).`,
    changedBy: input.createdBy,
    ...(input.createdAt ? { changedAt: input.createdAt } : {}),
  };
}

/** The current status, locked until the transaction `tx` ends; undefined when not the organisation's. */
export async function lockApplicationStatus(tx: DbOrTx, orgId: number, id: number): Promise<StoredApplicationStatus | undefined> {
  const [row] = await tx.select({ status: applications.status }).from(applications).where(ownApplication(orgId, id)).for('update');
  return row?.status;
}

/** Applies the changes and stamps the update; undefined when the application is not the organisation's. */
export async function updateApplicationRow(
  db: DbOrTx,
  orgId: number,
  id: number,
  changes: Partial<Omit<ApplicationValues, 'id' | 'orgId' | 'updatedAt'>>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownApplication(orgId, id))
    .returning();
  return row;
}

/** An application's audit trail, oldest first, with the names of who made each change. */
export function findStatusHistory(db: DbOrTx, orgId: number, id: number) {
  return db
    .select({
      id: applicationStatusHistory.id,
      fromStatus: applicationStatusHistory.fromStatus,
      toStatus: applicationStatusHistory.toStatus,
      reason: applicationStatusHistory.reason,
      changedBy: applicationStatusHistory.changedBy,
      firstName: users.firstName,
      lastName: users.lastName,
      changedAt: applicationStatusHistory.changedAt,
      kind: applicationStatusHistory.kind,
      fromScore: applicationStatusHistory.fromScore,
      toScore: applicationStatusHistory.toScore,
    })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
    .where(and(eq(applicationStatusHistory.applicationId, id), eq(applicationStatusHistory.orgId, orgId)))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
}

/**
 * Locks the application and the applications flagged as its duplicates, in id order as the resume
 * worker does (resume-store.ts), so that neither waits for the other in a circle.
 */
export async function lockApplicationWithDuplicates(tx: DbOrTx, orgId: number, id: number): Promise<void> {
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), or(eq(applications.id, id), eq(applications.duplicateOfId, id))))
    .orderBy(asc(applications.id))
    .for('update');
}

/** The oldest application flagged as a duplicate of `id`, if any. */
export async function findOldestDuplicate(db: DbOrTx, orgId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.duplicateOfId, id)))
    .orderBy(asc(applications.id))
    .limit(1);
  return row?.id ?? null;
}

/** Points the other duplicates of `id` at `heirId`. */
export async function repointDuplicates(db: DbOrTx, id: number, heirId: number): Promise<void> {
  await db
    .update(applications)
    .set({ duplicateOfId: heirId })
    .where(and(eq(applications.duplicateOfId, id), ne(applications.id, heirId)));
}

/** Deletes the row (notes and status history cascade); undefined when not the organisation's. */
export async function deleteApplicationRow(db: DbOrTx, orgId: number, id: number) {
  const [row] = await db
    .delete(applications)
    .where(ownApplication(orgId, id))
    .returning({ id: applications.id, candidateName: applications.candidateName, key: applications.resumeFileKey });
  return row;
}
