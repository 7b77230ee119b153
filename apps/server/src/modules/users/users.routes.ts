import { TEAM_MESSAGES, userEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { listTeam, registerUser, removeMember, setMemberEnabled, setMemberRole } from './users.service.js';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(userEndpoints.registerUser, async (request, reply) => {
    const caller = callerOf(request);
    const user = await registerUser(db, { ...request.body, orgId: caller.orgId });
    request.log.info({ userId: user.id, orgId: caller.orgId, by: caller.userId }, 'user added');
    return reply.code(201).send(user);
  });

  route(userEndpoints.listTeam, async (request) => listTeam(db, callerOf(request).orgId));

  route(userEndpoints.setMemberRole, async (request) => {
    const caller = callerOf(request);
    const member = await setMemberRole(db, caller, request.params.id, request.body.role);
    request.log.info({ userId: member.id, orgId: caller.orgId, role: member.role, by: caller.userId }, 'user role changed');
    return member;
  });

  route(userEndpoints.setMemberEnabled, async (request) => {
    const caller = callerOf(request);
    const member = await setMemberEnabled(db, caller, request.params.id, request.body.enabled);
    request.log.info({ userId: member.id, orgId: caller.orgId, enabled: member.enabled, by: caller.userId }, 'user enabled/disabled');
    return member;
  });

  route(userEndpoints.removeMember, async (request) => {
    const caller = callerOf(request);
    await removeMember(db, caller, request.params.id);
    request.log.info({ userId: request.params.id, orgId: caller.orgId, by: caller.userId }, 'user removed');
    return { message: TEAM_MESSAGES.removed };
  });
}
