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
import { hasResume } from './applications.repository.js';
import { createApplication, discardResume, getOwnJob, storeResume, type StoredResume } from './applications.service.js';
import { formParts, readFilePart, skipFilePart } from './multipart.js';

/** Field names the mass upload takes files from ('files', repeated; 'files[]' and 'file' too). */
const FILE_FIELDS = new Set(['files', 'files[]', 'file']);

export interface MassUploadResult {
  status: 200 | 400;
  body: MassUploadResponse & { error?: string };
}

type Received = { fileName: string; stored: StoredResume } | { fileName: string; reason: string };

/**
 * POST /api/applications/mass-upload: PDFs only (named .pdf), 10 MB each, at most 50. Each file is checked as
 * it arrives and good ones are written to the storage at once (memory holds one file at a time);
 * once the whole form is read, the job is checked (another tenant's job is 404 and nothing is kept)
 * and each good file becomes an application of its own: one bad file does not sink the others.
 */
export async function massUpload(ctx: AppContext, caller: Caller, request: FastifyRequest): Promise<MassUploadResult> {
  const received: Received[] = [];
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
        received.push({ fileName, reason: APPLICATION_MESSAGES.tooManyFiles });
        continue;
      }
      const { bytes, truncated } = await readFilePart(part);
      if (truncated) {
        received.push({ fileName, reason: APPLICATION_MESSAGES.resumeTooLarge });
        continue;
      }
      const verdict = checkResumeUpload(bytes, part.filename, ['pdf']);
      if (!verdict.ok) {
        received.push({ fileName, reason: verdict.message });
        continue;
      }
      received.push({ fileName, stored: await storeResume(ctx, caller.orgId, bytes, part.filename, verdict.type) });
    }
    const parsedJobId = applicantJobIdSchema.safeParse(rawJobId);
    if (!parsedJobId.success) throw badRequest(parsedJobId.error.issues[0]?.message ?? JOB_MESSAGES.invalidJobId);
    jobId = parsedJobId.data;
    await getOwnJob(ctx.database.db, caller.orgId, jobId);
  } catch (error) {
    await Promise.all(received.map((entry) => ('stored' in entry ? discardResume(ctx, entry.stored.key) : undefined)));
    throw error;
  }

  if (received.length === 0) {
    return { status: 400, body: { accepted: [], rejected: [], message: APPLICATION_MESSAGES.noFiles, error: 'BAD_REQUEST' } };
  }

  // Phase 2: each good file becomes an application on its own (row + audit row + job, or nothing).
  const accepted: MassUploadResponse['accepted'] = [];
  const rejected: MassUploadResponse['rejected'] = [];
  const seen = new Set<string>();
  for (const entry of received) {
    if (!('stored' in entry)) {
      rejected.push({ fileName: entry.fileName, reason: entry.reason });
      continue;
    }
    const { stored, fileName } = entry;
    try {
      if (seen.has(stored.sha256) || (await hasResume(ctx.database.db, jobId, stored.sha256))) {
        await discardResume(ctx, stored.key);
        rejected.push({ fileName, reason: APPLICATION_MESSAGES.duplicateFile });
        continue;
      }
      seen.add(stored.sha256);
      const row = await createApplication(
        ctx,
        caller.orgId,
        jobId,
        {
          candidateName: candidateNameFromFileName(fileName),
          candidateEmail: null,
          candidatePhone: null,
          status: 'APPLIED',
          sourceChannel: MASS_UPLOAD_SOURCE_CHANNEL,
          createdBy: caller.userId,
        },
        stored,
      );
      accepted.push({ fileName, applicationId: row.id });
    } catch (error) {
      // createApplication has removed the file; a concurrent upload of the same file ends here as a 409.
      if (error instanceof AppError) {
        rejected.push({ fileName, reason: error.message });
        continue;
      }
      request.log.error({ err: error, fileName }, 'mass upload: one resume could not be saved');
      rejected.push({ fileName, reason: APPLICATION_MESSAGES.storeFailed });
    }
  }
  if (accepted.length === 0) {
    return { status: 400, body: { accepted, rejected, message: APPLICATION_MESSAGES.noneAccepted, error: 'BAD_REQUEST' } };
  }
  return { status: 200, body: { accepted, rejected, message: APPLICATION_MESSAGES.massUploaded(accepted.length) } };
}
