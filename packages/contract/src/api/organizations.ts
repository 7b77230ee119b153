import { PLANS, SELF_SERVICE_PLANS } from '../enums.js';
import {
  orgCheckQuerySchema,
  orgCheckResponseSchema,
  organizationSettingsSchema,
  orgRegisterRequestSchema,
  orgRegisterResponseSchema,
  updateOrganizationSettingsRequestSchema,
} from '../schemas/organizations.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Organizations'];

/** Organisation sign-up and settings. */
export const organizationEndpoints = {
  checkDomain: defineEndpoint({
    method: 'GET',
    path: '/org/check',
    auth: 'public',
    tags,
    summary: 'Is a domain ID already registered?',
    description: 'Answers 200 `{ exists: true }` when it is, and 404 `{ exists: false }` when it is not.',
    query: orgCheckQuerySchema,
    responses: { 200: orgCheckResponseSchema },
    errors: [400, 404],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/org/register',
    auth: 'public',
    tags,
    summary: 'Register a tenant and its first administrator',
    description:
      'Accepts both payload flows: `organization.legalOrganizationName` + `admin`, or `organization.name` + `user`. ' +
      'The admin email must have been verified with /otp/send and /otp/verify within the last hour. ' +
      `Only ${SELF_SERVICE_PLANS.join(', ')} is self-service: a paid plan (${PLANS.filter((plan) => !SELF_SERVICE_PLANS.includes(plan)).join(', ')}) is recorded as requested and the tenant starts on the free trial.`,
    body: orgRegisterRequestSchema,
    responses: { 201: orgRegisterResponseSchema },
    errors: [400, 409, 429],
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/organizations/settings',
    auth: 'staff',
    tags,
    summary: "The caller's organisation settings",
    description:
      '`aiAutoMoves`: whether the AI interview rule moves candidates to SHORTLISTED / REJECTED_IN_AI_INTERVIEW itself ' +
      '(true) or only proposes the move for a recruiter to accept or change (false, the default). Any member may read it.',
    responses: { 200: organizationSettingsSchema },
    errors: [401],
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/organizations/settings',
    auth: 'orgAdmin',
    tags,
    summary: "Change the caller's organisation settings (organisation admins only)",
    description: 'Opts the organisation in to (or out of) automatic moves by the AI interview rule. Other roles: 403.',
    body: updateOrganizationSettingsRequestSchema,
    responses: { 200: organizationSettingsSchema },
    errors: [400, 401, 403],
  }),
};
