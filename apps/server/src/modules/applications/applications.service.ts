import { createHash } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  JOB_MESSAGES,
  isPastJobDate,
  todayAnywhereOnEarth,
  type Application,
  type ApplicationDetail,
  type ApplicationPage,
  type PublicJob,
  type PublicJobState,
  MASS_UPLOAD_SOURCE_CHANNEL,
  type ApplicationStatus,
  type ResumeStatus,
  type StatusHistoryEntry,
  type StatusHistoryKind,
  type StoredApplicationStatus,
  type SubmittedApplication,
} from '@kairox/contract';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { applications, applicationStatusHistory, jobs, organizations, users } from '../../db/schema.js';
import { answerForConstraint, isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { FILE_TYPE_INFO, safeFileName, type ResumeFileType } from '../../lib/file-types.js';
import { newFileKey } from '../../lib/storage.js';
import {
  enqueueResumeProcessing,
  ensureResumeQueue,
  newResumeJobId,
  wakeResumeWorker,
  type ApplicationRow,
} from '../../jobs/resume-processing.js';
import { settleProposalByStatusChange } from './proposals.state.js';
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
    aiScore: row.aiScore,
    scoreEngineVersion: row.scoreEngineVersion,
    scoreOverridden: row.scoreOverriddenAt !== null,
    profile: row.profile,
    proposedStatus: row.proposedStatus,
    proposedReason: row.proposedReason,
    resumeStatus: row.resumeStatus as ResumeStatus,
    resumeError: row.resumeError,
    sourceChannel: row.sourceChannel,
    experience: row.experience,
    skills: row.skills,
    motivation: row.motivation,
    noticePeriod: row.noticePeriod,
    createdAt: row.createdAt.toISOString(),
    duplicateOfId: row.duplicateOfId,
  };
}

/** The answer to a new application: the row without the duplicate flag (the public caller must not learn it). */
export function toSubmittedApplication(row: ApplicationRow): SubmittedApplication {
  const { duplicateOfId: _duplicate, proposedStatus: _proposed, proposedReason: _reason, ...submitted } = toApplication(row);
  return submitted;
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

/**
 * What an anonymous caller may know of a job, as a public careers page would show it: OPEN (ACTIVE
 * and its cutoff date not passed Anywhere on Earth), EXPIRED (ACTIVE, cutoff passed) or CLOSED
 * (CLOSED or COMPLETED); null for a DRAFT, which answers exactly like a missing job.
 */
export function publicJobState(job: { status: string; cutoffDate: string }, now = new Date()): PublicJobState | null {
  if (job.status === 'ACTIVE') return isPastJobDate(job.cutoffDate, todayAnywhereOnEarth(now)) ? 'EXPIRED' : 'OPEN';
  if (job.status === 'CLOSED' || job.status === 'COMPLETED') return 'CLOSED';
  return null;
}

/** A job as the public sees it, with its organisation; null when it does not exist or is not public. */
export async function findPublicJob(db: DbOrTx, jobId: number): Promise<(PublicJob & { orgId: number }) | null> {
  const [job] = await db
    .select({ id: jobs.id, orgId: jobs.orgId, title: jobs.title, status: jobs.status, cutoffDate: jobs.cutoffDate, company: organizations.name })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(eq(jobs.id, jobId));
  const state = job ? publicJobState(job) : null;
  if (!job || !state) return null;
  return { jobId: job.id, orgId: job.orgId, title: job.title, company: job.company, status: state };
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

/**
 * What a repeated candidate email for the job means: 'refuse' answers 409 (staff, who may be told);
 * 'flag' stores the application as a duplicate of the first one (the public assistant, which must
 * not learn whether a person applied).
 */
export type RepeatedEmail = 'refuse' | 'flag';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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

/** The first application of the job with this email (the one its repeats point at). */
async function firstApplicationWithEmail(db: DbOrTx, jobId: number, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), sql`lower(${applications.candidateEmail}) = ${email.toLowerCase()}`, isNull(applications.duplicateOfId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The application's row, its first audit row and its processing job, in one transaction that
 * also re-checks that the job exists in the organisation. With 'flag', a repeated email makes the
 * row a duplicate of the job's first application with that email.
 */
function insertApplication(
  ctx: AppContext,
  orgId: number,
  jobId: number,
  input: NewApplication,
  resume: StoredResume,
  repeatedEmail: RepeatedEmail,
): Promise<ApplicationRow> {
  return withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.orgId, orgId)))
      .for('share');
    if (!job) throw jobNotFound();
    const duplicateOfId =
      repeatedEmail === 'flag' && input.candidateEmail ? await firstApplicationWithEmail(tx, jobId, input.candidateEmail) : null;
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
        resumeFileKey: resume.key,
        resumeFileName: resume.fileName,
        resumeMime: FILE_TYPE_INFO[resume.type].mime,
        resumeSize: resume.size,
        resumeSha256: resume.sha256,
        resumeStatus: 'PENDING',
        resumeJobId,
        duplicateOfId,
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
}

