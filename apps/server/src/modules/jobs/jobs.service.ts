import {
  JOB_MESSAGES,
  JOB_STATUSES,
  NEW_JOB_STATUS,
  isPastJobDate,
  todayAnywhereOnEarth,
  type Job,
  type JobInput,
  type JobListItem,
  type JobListResponse,
  type JobStatsResponse,
  type JobStatus,
  type JobUpdate,
} from '@kairox/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { jobs } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';

export type JobRow = typeof jobs.$inferSelect;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The job as read (spec section 3). */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    cutoffDate: row.cutoffDate,
    aiProcessingCutoffDate: row.aiProcessingCutoffDate,
    createdDate: epochSeconds(row.createdAt),
    status: row.status as JobStatus,
    channels: row.channels.map((channel) => ({ name: channel.name })),
    email: row.email,
    includeTeamMeeting: row.includeTeamMeeting,
    internalQuestions: row.internalQuestions,
    internalDetails: {
      projectName: row.projectName,
      projectCode: row.projectCode,
      projectManager: row.projectManager,
      techInterviewPoc: row.techInterviewPoc,
    },
  };
}

export const jobNotFound = () => notFound(JOB_MESSAGES.notFound);

/** Scopes every lookup by the caller's organisation: another tenant's job is simply not found. */
export const ownJob = (orgId: number, id: number) => and(eq(jobs.id, id), eq(jobs.orgId, orgId));

export async function createJob(db: DbOrTx, orgId: number, createdBy: number | null, input: JobInput): Promise<JobRow> {
  const { internalDetails, ...fields } = input;
  const [row] = await db
    .insert(jobs)
    .values({ ...fields, ...internalDetails, orgId, createdBy, status: NEW_JOB_STATUS })
    .returning();
  return row!;
}

export async function getJob(db: DbOrTx, orgId: number, id: number): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(ownJob(orgId, id));
  if (!row) throw jobNotFound();
  return row;
}

export async function listJobs(db: DbOrTx, orgId: number, page: number, size: number): Promise<JobListResponse> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(jobs).where(eq(jobs.orgId, orgId));
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      department: jobs.department,
      location: jobs.location,
      description: jobs.description,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.orgId, orgId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(size)
    .offset(page * size);
  const items: JobListItem[] = rows.map(({ createdAt, status, ...row }) => ({
    ...row,
    status: status as JobStatus,
    createdDate: epochSeconds(createdAt),
  }));
  return { jobs: items, totalPages: Math.ceil(total / size), totalItems: total };
}

export async function jobStats(db: DbOrTx, orgId: number): Promise<JobStatsResponse> {
  const rows = await db
    .select({ status: jobs.status, total: count() })
    .from(jobs)
    .where(eq(jobs.orgId, orgId))
    .groupBy(jobs.status);
  const statusCounts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
  let totalItems = 0;
  for (const row of rows) {
    statusCounts[row.status as JobStatus] = row.total;
    totalItems += row.total;
  }
  return { totalItems, statusCounts };
}

/**
 * Applies an edit. A cutoff date is held to "not in the past" only when it changes, so a job
 * whose date has passed can still be edited otherwise (or closed) without moving the date.
 */
export async function updateJob(db: DbOrTx, orgId: number, id: number, update: JobUpdate, now = new Date()): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(jobs).where(ownJob(orgId, id)).for('update');
    if (!stored) throw jobNotFound();
    const today = todayAnywhereOnEarth(now);
    if (update.cutoffDate !== undefined && update.cutoffDate !== stored.cutoffDate && isPastJobDate(update.cutoffDate, today)) {
      throw badRequest(JOB_MESSAGES.cutoffDatePast);
    }
    if (
      update.aiProcessingCutoffDate !== undefined &&
      update.aiProcessingCutoffDate !== stored.aiProcessingCutoffDate &&
      isPastJobDate(update.aiProcessingCutoffDate, today)
    ) {
      throw badRequest(JOB_MESSAGES.aiCutoffDatePast);
    }
    const { internalDetails, ...fields } = update;
    const [row] = await tx
      .update(jobs)
      .set({ ...fields, ...internalDetails, updatedAt: sql`now()` })
      .where(ownJob(orgId, id))
      .returning();
    return row!;
  });
}

export async function setJobStatus(db: DbOrTx, orgId: number, id: number, status: JobStatus): Promise<JobRow> {
  const [row] = await db.update(jobs).set({ status, updatedAt: sql`now()` }).where(ownJob(orgId, id)).returning();
  if (!row) throw jobNotFound();
  return row;
}

/** Deletes the job; its applications go with it (their foreign key cascades). */
export async function deleteJob(db: DbOrTx, orgId: number, id: number): Promise<{ id: number; title: string }> {
  const [row] = await db.delete(jobs).where(ownJob(orgId, id)).returning({ id: jobs.id, title: jobs.title });
  if (!row) throw jobNotFound();
  return row;
}
