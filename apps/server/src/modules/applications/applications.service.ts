import { createHash } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  INITIAL_APPLICATION_STATUS,
  JOB_MESSAGES,
  MASS_UPLOAD_SOURCE_CHANNEL,
  PRIVACY_NOTICE_VERSION,
  isPastJobDate,
  todayAnywhereOnEarth,
  type ApplicantInput,
  type Application,
  type ApplicationDetail,
  type ApplicationPage,
  type ApplicationStatus,
  type PublicJob,
  type PublicJobState,
  type StatusHistoryEntry,
  type StoredApplicationStatus,
  type SubmittedApplication,
} from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { answerForConstraint, isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { ALL_RESUME_TYPES, checkResumeUpload, safeFileName, storedResumeBytes, type ResumeFileType } from '../../lib/file-types.js';
import { FileNotFoundError, newFileKey } from '../../lib/storage.js';
import { pageAnswer } from '../../lib/page.js';
import { confirmSession, readSession, type Caller, type UnreadSession } from '../auth/authenticate.js';
import { findRetentionMonths } from '../data-rights/data-rights.repository.js';
import { queueCandidateEmail, type StatusNotifier } from '../candidate-emails/candidate-emails.service.js';
import {
  enqueueResumeProcessing,
  ensureResumeQueue,
  newResumeJobId,
  wakeResumeWorker,
  type ApplicationRow,
} from '../processing/resume-processing.js';
import {
  deleteApplicationRow,
  lockApplicationWithDuplicates,
  countApplicantMatches,
  findApplicantsPage,
  findFirstApplicantsPage,
  findOwnJobApplicationCount,
  type ApplicantRow,
  findApplication,
  findJobWithCompany,
  findOldestDuplicate,
  findOwnJob,
  findStatusHistory,
  firstApplicationWithEmail,
  hasApplied,
  insertApplicationRow,
  insertStatusHistory,
  lockApplicationStatus,
  lockOwnJob,
  newApplicationValues,
  receivedHistoryValues,
  repointDuplicates,
  updateApplicationRow,
} from './applications.repository.js';
import { settleProposalByStatusChange } from './proposals.state.js';
import { withQueueTransaction } from './transaction.js';

export type { ApplicationRow };

export const applicationNotFound = () => notFound(APPLICATION_MESSAGES.notFound);
const jobNotFound = () => notFound(JOB_MESSAGES.notFound);

// For the modules that scope their own queries of applications.
export { ownApplication } from './applications.repository.js';

/** The row as the job page reads it. */
export function toApplication(row: Omit<ApplicantRow, 'hasScorecard' | 'duplicateCount'>): Application {
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
    resumeStatus: row.resumeStatus,
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
  const privacyConsent =
    row.consentGivenAt && row.privacyNoticeVersion ? { givenAt: row.consentGivenAt.toISOString(), noticeVersion: row.privacyNoticeVersion } : null;
  return { ...toApplication(row), resumeFileName: row.resumeFileName, privacyConsent };
}

export async function getApplication(db: DbOrTx, orgId: number, id: number): Promise<ApplicationRow> {
  const row = await findApplication(db, orgId, id);
  if (!row) throw applicationNotFound();
  return row;
}

/** The job of the caller's organisation, or 404 'Job not found.'. */
export async function getOwnJob(db: DbOrTx, orgId: number, jobId: number) {
  const job = await findOwnJob(db, orgId, jobId);
  if (!job) throw jobNotFound();
  return job;
}

/**
 * What an anonymous caller may know of a job, as a public careers page would show it: OPEN (ACTIVE
 * and its cutoff date not passed Anywhere on Earth), EXPIRED (ACTIVE, cutoff passed) or CLOSED
 * (CLOSED or COMPLETED); null for a DRAFT, which answers exactly like a missing job.
 */
function publicJobState(job: { status: string; cutoffDate: string }, now = new Date()): PublicJobState | null {
  if (job.status === 'ACTIVE') return isPastJobDate(job.cutoffDate, todayAnywhereOnEarth(now)) ? 'EXPIRED' : 'OPEN';
  if (job.status === 'CLOSED' || job.status === 'COMPLETED') return 'CLOSED';
  return null;
}

/** A job as the public sees it, with its organisation; 404 when it does not exist or is not public. */
async function getPublicJobWithOrg(db: DbOrTx, jobId: number): Promise<Omit<PublicJob, 'retentionMonths'> & { orgId: number }> {
  const job = await findJobWithCompany(db, jobId);
  const state = job ? publicJobState(job) : null;
  if (!job || !state) throw jobNotFound();
  return {
    jobId: job.id,
    orgId: job.orgId,
    title: job.title,
    company: job.company,
    organizationSlug: job.organizationSlug,
    status: state,
    cutoffDate: job.cutoffDate,
  };
}

/** GET /api/applications/jobs/:jobId/public: the job as the application assistant may see it, with what its privacy notice names. */
export async function getPublicJob(db: DbOrTx, jobId: number): Promise<PublicJob> {
  const { orgId, ...job } = await getPublicJobWithOrg(db, jobId);
  return { ...job, retentionMonths: await findRetentionMonths(db, orgId) };
}

/** The organisation of a job that takes public applications: 404 when missing or DRAFT, 400 when closed or expired. */
async function openPublicJobOrg(db: DbOrTx, jobId: number): Promise<number> {
  const job = await getPublicJobWithOrg(db, jobId);
  if (job.status !== 'OPEN') throw badRequest(APPLICATION_MESSAGES.jobNotAccepting);
  return job.orgId;
}

/** How long a search's count of matches is reused while paging (it follows new and deleted applications at once). */
const SEARCH_COUNT_TTL_MS = 30_000;
const searchCounts = perDatabase(() => new ExpiringCache<Promise<number>>(SEARCH_COUNT_TTL_MS, 1000));

/**
 * How many of the job's applications match the search, counted once per search while the
 * recruiter pages through it: the count reads every application of the job, the page only as many
 * as it needs. Keyed by the job's number of applications, so one added or deleted is counted at
 * once; an edit that changes what matches (a resume read, a name corrected) shows within the TTL.
 * Requests that arrive while it is being counted wait for the same count.
 */
function countSearchMatches(db: DbOrTx, orgId: number, jobId: number, jobTotal: number, search: string): Promise<number> {
  const cache = searchCounts(db);
  const key = JSON.stringify([orgId, jobId, jobTotal, search]);
  let total = cache.get(key);
  if (!total) {
    total = countApplicantMatches(db, orgId, jobId, search);
    cache.set(key, total);
    total.catch(() => cache.delete(key));
  }
  return total;
}

/**
 * A page of the job's applicants for a session whose user row its first query reads
 * (requireSessionToken): nothing is answered, and nothing more is read, before the session stands.
 */
export async function listApplicants(
  db: DbOrTx,
  session: UnreadSession,
  jobId: number,
  query: { page: number; size: number; search?: string },
): Promise<ApplicationPage> {
  const { page, size, search } = query;
  const { orgId } = session;
  const firstPage = !search && page === 0 ? await findFirstApplicantsPage(db, session, jobId, size) : undefined;
  if (firstPage) {
    confirmSession(firstPage.sessionIsCurrent);
    return applicantsAnswer(firstPage.rows, { total: firstPage.total, page, size });
  }
  const job = await findOwnJobApplicationCount(db, session, jobId);
  if (!job) {
    await readSession(db, session);
    throw jobNotFound();
  }
  confirmSession(job.sessionIsCurrent);
  const total = search ? await countSearchMatches(db, orgId, jobId, job.total, search) : job.total;
  const rows = total > page * size ? await findApplicantsPage(db, orgId, jobId, { ...query, total }) : [];
  return applicantsAnswer(rows, { total, page, size });
}

function applicantsAnswer(rows: ApplicantRow[], paging: { total: number; page: number; size: number }): ApplicationPage {
  return pageAnswer(
    rows.map((row) => ({ ...toApplication(row), hasScorecard: row.hasScorecard, duplicateCount: row.duplicateCount })),
    paging,
  );
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
  /** The candidate's agreement to the privacy notice (public applications); none for staff adds. */
  consent?: { givenAt: Date; noticeVersion: string };
  /** Email the candidate that the application arrived (public applications with an email; docs/emails.md). */
  confirmByEmail?: boolean;
  /** Backdates the row (demo data only). */
  createdAt?: Date;
}

/**
 * What a repeated candidate email for the job means: 'refuse' answers 409 (staff, who may be told);
 * 'flag' stores the application as a duplicate of the first one (the public assistant, which must
 * not learn whether a person applied).
 */
export type RepeatedEmail = 'refuse' | 'flag';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes a checked resume to the file storage under a new key of the organisation. */
export async function storeResume(
  ctx: AppContext,
  orgId: number,
  bytes: Uint8Array,
  fileName: string | undefined,
  type: ResumeFileType,
): Promise<StoredResume> {
  const key = newFileKey(orgId);
  const stored = storedResumeBytes(bytes, type);
  await ctx.storage.put(key, stored);
  return { key, fileName: safeFileName(fileName, type), type, size: stored.length, sha256: sha256(stored) };
}

/** Deletes a stored resume that did not become an application (logged, never thrown). */
export async function discardResume(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage.remove(key).catch((error: unknown) => {
    ctx.logger.error({ err: error, key }, 'could not delete the file of a failed upload');
  });
}

/**
 * The application's row, its first audit row, its processing job and, if asked for, the candidate's
 * "application received" email, in one transaction that also re-checks that the job exists in the
 * organisation. With 'flag', a repeated email makes the row a duplicate of the job's first
 * application with that email. `afterCommit` dispatches the email.
 */
function insertApplication(
  ctx: AppContext,
  orgId: number,
  jobId: number,
  input: NewApplication,
  resume: StoredResume,
  repeatedEmail: RepeatedEmail,
): Promise<{ row: ApplicationRow; afterCommit?: () => Promise<void> }> {
  return withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
    if (!(await lockOwnJob(tx, orgId, jobId))) throw jobNotFound();
    const duplicateOfId = repeatedEmail === 'flag' && input.candidateEmail ? await firstApplicationWithEmail(tx, jobId, input.candidateEmail) : null;
    const resumeJobId = newResumeJobId();
    const inserted = await insertApplicationRow(tx, newApplicationValues({ orgId, jobId }, input, { resume, resumeJobId, duplicateOfId }));
    await insertStatusHistory(tx, receivedHistoryValues(orgId, inserted.id, input));
    await enqueueResumeProcessing(ctx.queue, { applicationId: inserted.id, orgId }, { id: resumeJobId, db: queueDb });
    if (!input.confirmByEmail || !input.candidateEmail) return { row: inserted };
    const confirmation = await queueCandidateEmail(ctx, tx, { orgId, applicationId: inserted.id, template: 'APPLICATION_RECEIVED' });
    return { row: inserted, afterCommit: confirmation.afterCommit };
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
    const { row, afterCommit } = await insert().catch((error: unknown) => {
      if (repeatedEmail === 'flag' && isUniqueViolation(error)) return insert();
      throw error;
    });
    wakeResumeWorker(ctx.queue);
    await afterCommit?.();
    return row;
  } catch (error) {
    await discardResume(ctx, resume.key);
    // Mass-uploaded rows have no email: the only unique key they can break is the file's.
    const duplicate = input.sourceChannel === MASS_UPLOAD_SOURCE_CHANNEL ? APPLICATION_MESSAGES.duplicateFile : APPLICATION_MESSAGES.duplicate;
    throw answerForConstraint(error, { unique: () => conflict(duplicate) });
  }
}

