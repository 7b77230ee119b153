import { screeningEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { toApplication } from './applications.service.js';
import { aiDecisionsOf, overrideScore, removeScoreOverride, rescreenByPerson } from './scores.service.js';

/**
 * Re-screening, score overrides and the AI decision log of one application (docs/screening.md);
 * registered by the applications routes. Another tenant's application answers 404 like a missing one.
 * Reasons are the recruiter's words: they go to the history and the log, never to the server log.
 */
export async function scoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(screeningEndpoints.rescreen, async (request) => {
    const caller = callerOf(request);
    const change = { orgId: caller.orgId, applicationId: request.params.id, userId: caller.userId, reason: request.body?.reason ?? null };
    const row = await rescreenByPerson(ctx, change);
    request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, aiScore: row.aiScore }, 'application re-screened');
    return toApplication(row);
  });

  route(screeningEndpoints.overrideScore, async (request) => {
    const caller = callerOf(request);
    const { score, reason } = request.body;
    const row = await overrideScore(db, { orgId: caller.orgId, applicationId: request.params.id, userId: caller.userId, score, reason });
    request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, score }, 'score overridden');
    return toApplication(row);
  });

  route(screeningEndpoints.removeScoreOverride, async (request) => {
    const caller = callerOf(request);
    const change = { orgId: caller.orgId, applicationId: request.params.id, userId: caller.userId, reason: request.body?.reason ?? null };
    const row = await removeScoreOverride(db, change);
    request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId }, 'score override removed');
    return toApplication(row);
  });

  route(screeningEndpoints.listAiDecisions, async (request) => aiDecisionsOf(db, callerOf(request).orgId, request.params.id));
}
