import { userRegisterRequestSchema, userSchema } from '../schemas/users.js';
import { defineEndpoint } from './endpoint.js';

/** Staff accounts of an organisation. */
export const userEndpoints = {
  registerUser: defineEndpoint({
    method: 'POST',
    path: '/users/register',
    auth: 'staff',
    tags: ['Users'],
    summary: "Add a user (ROLE_USER) to the caller's organization",
    body: userRegisterRequestSchema,
    responses: { 201: userSchema },
    errors: [400, 401, 409],
  }),
};
