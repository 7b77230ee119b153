/**
 * The operator (super-admin) API of spec section 7, for ROLE_SUPER_ADMIN only: any other role gets
 * 403, no or an invalid token 401 (both before the request is validated).
 */
import {
  adminOrganizationPageSchema,
  adminOrganizationsQuerySchema,
  adminRegisterUserRequestSchema,
  adminStatsSchema,
  adminUpdateUserQuerySchema,
  adminUpdateUserRequestSchema,
  adminUserPageSchema,
  adminUsersQuerySchema,
  deletedResponseSchema,
  deleteOrganizationsRequestSchema,
  deleteUsersQuerySchema,
  orgIdParamsSchema,
  setUserRolesQuerySchema,
  setUserRolesRequestSchema,
  setUsersEnabledQuerySchema,
  usersUpdatedResponseSchema,
  userIdParamsSchema,
  userIdsRequestSchema,
  userSchema,
} from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../lib/openapi.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
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

const TAGS = ['Super admin'];
const SECURITY = [{ bearerAuth: [] }];

export async function superAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx, ['ROLE_SUPER_ADMIN']);

  api.get(
    '/api/super-admin/organizations',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'List tenant organizations (paged, sorted, searched, filtered by plan)',
        description:
          'page is zero-based; size defaults to 20 (at most 100); sort is field,ASC|DESC over name, slug, domainId, plan, ' +
          'country, industry, companySize, createdAt, userCount; search matches name, slug and domain ID (case-insensitive). ' +
          'The platform organization is not listed.',
        security: SECURITY,
        querystring: adminOrganizationsQuerySchema,
        response: { 200: adminOrganizationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOrganizations(db, request.query),
  );

  api.delete(
    '/api/super-admin/organizations',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Delete organizations and everything they own, in one transaction',
        description:
          'Body: a list of organization ids, or { "orgIds": [...] }. Any unknown id: 404 and nothing is deleted. ' +
          'The platform organization cannot be deleted (400).',
        security: SECURITY,
        body: deleteOrganizationsRequestSchema,
        response: { 200: deletedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await deleteOrganizations(db, request.body);
      request.log.info({ orgIds: request.body, by: caller.userId }, 'organizations deleted by operator');
      return { deleted };
    },
  );

  api.get(
    '/api/super-admin/stats',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Dashboard counts: tenant organizations and their users',
        security: SECURITY,
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => platformStats(db),
  );

  api.get(
    '/api/super-admin/organizations/:orgId/users',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'List the users of an organization (paged, sorted, searched)',
        description:
          'page is zero-based; size defaults to 25 (at most 100); sort is field,ASC|DESC over firstName, lastName, email, ' +
          'role, enabled, createdAt; search matches first name, last name, full name and email (case-insensitive).',
        security: SECURITY,
        params: orgIdParamsSchema,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listUsers(db, request.params.orgId, request.query),
  );

  api.post(
    '/api/super-admin/users/register',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Add a user to an organization (ROLE_USER unless role ROLE_ADMIN is given)',
        security: SECURITY,
        body: adminRegisterUserRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const user = await registerUser(db, request.body);
      request.log.info({ userId: user.id, orgId: request.body.orgId, by: caller.userId }, 'user added by operator');
      return reply.code(201).send(user);
    },
  );

  api.put(
    '/api/super-admin/users/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Edit a user of an organization',
        description: 'phone: absent keeps it, null or an empty text removes it.',
        security: SECURITY,
        params: userIdParamsSchema,
        querystring: adminUpdateUserQuerySchema,
        body: adminUpdateUserRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const user = await updateUser(db, request.params.id, request.query.orgId, request.body);
      request.log.info({ userId: user.id, orgId: request.query.orgId, by: caller.userId }, 'user edited by operator');
      return user;
    },
  );

  api.post(
    '/api/super-admin/users/enabled',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Enable or disable users of an organization',
        description:
          'Body: a list of user ids, or { "userIds": [...] }. Any id not in the organization: 404 and nothing changes. ' +
          'Disabling ends the users’ sessions. The operator cannot disable himself or the last active operator (400).',
        security: SECURITY,
        querystring: setUsersEnabledQuerySchema,
        body: userIdsRequestSchema,
        response: { 200: usersUpdatedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { enabled, orgId } = request.query;
      const updated = await setUsersEnabled(db, caller, orgId, request.body, enabled);
      request.log.info({ userIds: request.body, orgId, enabled, by: caller.userId }, 'users enabled/disabled by operator');
      return { updated: updated.length, users: updated };
    },
  );

  api.post(
    '/api/super-admin/users/roles',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Change users of an organization to ROLE_ADMIN or ROLE_USER',
        description:
          'Body: a map { "<userId>": "ROLE_ADMIN" | "ROLE_USER" }, or a list [{ userId, role }]. Any other role: 400. ' +
          'Any id not in the organization: 404 and nothing changes. The operator cannot change his own role or demote ' +
          'the last active operator (400).',
        security: SECURITY,
        querystring: setUserRolesQuerySchema,
        body: setUserRolesRequestSchema,
        response: { 200: usersUpdatedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { orgId } = request.query;
      const updated = await setUserRoles(db, caller, orgId, request.body);
      request.log.info({ roles: request.body, orgId, by: caller.userId }, 'user roles changed by operator');
      return { updated: updated.length, users: updated };
    },
  );

  api.delete(
    '/api/super-admin/users',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Delete users',
        description:
          'Body: a list of user ids, or { "userIds": [...] }; with ?orgId= every id must belong to that organization. ' +
          'Any unknown id: 404 and nothing is deleted. The operator cannot delete himself or the last active operator ' +
          '(400). Users still referenced by data that is not removed with them: 409.',
        security: SECURITY,
        querystring: deleteUsersQuerySchema,
        body: userIdsRequestSchema,
        response: { 200: deletedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await deleteUsers(db, caller, request.body, request.query.orgId);
      request.log.info({ userIds: request.body, by: caller.userId }, 'users deleted by operator');
      return { deleted };
    },
  );
}
