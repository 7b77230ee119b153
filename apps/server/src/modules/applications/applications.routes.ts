import { APPLICATION_MESSAGES, applicationEndpoints, errorResponseSchema, massUploadErrorResponseSchema } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { displayFileName } from '../../lib/file-types.js';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limiter.js';
import { callerOf, sessionOf } from '../auth/authenticate.js';
import { statusChangeNotifier } from '../candidate-emails/candidate-emails.service.js';
import { noteRoutes } from '../notes/notes.routes.js';
import { readApplicationForm } from './application-form.js';
import { applicationSearchRoutes } from './application-search.routes.js';
import { bulkEmailRoutes } from './bulk-email.routes.js';
import {
  deleteApplication,
  getApplication,
  getPublicJob,
  listApplicants,
  readResumeFile,
  setApplicationStatus,
  statusHistory,
  submitApplication,
  toApplication,
  toApplicationDetail,
  toSubmittedApplication,
  updateBasicInfo,
} from './applications.service.js';
import { duplicateRoutes } from './duplicates.routes.js';
import { massUpload } from './mass-upload.js';
import { proposalRoutes } from './proposals.routes.js';
import { quickActionRoutes } from './quick-actions.routes.js';
import { scoreRoutes } from './scores.routes.js';

/** Anonymous applications (the public assistant) per client IP. */
const APPLY_RATE_LIMIT: RateLimit = { name: 'apply:ip', max: 20, windowSeconds: 60 * 60 };
/** Anonymous job look-ups (the assistant's job-id step) per client IP: a few per application, far fewer than an id scan needs. */
const PUBLIC_JOB_RATE_LIMIT: RateLimit = { name: 'public-job:ip', max: 120, windowSeconds: 60 * 60 };

/**
 * The applications API of spec section 7 and DECISIONS.md. Every call but the public application
 * works inside the caller's organisation only: another tenant's application, note or job answers
 * 404 exactly like a missing one.
 */
export async function applicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(applicationEndpoints.createApplication, async (request, reply) => {
    // No caller (no token, or a stale one) is the public assistant.
    const caller = request.caller;
    if (!caller) await consumeRateLimit(db, APPLY_RATE_LIMIT, request.ip);
    const form = await readApplicationForm(request);
    const { row, type } = await submitApplication(ctx, caller, form);
    request.log.info(
      {
        applicationId: row.id,
        jobId: row.jobId,
        orgId: row.orgId,
        by: caller?.userId ?? 'public',
        type,
        file: displayFileName(form.cv.fileName),
        duplicateOf: row.duplicateOfId,
      },
      'application created',
    );
    return reply.code(201).send(toSubmittedApplication(row));
  });

  route(applicationEndpoints.getPublicJob, async (request) => {
    await consumeRateLimit(db, PUBLIC_JOB_RATE_LIMIT, request.ip);
    return getPublicJob(db, request.params.jobId);
  });

  route(
    applicationEndpoints.massUpload,
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await massUpload(ctx, caller, request);
      request.log.info(
        { orgId: caller.orgId, by: caller.userId, accepted: result.body.accepted.length, rejected: result.body.rejected.length },
        'mass upload',
      );
      return reply.code(result.status).send(result.body);
    },
    { errorBodies: { 400: massUploadErrorResponseSchema.or(errorResponseSchema) } },
  );

  route(
    applicationEndpoints.listApplicants,
    async (request) => {
      const { page, size, q } = request.query;
      return listApplicants(db, sessionOf(request), request.params.jobId, { page, size, search: q });
    },
    { sessionReadByHandler: true },
  );

  route(applicationEndpoints.getApplication, async (request) =>
    toApplicationDetail(await getApplication(db, callerOf(request).orgId, request.params.id)),
  );

  route(applicationEndpoints.deleteApplication, async (request) => {
    const caller = callerOf(request);
    const deleted = await deleteApplication(ctx, caller.orgId, request.params.id);
    request.log.info({ applicationId: deleted.id, orgId: caller.orgId, by: caller.userId }, 'application deleted');
    return { message: APPLICATION_MESSAGES.deleted(deleted.candidateName) };
  });

  route(applicationEndpoints.updateStatus, async (request) => {
    const caller = callerOf(request);
    const { status, message, notifyCandidate } = request.body;
    const notify = notifyCandidate ? statusChangeNotifier(ctx, caller.userId, { skipWithoutEmail: false }) : undefined;
    const row = await setApplicationStatus(db, caller.orgId, request.params.id, caller.userId, status, message, notify);
    request.log.info(
      { applicationId: row.id, orgId: caller.orgId, by: caller.userId, status: row.status, notifyCandidate },
      'application status changed',
    );
    return toApplication(row);
  });

  route(applicationEndpoints.statusHistory, async (request) => statusHistory(db, callerOf(request).orgId, request.params.id));

  route(applicationEndpoints.updateApplication, async (request) => {
    const caller = callerOf(request);
    const row = await updateBasicInfo(db, caller.orgId, request.params.id, request.body);
    request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId }, 'application updated');
    return toApplication(row);
  });

  route(applicationEndpoints.downloadResume, async (request, reply) => {
    const file = await readResumeFile(ctx, callerOf(request).orgId, request.params.id);
    return (
      reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', file.bytes.length)
        .header('cache-control', 'private, no-store')
        // A Buffer is sent as is (never serialised); the typed reply only knows the JSON answers.
        .send(file.bytes as never)
    );
  });

  route(applicationEndpoints.getResumeText, async (request) => {
    const row = await getApplication(db, callerOf(request).orgId, request.params.id);
    return { resumeText: row.resumeText ?? '' };
  });

  await applicationSearchRoutes(app, ctx);
  await bulkEmailRoutes(app, ctx);
  await quickActionRoutes(app, ctx);
  await noteRoutes(app, ctx);
  await duplicateRoutes(app, ctx);
  await proposalRoutes(app, ctx);
  await scoreRoutes(app, ctx);
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
