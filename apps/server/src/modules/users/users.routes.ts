import { userEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { registerUser } from './users.service.js';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(userEndpoints.registerUser, async (request, reply) => {
    const caller = callerOf(request);
    const user = await registerUser(db, { ...request.body, orgId: caller.orgId });
    request.log.info({ userId: user.id, orgId: caller.orgId, by: caller.userId }, 'user added');
    return reply.code(201).send(user);
  });
}
