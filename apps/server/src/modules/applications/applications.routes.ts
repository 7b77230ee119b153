import {
  APPLICATION_MESSAGES,
  INITIAL_APPLICATION_STATUS,
  JOB_MESSAGES,
  RESUME_MAX_BYTES,
  applicantListQuerySchema,
  applicantPayloadSchema,
  applicantsParamsSchema,
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationPageSchema,
  applicationSchema,
  publicJobSchema,
  submittedApplicationSchema,
  massUploadErrorResponseSchema,
  massUploadResponseSchema,
  messageResponseSchema,
  resumeTextResponseSchema,
  statusHistorySchema,
  updateApplicationRequestSchema,
  updateApplicationStatusRequestSchema,
} from '@kairox/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { ALL_RESUME_TYPES, checkResumeUpload, displayFileName } from '../../lib/file-types.js';
import { errorResponses } from '../../lib/openapi.js';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limiter.js';
import { FileNotFoundError } from '../../lib/storage.js';
import { callerOf, requireAuth, resolveCaller, type Caller } from '../auth/authenticate.js';
import { stopResumeProcessing } from '../../jobs/resume-processing.js';
import { noteRoutes } from '../notes/notes.routes.js';
import {
  createApplication,
  deleteApplication,
  findPublicJob,
  getApplication,
  getOwnJob,
  hasApplied,
  listApplicants,
  setApplicationStatus,
  statusHistory,
  storeResume,
  toApplication,
  toApplicationDetail,
  toSubmittedApplication,
  updateBasicInfo,
} from './applications.service.js';
import { massUpload } from './mass-upload.js';
import { APPLICANT_PART_MAX_BYTES, formParts, readFilePart, skipFilePart } from './multipart.js';
import { proposalRoutes } from './proposals.routes.js';
import { scoreRoutes } from './scores.routes.js';

const TAGS = ['Applications'];
const security = [{ bearerAuth: [] }];

/** Anonymous applications (the public assistant) per client IP. */
export const APPLY_RATE_LIMIT: RateLimit = { name: 'apply:ip', max: 20, windowSeconds: 60 * 60 };
/** Anonymous job look-ups (the assistant's job-id step) per client IP: a few per application, far fewer than an id scan needs. */
export const PUBLIC_JOB_RATE_LIMIT: RateLimit = { name: 'public-job:ip', max: 120, windowSeconds: 60 * 60 };

/** The staff caller when a valid token comes with the request; an absent or stale token means the public assistant. */
async function optionalCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller | null> {
  if (!request.headers.authorization) return null;
  try {
    return await resolveCaller(ctx, request);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return null;
    throw error;
  }
}

interface ApplicationForm {
  applicant: unknown;
  cv: { bytes: Buffer; truncated: boolean; fileName: string | undefined } | null;
}

function parseApplicantText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
  }
}

/** Reads the `applicant` part (a JSON field, or a JSON blob) and the `cv` file, in either order. */
async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  const form: ApplicationForm = { applicant: undefined, cv: null };
  for await (const part of formParts(request, {
    files: 3,
    fields: 20,
    parts: 30,
    fileSize: RESUME_MAX_BYTES,
    fieldSize: APPLICANT_PART_MAX_BYTES,
  })) {
    if (part.type === 'field') {
      if (part.fieldname === 'applicant' && form.applicant === undefined) {
        if (part.valueTruncated) throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
        form.applicant = typeof part.value === 'string' ? parseApplicantText(part.value) : part.value;
      }
      continue;
    }
    if (part.fieldname === 'cv' && !form.cv) {
      const { bytes, truncated } = await readFilePart(part);
      form.cv = { bytes, truncated, fileName: part.filename };
    } else if (part.fieldname === 'applicant' && form.applicant === undefined) {
      const { bytes } = await readFilePart(part);
      if (bytes.length > APPLICANT_PART_MAX_BYTES) throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
      form.applicant = parseApplicantText(bytes.toString('utf8'));
    } else {
      await skipFilePart(part);
    }
  }
  return form;
}

/**
 * The applications API of spec section 7 and DECISIONS.md. Every call but the public application
 * works inside the caller's organisation only: another tenant's application, note or job answers
 * 404 exactly like a missing one.
 */
