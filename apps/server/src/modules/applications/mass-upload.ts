import {
  APPLICATION_MESSAGES,
  JOB_MESSAGES,
  MASS_UPLOAD_MAX_FILES,
  MASS_UPLOAD_SOURCE_CHANNEL,
  RESUME_MAX_BYTES,
  applicantJobIdSchema,
  type MassUploadResponse,
} from '@kairox/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { checkResumeUpload, displayFileName } from '../../lib/file-types.js';
import type { Caller } from '../auth/authenticate.js';
import { candidateNameFromFileName } from '../screening/profile/contacts.js';
import { enqueueResumeProcessingBatch, ensureResumeQueue, newResumeJobId, wakeResumeWorker } from '../processing/resume-processing.js';
import { lockOwnJob } from './applications.repository.js';
import { createApplication, discardResume, getOwnJob, storeResume, type NewApplication, type StoredResume } from './applications.service.js';
import { MASS_UPLOAD_STATUS, insertMassUploadRows, resumesOnJob } from './mass-upload.repository.js';
import { formParts, readFilePart, skipFilePart } from './multipart.js';
import { withQueueTransaction } from './transaction.js';

/** Field names the mass upload takes files from ('files', repeated; 'files[]' and 'file' too). */
const FILE_FIELDS = new Set(['files', 'files[]', 'file']);

export interface MassUploadResult {
  status: 200 | 400;
  body: MassUploadResponse & { error?: string };
}

type Received = { fileName: string; stored: StoredResume } | { fileName: string; reason: string };

/** A file of the form as read: being written to the storage, or refused with its reason. */
type Reading = { fileName: string; storing: Promise<StoredResume> } | { fileName: string; reason: string };

/**
 * Bytes of the good files being written to the storage while the form is read on. Written one
 * after the other, each file's write waited at every step for an event loop busy with screening,
 * which made uploads beside screening about three times slower (issue #14, docs/quality.md); the
 * cap keeps the memory of a request with large files at a few files.
 */
const STORING_AHEAD_BYTES = 2 * RESUME_MAX_BYTES;

/** The files' writes to the storage, started as they are read, with at most STORING_AHEAD_BYTES in progress. */
class StoringAhead {
  private readonly inProgress = new Map<Promise<void>, number>();
  private bytes = 0;

  /** Waits until the writes in progress leave room for `size` more bytes. */
  async room(size: number): Promise<void> {
    while (this.inProgress.size > 0 && this.bytes + size > STORING_AHEAD_BYTES) await Promise.race(this.inProgress.keys());
  }

  /** Counts a write in progress until it ends. */
  track(size: number, storing: Promise<StoredResume>): Promise<StoredResume> {
    const ended = storing.then(
      () => undefined,
      () => undefined,
    );
    this.inProgress.set(ended, size);
    this.bytes += size;
    void ended.then(() => {
      this.inProgress.delete(ended);
      this.bytes -= size;
    });
    return storing;
  }
}

const writesOf = (reading: readonly Reading[]) => Promise.allSettled(reading.map((entry) => ('storing' in entry ? entry.storing : null)));

/** The form's files once every write has ended; throws the error of a write that failed. */
async function storedFiles(reading: readonly Reading[]): Promise<Received[]> {
  const outcomes = await writesOf(reading);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return reading.map((entry, index) =>
    'storing' in entry ? { fileName: entry.fileName, stored: (outcomes[index] as PromiseFulfilledResult<StoredResume>).value } : entry,
  );
}

/** Deletes the files whose writes succeeded. */
async function discardStored(ctx: AppContext, outcomes: ReadonlyArray<PromiseSettledResult<StoredResume | null>>): Promise<void> {
  await Promise.all(outcomes.map((outcome) => (outcome.status === 'fulfilled' && outcome.value ? discardResume(ctx, outcome.value.key) : undefined)));
}

/** What became of a stored file: its application, or why it has none. */
type Outcome = { applicationId: number } | { reason: string };

/** A stored file to become an application, by its place in the request. */
interface Fresh {
  index: number;
  fileName: string;
  stored: StoredResume;
}

/**
 * The stored files that are neither a repeat of an earlier file of the request nor on the job
 * already (one query for all); the others are answered as duplicates and their files deleted.
 */
