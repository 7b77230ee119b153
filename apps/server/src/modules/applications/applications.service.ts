import { createHash } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  JOB_MESSAGES,
  isPastJobDate,
  todayAnywhereOnEarth,
  type Application,
  type ApplicationDetail,
  type ApplicationPage,
  type ApplicationStatus,
  type ResumeStatus,
  type StatusHistoryEntry,
  type StoredApplicationStatus,
} from '@kairox/contract';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { applications, applicationStatusHistory, jobs, users } from '../../db/schema.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { FILE_TYPE_INFO, type ResumeFileType } from '../../lib/file-types.js';
import { newFileKey } from '../../lib/storage.js';
import {
  enqueueResumeProcessing,
  ensureResumeQueue,
  newResumeJobId,
  wakeResumeWorker,
  type ApplicationRow,
} from '../../jobs/resume-processing.js';
import { withQueueTransaction } from './transaction.js';

export type { ApplicationRow };

export const applicationNotFound = () => notFound(APPLICATION_MESSAGES.notFound);
const jobNotFound = () => notFound(JOB_MESSAGES.notFound);

/** Scopes every lookup by organisation: another tenant's application is simply not found. */
export const ownApplication = (orgId: number, id: number) => and(eq(applications.id, id), eq(applications.orgId, orgId));

/** The row as the job page reads it. */
export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    jobId: row.jobId,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    candidatePhone: row.candidatePhone,
    status: row.status,
    score: row.score,
    resumeStatus: row.resumeStatus as ResumeStatus,
    resumeError: row.resumeError,
    sourceChannel: row.sourceChannel,
    experience: row.experience,
    skills: row.skills,
    motivation: row.motivation,
    noticePeriod: row.noticePeriod,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toApplicationDetail(row: ApplicationRow): ApplicationDetail {
  return { ...toApplication(row), resumeFileName: row.resumeFileName };
}

export async function getApplication(db: DbOrTx, orgId: number, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(ownApplication(orgId, id));
  if (!row) throw applicationNotFound();
  return row;
}

/** The job of the caller's organisation, or 404 'Job not found.'. */
export async function getOwnJob(db: DbOrTx, orgId: number, jobId: number) {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.orgId, orgId)));
  if (!job) throw jobNotFound();
  return job;
}

/** A job that takes public applications: ACTIVE and its cutoff date not passed (Anywhere on Earth). */
export function acceptsPublicApplications(job: { status: string; cutoffDate: string }, now = new Date()): boolean {
  return job.status === 'ACTIVE' && !isPastJobDate(job.cutoffDate, todayAnywhereOnEarth(now));
}

/** Matches a name or email containing the words, or resume text with all of them (full-text index). */
function applicantSearch(search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(applications.candidateName, pattern),
    ilike(applications.candidateEmail, pattern),
    sql`to_tsvector('simple', coalesce(${applications.resumeText}, '')) @@ plainto_tsquery('simple', ${search})`,
  );
}

