import {
  JOB_MESSAGES,
  JOB_STATUSES,
  NEW_JOB_STATUS,
  isPastJobDate,
  todayAnywhereOnEarth,
  type Job,
  type JobInput,
  type JobListResponse,
  type JobStatsResponse,
  type JobStatus,
  type JobUpdate,
} from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { retryOnDeadlock } from '../../lib/db-errors.js';
import { badRequest, notFound } from '../../lib/errors.js';
import {
  countJobs,
  countJobsByStatus,
  deleteJobRow,
  findJob,
  findJobForUpdate,
  insertJob,
  listJobRows,
  updateJobRow,
  type JobRow,
} from './jobs.repository.js';

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
    status: row.status,
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

export async function createJob(db: DbOrTx, orgId: number, createdBy: number | null, input: JobInput): Promise<JobRow> {
  const { internalDetails, ...fields } = input;
  return insertJob(db, { ...fields, ...internalDetails, orgId, createdBy, status: NEW_JOB_STATUS });
}

export async function getJob(db: DbOrTx, orgId: number, id: number): Promise<JobRow> {
  const row = await findJob(db, orgId, id);
  if (!row) throw jobNotFound();
  return row;
}

export async function listJobs(db: DbOrTx, orgId: number, page: number, size: number): Promise<JobListResponse> {
  const total = await countJobs(db, orgId);
  const rows = await listJobRows(db, orgId, page, size);
  const items = rows.map(({ createdAt, ...row }) => ({ ...row, createdDate: epochSeconds(createdAt) }));
  return { jobs: items, totalPages: Math.ceil(total / size), totalItems: total };
}

export async function jobStats(db: DbOrTx, orgId: number): Promise<JobStatsResponse> {
  const rows = await countJobsByStatus(db, orgId);
  const statusCounts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
  let totalItems = 0;
  for (const row of rows) {
    statusCounts[row.status] = row.total;
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
    const stored = await findJobForUpdate(tx, orgId, id);
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
    return (await updateJobRow(tx, orgId, id, { ...fields, ...internalDetails }))!;
  });
}

export async function setJobStatus(db: DbOrTx, orgId: number, id: number, status: JobStatus): Promise<JobRow> {
  const row = await updateJobRow(db, orgId, id, { status });
  if (!row) throw jobNotFound();
  return row;
}

/** Deletes the job; its applications go with it (their foreign key cascades). */
export async function deleteJob(db: DbOrTx, orgId: number, id: number): Promise<{ id: number; title: string }> {
  const row = await retryOnDeadlock(() => deleteJobRow(db, orgId, id));
  if (!row) throw jobNotFound();
  return row;
}
