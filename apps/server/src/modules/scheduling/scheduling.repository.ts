import type { ScheduledInterviewFilters } from '@kairox/contract';
import { and, asc, count, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, jobs, organizations, scheduledInterviewers, scheduledInterviews, users } from '../../db/schema.js';

export type InterviewRow = typeof scheduledInterviews.$inferSelect;
type InterviewValues = typeof scheduledInterviews.$inferInsert;

export interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const memberColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const ownInterview = (orgId: number, id: number) => and(eq(scheduledInterviews.id, id), eq(scheduledInterviews.orgId, orgId));

/** The candidate and job of an interview's application, and the organisation's name. */
const applicationColumns = {
  applicationId: applications.id,
  status: applications.status,
  candidateName: applications.candidateName,
  candidateEmail: applications.candidateEmail,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobDescription: jobs.description,
  company: organizations.name,
};

export type ApplicationOfInterview = Awaited<ReturnType<typeof lockApplicationOfInterview>>;

/**
 * The organisation's application with its job and company, locked until the transaction ends (its
 * status may move, and it may not be deleted under a new interview); undefined when not the organisation's.
 */
export async function lockApplicationOfInterview(tx: DbOrTx, orgId: number, applicationId: number) {
  const [row] = await tx
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .where(and(eq(applications.id, applicationId), eq(applications.orgId, orgId)))
    .for('update', { of: applications });
  return row;
}

/** The enabled users of the organisation among `ids`. */
export function findActiveMembers(db: DbOrTx, orgId: number, ids: number[]): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.enabled, true), inArray(users.id, ids)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** A user of the organisation by id (the interview's organizer), whatever his state. */
export async function findMember(db: DbOrTx, orgId: number, id: number | null): Promise<MemberRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, id)));
  return row;
}

export async function insertInterview(tx: DbOrTx, values: InterviewValues): Promise<InterviewRow> {
  const [row] = await tx.insert(scheduledInterviews).values(values).returning();
  return row!;
}

/** The interview, locked until the transaction ends; undefined when not the organisation's. */
export async function lockInterview(tx: DbOrTx, orgId: number, id: number): Promise<InterviewRow | undefined> {
  const [row] = await tx.select().from(scheduledInterviews).where(ownInterview(orgId, id)).for('update');
  return row;
}

export async function updateInterviewRow(
  tx: DbOrTx,
  orgId: number,
  id: number,
  changes: Partial<Omit<InterviewValues, 'id' | 'orgId' | 'applicationId' | 'uid' | 'updatedAt'>>,
): Promise<InterviewRow> {
  const [row] = await tx
    .update(scheduledInterviews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownInterview(orgId, id))
    .returning();
  return row!;
}

export async function replaceInterviewers(tx: DbOrTx, orgId: number, interviewId: number, userIds: number[]): Promise<void> {
  await tx.delete(scheduledInterviewers).where(and(eq(scheduledInterviewers.orgId, orgId), eq(scheduledInterviewers.interviewId, interviewId)));
  await tx.insert(scheduledInterviewers).values(userIds.map((userId) => ({ orgId, interviewId, userId })));
}

/** The interviewers of each interview, by last name. */
export async function findInterviewers(db: DbOrTx, orgId: number, interviewIds: number[]): Promise<Map<number, MemberRow[]>> {
  const byInterview = new Map<number, MemberRow[]>(interviewIds.map((id) => [id, []]));
  if (interviewIds.length === 0) return byInterview;
  const rows = await db
    .select({ interviewId: scheduledInterviewers.interviewId, ...memberColumns })
    .from(scheduledInterviewers)
    .innerJoin(users, eq(users.id, scheduledInterviewers.userId))
    .where(and(eq(scheduledInterviewers.orgId, orgId), inArray(scheduledInterviewers.interviewId, interviewIds)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  for (const { interviewId, ...member } of rows) byInterview.get(interviewId)?.push(member);
  return byInterview;
}

/** The longest interview, so the lower time bound can use the (org_id, starts_at) index. */
const MAX_DURATION = sql.raw(`interval '480 minutes'`);
const endsAt = sql`${scheduledInterviews.startsAt} + ${scheduledInterviews.durationMinutes} * interval '1 minute'`;

export type ListFilters = Omit<ScheduledInterviewFilters, 'page' | 'size' | 'from'> & { from: Date };

/** The organisation's interviews not over by `from` that start before `to`, passing every filter. */
function listScope(orgId: number, { from, to, jobId, interviewerId, applicationId, status }: ListFilters): SQL {
  return and(
    eq(scheduledInterviews.orgId, orgId),
    gt(scheduledInterviews.startsAt, sql`${from.toISOString()}::timestamptz - ${MAX_DURATION}`),
    sql`${endsAt} > ${from.toISOString()}::timestamptz`,
    to ? lt(scheduledInterviews.startsAt, to) : undefined,
    status === 'ALL' ? undefined : eq(scheduledInterviews.status, status),
    applicationId === undefined ? undefined : eq(scheduledInterviews.applicationId, applicationId),
    jobId === undefined ? undefined : eq(applications.jobId, jobId),
    interviewerId === undefined
      ? undefined
      : sql`exists (select 1 from ${scheduledInterviewers} where ${scheduledInterviewers.interviewId} = ${scheduledInterviews.id} and ${scheduledInterviewers.userId} = ${interviewerId})`,
  )!;
}

const creator = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${scheduledInterviews.createdBy})`;

const viewColumns = { interview: scheduledInterviews, ...applicationColumns, createdByName: creator };

export type InterviewViewRow = Awaited<ReturnType<typeof findInterviewViews>>[number];

/** Interviews with their candidate, job and creator: one page of the list, soonest first, or the ones named. */
export function findInterviewViews(db: DbOrTx, orgId: number, scope: { filters: ListFilters; page: number; size: number } | { ids: number[] }) {
  const query = db
    .select(viewColumns)
    .from(scheduledInterviews)
    .innerJoin(applications, eq(applications.id, scheduledInterviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, scheduledInterviews.orgId));
  if ('ids' in scope) return query.where(and(eq(scheduledInterviews.orgId, orgId), inArray(scheduledInterviews.id, scope.ids)));
  return query
    .where(listScope(orgId, scope.filters))
    .orderBy(asc(scheduledInterviews.startsAt), asc(scheduledInterviews.id))
    .limit(scope.size)
    .offset(scope.page * scope.size);
}

export async function countInterviews(db: DbOrTx, orgId: number, filters: ListFilters): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(scheduledInterviews)
    .innerJoin(applications, eq(applications.id, scheduledInterviews.applicationId))
    .where(listScope(orgId, filters));
  return total;
}