export async function listApplicants(
  db: DbOrTx,
  orgId: number,
  jobId: number,
  { page, size, search }: { page: number; size: number; search?: string },
): Promise<ApplicationPage> {
  await getOwnJob(db, orgId, jobId);
  const scope = and(
    eq(applications.orgId, orgId),
    eq(applications.jobId, jobId),
    search ? applicantSearch(search) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(applications).where(scope);
  const rows = await db
    .select()
    .from(applications)
    .where(scope)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(size)
    .offset(page * size);
  const totalPages = Math.ceil(total / size);
  return {
    content: rows.map(toApplication),
    totalPages,
    totalElements: total,
    last: page + 1 >= totalPages,
    first: page === 0,
    number: page,
    size,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating applications (all three ways)
// ---------------------------------------------------------------------------------------------

/** A resume already written to the file storage, not yet attached to an application. */
export interface StoredResume {
  key: string;
  fileName: string;
  type: ResumeFileType;
  size: number;
  sha256: string;
}

export interface NewApplication {
  candidateName: string;
  candidateEmail: string | null;
  candidatePhone: string | null;
  status: StoredApplicationStatus;
  sourceChannel: string;
  experience?: string | null;
  skills?: string | null;
  motivation?: string | null;
  createdBy: number | null;
  /** Backdates the row (demo data only). */
  createdAt?: Date;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file name safe to store and to send back in a header: no path, no control characters, at most 200 characters. */
export function safeFileName(name: string | undefined, type: ResumeFileType): string {
  const extension = FILE_TYPE_INFO[type].extension;
  const base = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[\u0000-\u001F\u007F"<>:|?*\\/]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = base.replace(/\.[^.]{1,8}$/, '').trim().slice(0, 190) || 'resume';
  return `${stem}.${extension}`;
}

/** Whether an application (other than `exceptId`) with this email exists for the job (case-insensitive). */
export async function hasApplied(db: DbOrTx, jobId: number, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        sql`lower(${applications.candidateEmail}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(applications.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Writes a checked resume to the file storage under a new key of the organisation. */
export async function storeResume(
  ctx: AppContext,
  orgId: number,
  bytes: Uint8Array,
  fileName: string | undefined,
  type: ResumeFileType,
): Promise<StoredResume> {
  const key = newFileKey(orgId);
  await ctx.storage.put(key, bytes);
  return { key, fileName: safeFileName(fileName, type), type, size: bytes.length, sha256: sha256(bytes) };
}

/** Deletes a stored resume that did not become an application (logged, never thrown). */
export async function discardResume(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage.remove(key).catch((error: unknown) => {
    ctx.logger.error({ err: error, key }, 'could not delete the file of a failed upload');
  });
}

/**
 * Creates the application, its first audit row and its processing job, all or nothing, for a
 * resume already stored (`storeResume`): the rows and the job commit in one transaction (which
 * also re-checks that the job exists in the organisation); the file is deleted if that fails.
 */
export async function createApplication(
  ctx: AppContext,
  orgId: number,
  jobId: number,
  input: NewApplication,
  resume: StoredResume,
): Promise<ApplicationRow> {
  const key = resume.key;
  try {
    await ensureResumeQueue(ctx.queue);
    const row = await withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
      const [job] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.orgId, orgId)))
        .for('share');
      if (!job) throw jobNotFound();
      const resumeJobId = newResumeJobId();
      const [inserted] = await tx
        .insert(applications)
        .values({
          orgId,
          jobId,
          createdBy: input.createdBy,
          candidateName: input.candidateName,
          candidateEmail: input.candidateEmail,
          candidatePhone: input.candidatePhone,
          status: input.status,
          sourceChannel: input.sourceChannel,
          experience: input.experience ?? null,
          skills: input.skills ?? null,
          motivation: input.motivation ?? null,
          resumeFileKey: key,
          resumeFileName: resume.fileName,
          resumeMime: FILE_TYPE_INFO[resume.type].mime,
          resumeSize: resume.size,
          resumeSha256: resume.sha256,
          resumeStatus: 'PENDING',
          resumeJobId,
          ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
        })
        .returning();
      await tx.insert(applicationStatusHistory).values({
        orgId,
        applicationId: inserted!.id,
        fromStatus: null,
        toStatus: input.status,
        reason: `Application received (${input.sourceChannel}).`,
        changedBy: input.createdBy,
        ...(input.createdAt ? { changedAt: input.createdAt } : {}),
      });
      await enqueueResumeProcessing(ctx.queue, { applicationId: inserted!.id, orgId }, { id: resumeJobId, db: queueDb });
      return inserted!;
    });
    wakeResumeWorker(ctx.queue);
    return row;
  } catch (error) {
    await discardResume(ctx, key);
    throw answerForConstraint(error, { unique: () => conflict(APPLICATION_MESSAGES.duplicate) });
  }
}

// ---------------------------------------------------------------------------------------------
// Status, edits, deletion
// ---------------------------------------------------------------------------------------------

/** Sets the status and appends the audit row in one transaction; answers the updated row. `changedBy` null = the system (e.g. AI interview events). */
export async function setApplicationStatus(
  db: DbOrTx,
  orgId: number,
  id: number,
  changedBy: number | null,
  status: ApplicationStatus,
  reason: string | null,
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: applications.status }).from(applications).where(ownApplication(orgId, id)).for('update');
    if (!current) throw applicationNotFound();
    const [row] = await tx
      .update(applications)
      .set({ status, updatedAt: sql`now()` })
      .where(ownApplication(orgId, id))
      .returning();
    await tx.insert(applicationStatusHistory).values({
      orgId,
      applicationId: id,
      fromStatus: current.status,
      toStatus: status,
      reason,
      changedBy,
    });
    return row!;
  });
}

export async function statusHistory(db: DbOrTx, orgId: number, id: number): Promise<StatusHistoryEntry[]> {
  await getApplication(db, orgId, id);
  const rows = await db
    .select({
      id: applicationStatusHistory.id,
      fromStatus: applicationStatusHistory.fromStatus,
      toStatus: applicationStatusHistory.toStatus,
      reason: applicationStatusHistory.reason,
      changedBy: applicationStatusHistory.changedBy,
      firstName: users.firstName,
      lastName: users.lastName,
      changedAt: applicationStatusHistory.changedAt,
    })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
    .where(and(eq(applicationStatusHistory.applicationId, id), eq(applicationStatusHistory.orgId, orgId)))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    changedBy: row.changedBy,
    changedByName: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
    changedAt: row.changedAt.toISOString(),
  }));
}

export interface BasicInfo {
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string;
}

/**
 * Edits the basic info only; an email another application of the job has answers 409 (checked
 * first, and enforced by the unique index against races).
 */
export async function updateBasicInfo(db: DbOrTx, orgId: number, id: number, info: BasicInfo): Promise<ApplicationRow> {
  const current = await getApplication(db, orgId, id);
  if (await hasApplied(db, current.jobId, info.candidateEmail, id)) throw conflict(APPLICATION_MESSAGES.duplicate);
  try {
    const [row] = await db
      .update(applications)
      .set({ ...info, updatedAt: sql`now()` })
      .where(ownApplication(orgId, id))
      .returning();
    if (!row) throw applicationNotFound();
    return row;
  } catch (error) {
    throw answerForConstraint(error, { unique: () => conflict(APPLICATION_MESSAGES.duplicate) });
  }
}

/** Deletes the application (its notes and status history cascade), then its stored file. */
export async function deleteApplication(ctx: AppContext, orgId: number, id: number): Promise<{ id: number; candidateName: string }> {
  const [row] = await ctx.database.db
    .delete(applications)
    .where(ownApplication(orgId, id))
    .returning({ id: applications.id, candidateName: applications.candidateName, key: applications.resumeFileKey });
  if (!row) throw applicationNotFound();
  await ctx.storage.remove(row.key).catch((error: unknown) => {
    ctx.logger.error({ err: error, key: row.key, applicationId: id }, 'could not delete the resume file of a deleted application');
  });
  return { id: row.id, candidateName: row.candidateName };
}

/** Whether the job already has an application with a byte-identical resume. */
export async function hasResume(db: DbOrTx, jobId: number, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.resumeSha256, hash)))
    .limit(1);
  return Boolean(row);
}
