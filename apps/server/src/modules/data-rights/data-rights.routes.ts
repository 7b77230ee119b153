import { DATA_RIGHTS_MESSAGES, dataRightsEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limiter.js';
import { callerOf } from '../auth/authenticate.js';
import { buildCandidateExport } from './candidate-export.js';
import { confirmDataRequest, describeDataRequestLink, listPendingRequests, rejectDataRequest, requestFromLink } from './data-requests.service.js';
import { getRetention, keepCandidate, listDueErasures, listErasures, setRetention } from './data-rights.service.js';
import { eraseCandidate } from './erasure.js';

/** The public link page's calls per client address: a candidate opens it and asks once or twice, a token scan needs far more. */
const DATA_REQUEST_RATE_LIMIT: RateLimit = { name: 'data-request:ip', max: 30, windowSeconds: 60 * 60 };

/**
 * Data rights and retention (docs/data-rights.md). Staff calls work inside the caller's
 * organisation only; the two public calls act on the application their signed token names.
 */
export async function dataRightsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(dataRightsEndpoints.getRetention, async (request) => getRetention(db, callerOf(request).orgId));

  route(dataRightsEndpoints.updateRetention, async (request) => {
    const caller = callerOf(request);
    const settings = await setRetention(db, caller.orgId, caller.userId, request.body.retentionMonths);
    request.log.info({ orgId: caller.orgId, by: caller.userId, retentionMonths: settings.retentionMonths }, 'retention period changed');
    return settings;
  });

  route(dataRightsEndpoints.listDueErasures, async (request) => listDueErasures(db, callerOf(request).orgId));

  route(dataRightsEndpoints.keepCandidate, async (request) => {
    const caller = callerOf(request);
    await keepCandidate(db, caller.orgId, request.params.id);
    request.log.info({ applicationId: request.params.id, orgId: caller.orgId, by: caller.userId }, 'candidate kept past retention');
    return { message: DATA_RIGHTS_MESSAGES.kept };
  });

  route(dataRightsEndpoints.exportCandidate, async (request, reply) => {
    const caller = callerOf(request);
    const exported = await buildCandidateExport(ctx, caller.orgId, request.params.id);
    request.log.info({ applicationId: request.params.id, orgId: caller.orgId, by: caller.userId }, 'candidate data exported');
    return (
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .header('cache-control', 'private, no-store')
        // A Buffer is sent as is (never serialised); the typed reply only knows the JSON answers.
        .send(Buffer.from(exported.bytes) as never)
    );
  });

  route(dataRightsEndpoints.eraseCandidate, async (request) => {
    const caller = callerOf(request);
    const erasure = await eraseCandidate(ctx, caller.orgId, request.params.id, {
      source: 'STAFF',
      userId: caller.userId,
      reason: request.body.reason,
    });
    request.log.info({ applicationId: request.params.id, orgId: caller.orgId, by: caller.userId, erasureId: erasure.id }, 'candidate erased');
    return { message: DATA_RIGHTS_MESSAGES.erased, erasure };
  });

  route(dataRightsEndpoints.listErasures, async (request) => listErasures(db, callerOf(request).orgId, request.query.page));

  route(dataRightsEndpoints.listDataRequests, async (request) => listPendingRequests(db, callerOf(request).orgId));

  route(dataRightsEndpoints.confirmDataRequest, async (request) => {
    const caller = callerOf(request);
    const decided = await confirmDataRequest(ctx, caller, request.params.id);
    request.log.info({ requestId: decided.id, kind: decided.kind, orgId: caller.orgId, by: caller.userId }, 'data request confirmed');
    return decided;
  });

  route(dataRightsEndpoints.rejectDataRequest, async (request) => {
    const caller = callerOf(request);
    const decided = await rejectDataRequest(db, caller, request.params.id);
    request.log.info({ requestId: decided.id, kind: decided.kind, orgId: caller.orgId, by: caller.userId }, 'data request rejected');
    return decided;
  });

  route(dataRightsEndpoints.getDataRequestLink, async (request) => {
    await consumeRateLimit(db, DATA_REQUEST_RATE_LIMIT, request.ip);
    return describeDataRequestLink(ctx, request.body.token);
  });

  route(dataRightsEndpoints.createDataRequest, async (request, reply) => {
    await consumeRateLimit(db, DATA_REQUEST_RATE_LIMIT, request.ip);
    const received = await requestFromLink(ctx, request.body.token, request.body.kind);
    request.log.info({ kind: received.kind }, 'data request received');
    return reply.code(202).send(received);
  });
}