export async function applicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx);

  api.post(
    '/api/applications/applications',
    {
      schema: {
        tags: TAGS,
        summary: 'Apply to a job (application assistant) or add a candidate (dashboard)',
        description:
          'multipart/form-data with a part `applicant` (JSON: candidateName, candidateEmail, candidatePhone, status, score, ' +
          'sourceChannel, resumeUrl, experience, skills, motivation, jobId) and a part `cv` (the resume: PDF, DOC, DOCX or TXT, ' +
          'at most 10 MB; its name must end in .pdf, .doc, .docx or .txt and its content must be of that format). Without a ' +
          'token (the public assistant) the job must be public (404 for a missing or DRAFT job) and open (400 when closed, ' +
          'completed or past its cutoff date), the status is always QUALIFIED, calls are rate-limited per IP, and an email ' +
          'the job already has is accepted like a first application and flagged as its duplicate (`duplicateOfId`). With a ' +
          "staff token the job must belong to the caller's organization (any job status), `status` may be 'qualified' " +
          '(default) or a candidate status, and an email the job already has answers 409. `score` and `resumeUrl` are ' +
          'ignored: screening scores the resume. The application, its file and its processing job are created together or ' +
          'not at all; `resumeStatus` starts PENDING.',
        consumes: ['multipart/form-data'],
        security: [{}, { bearerAuth: [] }],
        response: { 201: submittedApplicationSchema, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const caller = await optionalCaller(ctx, request);
      if (!caller) await consumeRateLimit(db, APPLY_RATE_LIMIT, request.ip);

      const form = await readApplicationForm(request);
      if (form.applicant !== undefined && (typeof form.applicant !== 'object' || form.applicant === null || Array.isArray(form.applicant))) {
        throw badRequest(APPLICATION_MESSAGES.invalidApplicant);
      }
      const applicantResult = applicantPayloadSchema.safeParse(form.applicant ?? {});
      const cvMissing = !form.cv || (form.cv.bytes.length === 0 && !form.cv.fileName);
      if (!applicantResult.success) {
        const message = applicantResult.error.issues[0]?.message ?? APPLICATION_MESSAGES.required;
        throw badRequest(cvMissing && message === APPLICATION_MESSAGES.invalidEmail ? APPLICATION_MESSAGES.required : message);
      }
      if (cvMissing) throw badRequest(APPLICATION_MESSAGES.required);
      const applicant = applicantResult.data;

      const orgId = caller ? (await getOwnJob(db, caller.orgId, applicant.jobId)).orgId : await openPublicJobOrg(applicant.jobId);

      const cv = form.cv!;
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
        },
        stored,
        caller ? 'refuse' : 'flag',
      );
      request.log.info(
        {
          applicationId: row.id,
          jobId: row.jobId,
          orgId,
          by: caller?.userId ?? 'public',
          type: verdict.type,
          file: displayFileName(cv.fileName),
          duplicateOf: row.duplicateOfId,
        },
        'application created',
      );
      return reply.code(201).send(toSubmittedApplication(row));
    },
  );

  /** The organisation of a job that takes public applications: 404 when missing or DRAFT, 400 when closed or expired. */
  async function openPublicJobOrg(jobId: number): Promise<number> {
    const job = await findPublicJob(db, jobId);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    if (job.status !== 'OPEN') throw badRequest(APPLICATION_MESSAGES.jobNotAccepting);
    return job.orgId;
  }

  api.get(
    '/api/applications/jobs/:jobId/public',
    {
      schema: {
        tags: TAGS,
        summary: 'A job as the public application assistant sees it',
        description:
          'No token. For the job-id step of the assistant, before the candidate types anything else: the title, the ' +
          "hiring organization's name and whether it takes applications: OPEN, CLOSED (closed or completed) or EXPIRED " +
          '(its cutoff date has passed, Anywhere on Earth). A missing or DRAFT job answers 404. Rate-limited per IP.',
        security: [{}],
        params: applicantsParamsSchema,
        response: { 200: publicJobSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(db, PUBLIC_JOB_RATE_LIMIT, request.ip);
      const job = await findPublicJob(db, request.params.jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      return { jobId: job.jobId, title: job.title, company: job.company, status: job.status };
    },
  );

  api.post(
    '/api/applications/mass-upload',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Upload many resumes to a job',
        description:
          'multipart/form-data with a field `jobId` and repeated `files` (PDF only: named .pdf and with PDF content, at most ' +
          '10 MB each, at most 50; a file already uploaded to the job is refused). Each file is accepted or refused on its ' +
          'own, with a reason naming the problem; each accepted file becomes an application (status APPLIED, ' +
          "sourceChannel 'mass-upload', name from the file name; name, email and phone are filled from the resume text when " +
          'processing finds them). 200 when at least one was accepted, else 400 with the same lists.',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: massUploadResponseSchema, 400: massUploadErrorResponseSchema.or(errorResponses(400)[400]), ...errorResponses(401, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await massUpload(ctx, caller, request);
      request.log.info(
        { orgId: caller.orgId, by: caller.userId, accepted: result.body.accepted.length, rejected: result.body.rejected.length },
        'mass upload',
      );
      return reply.code(result.status).send(result.body);
    },
  );

  api.get(
    '/api/applications/applicants/:jobId',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "A job's candidates, newest first",
        description:
          'Zero-based `page` (default 0) and `size` (default 20, at most 100). The optional `q` finds candidates whose name or email contains it, or whose extracted resume text has all its words.',
        security,
        params: applicantsParamsSchema,
        querystring: applicantListQuerySchema,
        response: { 200: applicationPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { page, size, q } = request.query;
      return listApplicants(db, callerOf(request).orgId, request.params.jobId, { page, size, search: q });
    },
  );

  api.get(
    '/api/applications/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Read an application',
        security,
        params: applicationIdParamsSchema,
        response: { 200: applicationDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toApplicationDetail(await getApplication(db, callerOf(request).orgId, request.params.id)),
  );

  api.delete(
    '/api/applications/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Delete an application with its notes, status history and resume file',
        security,
        params: applicationIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await deleteApplication(ctx, caller.orgId, request.params.id);
      request.log.info({ applicationId: deleted.id, orgId: caller.orgId, by: caller.userId }, 'application deleted');
      return { message: APPLICATION_MESSAGES.deleted(deleted.candidateName) };
    },
  );

  api.put(
    '/api/applications/:id/status',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Change an application's status",
        description:
          '`status` is one of the twelve candidate statuses (any letter case); `message` (trimmed, at most 1000 characters) ' +
          'is the reason and is required for REINVITED_FOR_AI_SCREENING. Every change is written to the status history ' +
          'with the reason, who and when. Answers the updated application.',
        security,
        params: applicationIdParamsSchema,
        body: updateApplicationStatusRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await setApplicationStatus(db, caller.orgId, request.params.id, caller.userId, request.body.status, request.body.message);
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, status: row.status }, 'application status changed');
      return toApplication(row);
    },
  );

  api.get(
    '/api/applications/:id/status-history',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "An application's status audit trail, oldest first",
        description: 'The first entry (fromStatus null) records how the application was received.',
        security,
        params: applicationIdParamsSchema,
        response: { 200: statusHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => statusHistory(db, callerOf(request).orgId, request.params.id),
  );

  api.put(
    '/api/applications/updateApplication/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Edit a candidate's basic info",
        description:
          'candidateName, candidateEmail and candidatePhone, all required; other fields are ignored. 409 when another ' +
          'application of the same job has the email.',
        security,
        params: applicationIdParamsSchema,
        body: updateApplicationRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await updateBasicInfo(db, caller.orgId, request.params.id, request.body);
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId }, 'application updated');
      return toApplication(row);
    },
  );

  api.get(
    '/api/applications/:id/resume',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Download the resume file',
        description: 'The stored file as an attachment, with the content type of its detected format.',
        security,
        params: applicationIdParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const row = await getApplication(db, callerOf(request).orgId, request.params.id);
      let bytes: Buffer;
      try {
        bytes = await ctx.storage.read(row.resumeFileKey);
      } catch (error) {
        if (error instanceof FileNotFoundError) throw notFound('Resume file not found.');
        throw error;
      }
      return reply
        .header('content-type', row.resumeMime)
        .header('content-disposition', contentDisposition(row.resumeFileName))
        .header('content-length', bytes.length)
        .header('cache-control', 'private, no-store')
        // A Buffer is sent as is (never serialised); the typed reply only knows the JSON answers.
        .send(bytes as never);
    },
  );

  api.get(
    '/api/applications/:id/resume-text',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The text extracted from the resume',
        description: "'' until processing has extracted it (see resumeStatus).",
        security,
        params: applicationIdParamsSchema,
        response: { 200: resumeTextResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await getApplication(db, callerOf(request).orgId, request.params.id);
      return { resumeText: row.resumeText ?? '' };
    },
  );

  await noteRoutes(app, ctx);
  await proposalRoutes(app, ctx);
  await scoreRoutes(app, ctx);

  // The resume worker (started in bootstrap) must stop before the queue and the database close;
  // closing the app is the first step of Kairox.close(), so it stops here.
  app.addHook('onClose', async () => stopResumeProcessing(ctx));
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