async function withoutDuplicates(
  ctx: AppContext,
  jobId: number,
  received: readonly Received[],
): Promise<{ fresh: Fresh[]; outcomes: Map<number, Outcome> }> {
  const stored = received.flatMap((entry, index) => ('stored' in entry ? [{ index, fileName: entry.fileName, stored: entry.stored }] : []));
  const onJob = await resumesOnJob(
    ctx.database.db,
    jobId,
    stored.map((file) => file.stored.sha256),
  );
  const seen = new Set<string>();
  const fresh: Fresh[] = [];
  const outcomes = new Map<number, Outcome>();
  for (const file of stored) {
    if (seen.has(file.stored.sha256) || onJob.has(file.stored.sha256)) {
      await discardResume(ctx, file.stored.key);
      outcomes.set(file.index, { reason: APPLICATION_MESSAGES.duplicateFile });
      continue;
    }
    seen.add(file.stored.sha256);
    fresh.push(file);
  }
  return { fresh, outcomes };
}

/** The application a mass-uploaded file becomes until its resume is read: named after the file, no contact details. */
function massUploadApplication(caller: Caller, fileName: string): NewApplication {
  return {
    candidateName: candidateNameFromFileName(fileName),
    candidateEmail: null,
    candidatePhone: null,
    status: MASS_UPLOAD_STATUS,
    sourceChannel: MASS_UPLOAD_SOURCE_CHANNEL,
    createdBy: caller.userId,
  };
}

/**
 * Creates the applications in one transaction: the job locked once, the rows, their audit rows and
 * their queue jobs in one statement each. Null, with nothing written, when the job is gone.
 */
async function createTogether(ctx: AppContext, caller: Caller, jobId: number, fresh: readonly Fresh[]): Promise<number[] | null> {
  await ensureResumeQueue(ctx.queue);
  const ids = await withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
    if (!(await lockOwnJob(tx, caller.orgId, jobId))) return null;
    const rows = fresh.map(({ fileName, stored }) => ({
      application: massUploadApplication(caller, fileName),
      resume: stored,
      resumeJobId: newResumeJobId(),
    }));
    const applicationIds = await insertMassUploadRows(tx, { orgId: caller.orgId, jobId }, rows);
    await enqueueResumeProcessingBatch(
      ctx.queue,
      rows.map((row, index) => ({ id: row.resumeJobId, data: { applicationId: applicationIds[index]!, orgId: caller.orgId } })),
      queueDb,
    );
    return applicationIds;
  });
  if (ids) wakeResumeWorker(ctx.queue);
  return ids;
}

/**
 * One file as its own application, as a single upload makes it; its file is deleted if that fails.
 * Another upload may have brought the same file to the job since the request checked.
 */
async function createOne(ctx: AppContext, caller: Caller, jobId: number, request: FastifyRequest, { fileName, stored }: Fresh): Promise<Outcome> {
  try {
    if ((await resumesOnJob(ctx.database.db, jobId, [stored.sha256])).size > 0) {
      await discardResume(ctx, stored.key);
      return { reason: APPLICATION_MESSAGES.duplicateFile };
    }
    const row = await createApplication(ctx, caller.orgId, jobId, massUploadApplication(caller, fileName), stored);
    return { applicationId: row.id };
  } catch (error) {
    // createApplication has removed the file; a concurrent upload of the same file ends here as a 409.
    if (error instanceof AppError) return { reason: error.message };
    request.log.error({ err: error, fileName }, 'mass upload: one resume could not be saved');
    return { reason: APPLICATION_MESSAGES.storeFailed };
  }
}

/**
 * The fresh files' applications, together; when that cannot be done (the job was deleted
 * meanwhile, another upload of the same file won the race, a database error), one by one, so that
 * each file gets the answer it would get alone and one bad file does not sink the others.
 */
async function createApplications(
  ctx: AppContext,
  caller: Caller,
  jobId: number,
  request: FastifyRequest,
  { fresh, outcomes }: { fresh: Fresh[]; outcomes: Map<number, Outcome> },
): Promise<Map<number, Outcome>> {
  if (fresh.length === 0) return outcomes;
  const ids = await createTogether(ctx, caller, jobId, fresh).catch((error: unknown) => {
    request.log.warn({ err: error, files: fresh.length }, 'mass upload: creating the applications together failed; creating them one by one');
    return null;
  });
  if (ids) {
    fresh.forEach((file, index) => outcomes.set(file.index, { applicationId: ids[index]! }));
    return outcomes;
  }
  for (const file of fresh) outcomes.set(file.index, await createOne(ctx, caller, jobId, request, file));
  return outcomes;
}