/** A resume part as read from the form: its bytes may be cut at the size limit (`truncated`). */
export interface ResumeUpload {
  bytes: Buffer;
  truncated: boolean;
  fileName: string | undefined;
}

export interface ApplicationSubmission {
  applicant: ApplicantInput;
  cv: ResumeUpload;
}

/**
 * The consent a public application must carry: the candidate agreed to the privacy notice in force
 * (400 otherwise, before anything else is looked at). Staff adds record none.
 */
function publicConsent(applicant: ApplicantInput, now = new Date()): NewApplication['consent'] {
  if (!applicant.privacyConsent) throw badRequest(APPLICATION_MESSAGES.privacyConsentRequired);
  if (applicant.privacyNoticeVersion !== PRIVACY_NOTICE_VERSION) throw badRequest(APPLICATION_MESSAGES.privacyNoticeChanged);
  return { givenAt: now, noticeVersion: PRIVACY_NOTICE_VERSION };
}

/**
 * POST /api/applications/applications, once its form is read. Without a caller (the public
 * assistant) the candidate must have agreed to the privacy notice, the job must be public and
 * open, the status is always QUALIFIED and a repeated email is flagged; staff add to a job of
 * their organisation and a repeated email answers 409.
 */
export async function submitApplication(
  ctx: AppContext,
  caller: Caller | null,
  { applicant, cv }: ApplicationSubmission,
): Promise<{ row: ApplicationRow; type: ResumeFileType }> {
  const { db } = ctx.database;
  const consent = caller ? undefined : publicConsent(applicant);
  const orgId = caller ? (await getOwnJob(db, caller.orgId, applicant.jobId)).orgId : await openPublicJobOrg(db, applicant.jobId);
  if (cv.truncated) throw badRequest(APPLICATION_MESSAGES.resumeTooLarge);
  const verdict = checkResumeUpload(cv.bytes, cv.fileName, ALL_RESUME_TYPES);
  if (!verdict.ok) throw badRequest(verdict.message);
  // Staff may be told of a repeated email; the public caller may not (it is flagged instead).
  if (caller && (await hasApplied(db, applicant.jobId, applicant.candidateEmail))) throw conflict(APPLICATION_MESSAGES.duplicate);

  const stored = await storeResume(ctx, orgId, cv.bytes, cv.fileName, verdict.type);
  const row = await createApplication(
    ctx,
    orgId,
    applicant.jobId,
    {
      candidateName: applicant.candidateName,
      candidateEmail: applicant.candidateEmail,
      candidatePhone: applicant.candidatePhone,
      status: caller ? applicant.status : INITIAL_APPLICATION_STATUS,
      sourceChannel: applicant.sourceChannel,
      experience: applicant.experience,
      skills: applicant.skills,
      motivation: applicant.motivation,
      createdBy: caller?.userId ?? null,
      consent,
      confirmByEmail: !caller,
    },
    stored,
    caller ? 'refuse' : 'flag',
  );
  return { row, type: verdict.type };
}

