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
  userIdParamsSchema,
  userIdsRequestSchema,
  usersUpdatedResponseSchema,
} from '../schemas/admin.js';
import { userSchema } from '../schemas/users.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Super admin'];

/** The platform operator's calls (spec section 7), for ROLE_SUPER_ADMIN only. */
export const adminEndpoints = {
  listOrganizations: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/organizations',
    auth: 'operator',
    tags,
    summary: 'List tenant organizations (paged, sorted, searched, filtered by plan)',
    description:
      'page is zero-based; size defaults to 20 (at most 100); sort is field,ASC|DESC over name, slug, domainId, plan, ' +
      'country, industry, companySize, createdAt, userCount; search matches name, slug and domain ID (case-insensitive). ' +
      'The platform organization is not listed.',
    query: adminOrganizationsQuerySchema,
    responses: { 200: adminOrganizationPageSchema },
    errors: [400, 401, 403],
  }),
  deleteOrganizations: defineEndpoint({
    method: 'DELETE',
    path: '/api/super-admin/organizations',
    auth: 'operator',
    tags,
    summary: 'Delete organizations and everything they own, in one transaction',
    description:
      'Body: a list of organization ids, or { "orgIds": [...] }. Any unknown id: 404 and nothing is deleted. ' +
      'The platform organization cannot be deleted (400).',
    body: deleteOrganizationsRequestSchema,
    responses: { 200: deletedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/stats',
    auth: 'operator',
    tags,
    summary: 'Dashboard counts: tenant organizations and their users',
    responses: { 200: adminStatsSchema },
    errors: [401, 403],
  }),
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/organizations/:orgId/users',
    auth: 'operator',
    tags,
    summary: 'List the users of an organization (paged, sorted, searched)',
    description:
      'page is zero-based; size defaults to 25 (at most 100); sort is field,ASC|DESC over firstName, lastName, email, ' +
      'role, enabled, createdAt; search matches first name, last name, full name and email (case-insensitive).',
    params: orgIdParamsSchema,
    query: adminUsersQuerySchema,
    responses: { 200: adminUserPageSchema },
    errors: [400, 401, 403, 404],
  }),
  registerUser: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/users/register',
    auth: 'operator',
    tags,
    summary: 'Add a user to an organization (ROLE_USER unless role ROLE_ADMIN is given)',
    body: adminRegisterUserRequestSchema,
    responses: { 201: userSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/super-admin/users/:id',
    auth: 'operator',
    tags,
    summary: 'Edit a user of an organization',
    description: 'phone: absent keeps it, null or an empty text removes it.',
    params: userIdParamsSchema,
    query: adminUpdateUserQuerySchema,
    body: adminUpdateUserRequestSchema,
    responses: { 200: userSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  setUsersEnabled: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/users/enabled',
    auth: 'operator',
    tags,
    summary: 'Enable or disable users of an organization',
    description:
      'Body: a list of user ids, or { "userIds": [...] }. Any id not in the organization: 404 and nothing changes. ' +
      'Disabling ends the users’ sessions. The operator cannot disable himself or the last active operator (400).',
    query: setUsersEnabledQuerySchema,
    body: userIdsRequestSchema,
    responses: { 200: usersUpdatedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  setUserRoles: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/users/roles',
    auth: 'operator',
    tags,
    summary: 'Change users of an organization to ROLE_ADMIN or ROLE_USER',
    description:
      'Body: a map { "<userId>": "ROLE_ADMIN" | "ROLE_USER" }, or a list [{ userId, role }]. Any other role: 400. ' +
      'Any id not in the organization: 404 and nothing changes. The operator cannot change his own role or demote ' +
      'the last active operator (400).',
    query: setUserRolesQuerySchema,
    body: setUserRolesRequestSchema,
    responses: { 200: usersUpdatedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  deleteUsers: defineEndpoint({
    method: 'DELETE',
    path: '/api/super-admin/users',
    auth: 'operator',
    tags,
    summary: 'Delete users',
    description:
      'Body: a list of user ids, or { "userIds": [...] }; with ?orgId= every id must belong to that organization. ' +
      'Any unknown id: 404 and nothing is deleted. The operator cannot delete himself or the last active operator ' +
      '(400). Their notes, jobs and history stay, without their name.',
    query: deleteUsersQuerySchema,
    body: userIdsRequestSchema,
    responses: { 200: deletedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};
