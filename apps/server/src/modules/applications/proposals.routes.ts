import { screeningEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { toApplication } from './applications.service.js';
import { acceptProposal, dismissProposal } from './proposals.service.js';

/**
 * Deciding on the AI interview rule's proposed status (docs/interviews.md); registered by the
 * applications routes. Another tenant's application answers 404 like a missing one.
 */
export async function proposalRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(screeningEndpoints.acceptProposal, async (request) => {
    const caller = callerOf(request);
    const row = await acceptProposal(db, caller.orgId, request.params.id, caller.userId);
    request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, status: row.status }, 'AI proposal accepted');
    return toApplication(row);
  });

  route(screeningEndpoints.dismissProposal, async (request) => {
    const caller = callerOf(request);
    const row = await dismissProposal(db, caller.orgId, request.params.id, caller.userId, request.body?.reason ?? null);
    request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId }, 'AI proposal dismissed');
    return toApplication(row);
  });
}