// ---------------------------------------------------------------------------------------------
// Status, edits, deletion, the stored file
// ---------------------------------------------------------------------------------------------

/**
 * Sets the status and appends the audit row in one transaction; answers the updated row. `changedBy`
 * null = the system (e.g. AI interview events); a person's change also settles an open AI proposal.
 * With `notify` ("Notify the candidate") the candidate's email is queued in the same transaction and
 * dispatched after it commits.
 */
export async function setApplicationStatus(
  db: DbOrTx,
  orgId: number,
  id: number,
  changedBy: number | null,
  status: ApplicationStatus,
  reason: string | null,
  notify?: StatusNotifier,
): Promise<ApplicationRow> {
  const { row, dispatch } = await db.transaction(async (tx) => {
    const current = await lockApplicationStatus(tx, orgId, id);
    if (!current) throw applicationNotFound();
    const changed = await applyStatusChange(tx, orgId, { id, status: current }, changedBy, status, reason);
    return { row: changed, dispatch: await notify?.(tx, { orgId, applicationIds: [id], status, reason }) };
  });
  await dispatch?.();
  return row;
}

/**
 * One status change inside the caller's transaction, on an application already locked with its
 * current status: the row, its audit row and, for a person's change, the AI's open proposal.
 */
export async function applyStatusChange(
  tx: DbOrTx,
  orgId: number,
  locked: { id: number; status: StoredApplicationStatus },
  changedBy: number | null,
  status: ApplicationStatus,
  reason: string | null,
): Promise<ApplicationRow> {
  const { id } = locked;
  // A person's status change settles the AI's open proposal (docs/interviews.md).
  if (changedBy !== null) await settleProposalByStatusChange(tx, orgId, id, changedBy, status, reason);
  const row = await updateApplicationRow(tx, orgId, id, { status });
  await insertStatusHistory(tx, { orgId, applicationId: id, fromStatus: locked.status, toStatus: status, reason, changedBy });
  return row!;
}

