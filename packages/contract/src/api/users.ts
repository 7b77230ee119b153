import { messageResponseSchema } from '../schemas/common.js';
import { userIdParamsSchema } from '../schemas/admin.js';
import {
  setMemberEnabledRequestSchema,
  setMemberRoleRequestSchema,
  teamMemberSchema,
  teamSchema,
  userRegisterRequestSchema,
  userSchema,
} from '../schemas/users.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Users'];

const TEAM_GUARDS =
  "Only users of the caller's organization (another organization's user answers 404 like a missing one). " +
  'An admin cannot change his own role or status nor remove himself (409), so the organization always keeps an ' +
  'enabled admin; a caller demoted or disabled while his call waited is refused (403).';

/** Staff accounts of an organisation. */
export const userEndpoints = {
  registerUser: defineEndpoint({
    method: 'POST',
    path: '/users/register',
    auth: 'staff',
    tags,
    summary: "Add a user (ROLE_USER) to the caller's organization",
    body: userRegisterRequestSchema,
    responses: { 201: userSchema },
    errors: [400, 401, 409],
  }),
  listTeam: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    auth: 'staff',
    tags,
    summary: "List the users of the caller's organization (the Team page)",
    responses: { 200: teamSchema },
    errors: [401],
  }),
  setMemberRole: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id/role',
    auth: 'orgAdmin',
    tags,
    summary: "Give a user of the caller's organization ROLE_ADMIN or ROLE_USER",
    description: `${TEAM_GUARDS} The user's sessions end when his role changes.`,
    params: userIdParamsSchema,
    body: setMemberRoleRequestSchema,
    responses: { 200: teamMemberSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  setMemberEnabled: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id/enabled',
    auth: 'orgAdmin',
    tags,
    summary: "Enable or disable a user of the caller's organization",
    description: `${TEAM_GUARDS} A disabled user cannot sign in and his sessions end at once.`,
    params: userIdParamsSchema,
    body: setMemberEnabledRequestSchema,
    responses: { 200: teamMemberSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    auth: 'orgAdmin',
    tags,
    summary: "Remove a user of the caller's organization",
    description: `${TEAM_GUARDS} His notes, jobs and history stay, without his name.`,
    params: userIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
