import { applicationEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { quickActionCounts } from './quick-actions.service.js';

/** The dashboard's Quick Actions counts (issue #12, point 7); registered by the applications routes. */
export async function quickActionRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  route(applicationEndpoints.quickActionCounts, async (request) => quickActionCounts(ctx.database.db, callerOf(request).orgId));
}