export async function statusHistory(db: DbOrTx, orgId: number, id: number): Promise<StatusHistoryEntry[]> {
  await getApplication(db, orgId, id);
  const rows = await findStatusHistory(db, orgId, id);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    changedByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    changedAt: row.changedAt.toISOString(),
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
    const row = await updateApplicationRow(db, orgId, id, { ...info, ...(emailChanged ? { duplicateOfId: null } : {}) });
    if (!row) throw applicationNotFound();
    return row;
  } catch (error) {
    throw answerForConstraint(error, { unique: () => conflict(APPLICATION_MESSAGES.duplicate) });
  }
}

/**
 * Deletes the application inside the caller's transaction (its notes, history and every other row
 * tied to it cascade); undefined when it is not the organisation's. Its duplicates, if any, pass
 * to the oldest of them: the others are pointed at it first, so that the foreign key's `set null`
 * leaves exactly one application holding the email. The caller removes the stored file once the
 * transaction committed (removeDeletedResume).
 */
export async function deleteApplicationRows(tx: DbOrTx, orgId: number, id: number) {
  await lockApplicationWithDuplicates(tx, orgId, id);
  const heirId = await findOldestDuplicate(tx, orgId, id);
  if (heirId !== null) await repointDuplicates(tx, id, heirId);
  return deleteApplicationRow(tx, orgId, id);
}

/** Deletes a deleted application's stored file (logged, never thrown: the orphan sweep retries it). */
export async function removeDeletedResume(ctx: AppContext, key: string, applicationId: number): Promise<void> {
  await ctx.storage.remove(key).catch((error: unknown) => {
    ctx.logger.error({ err: error, key, applicationId }, 'could not delete the resume file of a deleted application');
  });
}

/** Deletes the application and its rows (deleteApplicationRows), then its stored file. */
export async function deleteApplication(ctx: AppContext, orgId: number, id: number): Promise<{ id: number; candidateName: string }> {
  const row = await retryOnDeadlock(() => ctx.database.db.transaction((tx) => deleteApplicationRows(tx, orgId, id)));
  if (!row) throw applicationNotFound();
  await removeDeletedResume(ctx, row.key, id);
  return { id: row.id, candidateName: row.candidateName };
}

/** The stored resume of an application, with the type and name it is served under. */
export async function readResumeFile(ctx: AppContext, orgId: number, id: number): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
  const row = await getApplication(ctx.database.db, orgId, id);
  try {
    return { bytes: await ctx.storage.read(row.resumeFileKey), mime: row.resumeMime, fileName: row.resumeFileName };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound('Resume file not found.');
    throw error;
  }
}