/**
 * Creates the application, its first audit row and its processing job, all or nothing, for a
 * resume already stored (`storeResume`); the file is deleted if that fails. Unique keys answer
 * 409: the candidate's email for the job ('refuse'), or, for a mass upload, the file. With 'flag'
 * a concurrent first application that won the race for the email is found on a second try.
 */
export async function createApplication(
  ctx: AppContext,
  orgId: number,
  jobId: number,
  input: NewApplication,
  resume: StoredResume,
  repeatedEmail: RepeatedEmail = 'refuse',
): Promise<ApplicationRow> {
  const insert = () => insertApplication(ctx, orgId, jobId, input, resume, repeatedEmail);
  try {
    await ensureResumeQueue(ctx.queue);
    const row = await insert().catch((error: unknown) => {
      if (repeatedEmail === 'flag' && isUniqueViolation(error)) return insert();
      throw error;
    });
    wakeResumeWorker(ctx.queue);
    return row;
  } catch (error) {
    await discardResume(ctx, resume.key);
    // Mass-uploaded rows have no email: the only unique key they can break is the file's.
    const duplicate = input.sourceChannel === MASS_UPLOAD_SOURCE_CHANNEL ? APPLICATION_MESSAGES.duplicateFile : APPLICATION_MESSAGES.duplicate;
    throw answerForConstraint(error, { unique: () => conflict(duplicate) });
  }
}

// ---------------------------------------------------------------------------------------------
// Status, edits, deletion
// ---------------------------------------------------------------------------------------------

/**
 * Sets the status and appends the audit row in one transaction; answers the updated row. `changedBy`
 * null = the system (e.g. AI interview events); a person's change also settles an open AI proposal.
 */
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
    // A person's status change settles the AI's open proposal (docs/interviews.md).
    if (changedBy !== null) await settleProposalByStatusChange(tx, orgId, id, changedBy, status, reason);
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
      kind: applicationStatusHistory.kind,
      fromScore: applicationStatusHistory.fromScore,
      toScore: applicationStatusHistory.toScore,
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
    kind: row.kind as StatusHistoryKind,
    fromScore: row.fromScore,
    toScore: row.toScore,
  }));
}

export interface BasicInfo {
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string;
}

/**
 * Edits the basic info only. A new email that another application of the job has answers 409
 * (checked first, and enforced by the unique index against races) and ends a duplicate's flag;
 * keeping the email keeps the flag, so a flagged duplicate stays editable.
 */
export async function updateBasicInfo(db: DbOrTx, orgId: number, id: number, info: BasicInfo): Promise<ApplicationRow> {
  const current = await getApplication(db, orgId, id);
  const emailChanged = current.candidateEmail?.toLowerCase() !== info.candidateEmail.toLowerCase();
  if (emailChanged && (await hasApplied(db, current.jobId, info.candidateEmail, id))) throw conflict(APPLICATION_MESSAGES.duplicate);
  try {
    const [row] = await db
      .update(applications)
      .set({ ...info, ...(emailChanged ? { duplicateOfId: null } : {}), updatedAt: sql`now()` })
      .where(ownApplication(orgId, id))
      .returning();
    if (!row) throw applicationNotFound();
    return row;
  } catch (error) {
    throw answerForConstraint(error, { unique: () => conflict(APPLICATION_MESSAGES.duplicate) });
  }
}

/**
 * Deletes the application (its notes and status history cascade), then its stored file. Its
 * duplicates, if any, pass to the oldest of them: the others are pointed at it first, so that the
 * foreign key's `set null` leaves exactly one application holding the email.
 */
export async function deleteApplication(ctx: AppContext, orgId: number, id: number): Promise<{ id: number; candidateName: string }> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const [heir] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.orgId, orgId), eq(applications.duplicateOfId, id)))
      .orderBy(asc(applications.id))
      .limit(1);
    if (heir) {
      await tx
        .update(applications)
        .set({ duplicateOfId: heir.id })
        .where(and(eq(applications.duplicateOfId, id), ne(applications.id, heir.id)));
    }
    const [deleted] = await tx
      .delete(applications)
      .where(ownApplication(orgId, id))
      .returning({ id: applications.id, candidateName: applications.candidateName, key: applications.resumeFileKey });
    return deleted;
  });
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
