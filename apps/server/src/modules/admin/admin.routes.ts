/**
 * The operator (super-admin) API of spec section 7, for ROLE_SUPER_ADMIN only: any other role gets
 * 403, no or an invalid token 401 (both before the request is validated).
 */
import { adminEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import {
  deleteOrganizations,
  deleteUsers,
  listOrganizations,
  listUsers,
  platformStats,
  registerUser,
  setUserRoles,
  setUsersEnabled,
  updateUser,
} from './admin.service.js';

export async function superAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(adminEndpoints.listOrganizations, async (request) => listOrganizations(db, request.query));

  route(adminEndpoints.deleteOrganizations, async (request) => {
    const caller = callerOf(request);
    const deleted = await deleteOrganizations(db, request.body);
    request.log.info({ orgIds: request.body, by: caller.userId }, 'organizations deleted by operator');
    return { deleted };
  });

  route(adminEndpoints.stats, async () => platformStats(db));

  route(adminEndpoints.listUsers, async (request) => listUsers(db, request.params.orgId, request.query));

  route(adminEndpoints.registerUser, async (request, reply) => {
    const caller = callerOf(request);
    const user = await registerUser(db, request.body);
    request.log.info({ userId: user.id, orgId: request.body.orgId, by: caller.userId }, 'user added by operator');
    return reply.code(201).send(user);
  });

  route(adminEndpoints.updateUser, async (request) => {
    const caller = callerOf(request);
    const user = await updateUser(db, request.params.id, request.query.orgId, request.body);
    request.log.info({ userId: user.id, orgId: request.query.orgId, by: caller.userId }, 'user edited by operator');
    return user;
  });

  route(adminEndpoints.setUsersEnabled, async (request) => {
    const caller = callerOf(request);
    const { enabled, orgId } = request.query;
    const updated = await setUsersEnabled(db, caller, orgId, request.body, enabled);
    request.log.info({ userIds: request.body, orgId, enabled, by: caller.userId }, 'users enabled/disabled by operator');
    return { updated: updated.length, users: updated };
  });

  route(adminEndpoints.setUserRoles, async (request) => {
    const caller = callerOf(request);
    const { orgId } = request.query;
    const updated = await setUserRoles(db, caller, orgId, request.body);
    request.log.info({ roles: request.body, orgId, by: caller.userId }, 'user roles changed by operator');
    return { updated: updated.length, users: updated };
  });

  route(adminEndpoints.deleteUsers, async (request) => {
    const caller = callerOf(request);
    const deleted = await deleteUsers(db, caller, request.body, request.query.orgId);
    request.log.info({ userIds: request.body, by: caller.userId }, 'users deleted by operator');
    return { deleted };
  });
}