/**
 * POST /api/applications/mass-upload: PDFs only (named .pdf), 10 MB each, at most 50. Each file is checked as
 * it arrives and good ones are written to the storage at once, while the form is read on (memory
 * holds the file being read and those being written, at most STORING_AHEAD_BYTES);
 * once the whole form is read, the job is checked (another tenant's job is 404 and nothing is kept)
 * and each good file becomes an application of its own: one bad file does not sink the others.
 * The applications of a request are written in one transaction (see createApplications).
 */
export async function massUpload(ctx: AppContext, caller: Caller, request: FastifyRequest): Promise<MassUploadResult> {
  const reading: Reading[] = [];
  const storingAhead = new StoringAhead();
  let received: Received[];
  let rawJobId: unknown;
  let fileCount = 0;
  let jobId: number;

  // Phase 1: read the form, check each file, store the good ones, then check the job. Any failure
  // here leaves nothing behind.
  try {
    for await (const part of formParts(request, {
      files: MASS_UPLOAD_MAX_FILES * 4,
      fields: 20,
      parts: MASS_UPLOAD_MAX_FILES * 4 + 20,
      fileSize: RESUME_MAX_BYTES,
      fieldSize: 1024,
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'jobId' && rawJobId === undefined) rawJobId = part.value;
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname)) {
        await skipFilePart(part);
        continue;
      }
      fileCount += 1;
      const fileName = displayFileName(part.filename);
      if (fileCount > MASS_UPLOAD_MAX_FILES) {
        await skipFilePart(part);
        reading.push({ fileName, reason: APPLICATION_MESSAGES.tooManyFiles });
        continue;
      }
      const { bytes, truncated } = await readFilePart(part);
      if (truncated) {
        reading.push({ fileName, reason: APPLICATION_MESSAGES.resumeTooLarge });
        continue;
      }
      const verdict = checkResumeUpload(bytes, part.filename, ['pdf']);
      if (!verdict.ok) {
        reading.push({ fileName, reason: verdict.message });
        continue;
      }
      await storingAhead.room(bytes.length);
      reading.push({ fileName, storing: storingAhead.track(bytes.length, storeResume(ctx, caller.orgId, bytes, part.filename, verdict.type)) });
    }
    received = await storedFiles(reading);
    const parsedJobId = applicantJobIdSchema.safeParse(rawJobId);
    if (!parsedJobId.success) throw badRequest(parsedJobId.error.issues[0]?.message ?? JOB_MESSAGES.invalidJobId);
    jobId = parsedJobId.data;
    await getOwnJob(ctx.database.db, caller.orgId, jobId);
  } catch (error) {
    await discardStored(ctx, await writesOf(reading));
    throw error;
  }

  if (received.length === 0) {
    return { status: 400, body: { accepted: [], rejected: [], message: APPLICATION_MESSAGES.noFiles, error: 'BAD_REQUEST' } };
  }

  // Phase 2: each good file not already on the job becomes an application (row + audit row + job).
  const outcomes = await createApplications(ctx, caller, jobId, request, await withoutDuplicates(ctx, jobId, received));
  const accepted: MassUploadResponse['accepted'] = [];
  const rejected: MassUploadResponse['rejected'] = [];
  received.forEach((entry, index) => {
    // A file refused while the form was read has its reason; every stored file has an outcome.
    const outcome: Outcome = 'reason' in entry ? entry : outcomes.get(index)!;
    if ('applicationId' in outcome) accepted.push({ fileName: entry.fileName, applicationId: outcome.applicationId });
    else rejected.push({ fileName: entry.fileName, reason: outcome.reason });
  });
  if (accepted.length === 0) {
    return { status: 400, body: { accepted, rejected, message: APPLICATION_MESSAGES.noneAccepted, error: 'BAD_REQUEST' } };
  }
  return { status: 200, body: { accepted, rejected, message: APPLICATION_MESSAGES.massUploaded(accepted.length) } };
}
