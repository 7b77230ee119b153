import {
  PLANS,
  SELF_SERVICE_PLANS,
  SIGNUP_MESSAGES,
  orgCheckQuerySchema,
  orgCheckResponseSchema,
  orgRegisterRequestSchema,
  orgRegisterResponseSchema,
  organizationSettingsSchema,
  updateOrganizationSettingsRequestSchema,
  errorResponseSchema,
  type Plan,
} from '@kairox/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { organizations, users } from '../../db/schema.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { consumeRateLimit } from '../../lib/rate-limiter.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { welcomeMail } from '../auth/mails.js';
import { consumeSignupVerification } from '../auth/otp.js';
import { hashPassword } from '../auth/passwords.js';
import { getOrganizationSettings, toOrganization, updateOrganizationSettings } from './organizations.service.js';

export async function organizationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  api.get(
    '/org/check',
    {
      schema: {
        tags: ['Organizations'],
        summary: 'Is a domain ID already registered?',
        description: 'Answers 200 `{ exists: true }` when it is, and 404 `{ exists: false }` when it is not.',
        querystring: orgCheckQuerySchema,
        response: {
          200: orgCheckResponseSchema,
          404: errorResponseSchema.extend({ exists: z.literal(false) }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const [found] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.domainId, request.query.domainId));
      if (found) return { exists: true };
      return reply
        .code(404)
        .send({ exists: false as const, message: SIGNUP_MESSAGES.organizationNotFound, error: 'NOT_FOUND' });
    },
  );

  api.post(
    '/org/register',
    {
      schema: {
        tags: ['Organizations'],
        summary: 'Register a tenant and its first administrator',
        description:
          'Accepts both payload flows: `organization.legalOrganizationName` + `admin`, or `organization.name` + `user`. ' +
          'The admin email must have been verified with /otp/send and /otp/verify within the last hour. ' +
          `Only ${SELF_SERVICE_PLANS.join(', ')} is self-service: a paid plan (${PLANS.filter((plan) => !SELF_SERVICE_PLANS.includes(plan)).join(', ')}) is recorded as requested and the tenant starts on the free trial.`,
        body: orgRegisterRequestSchema,
        response: { 201: orgRegisterResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(db, ctx.rateLimits.registerPerIp, request.ip);
      const { organization, admin } = request.body;
      const passwordHash = admin.password ? await hashPassword(admin.password) : null;
      const requestedPlan: Plan | null = SELF_SERVICE_PLANS.includes(organization.plan) ? null : organization.plan;
      const created = await db
        .transaction(async (tx) => {
          const taken = await tx
            .select({ domainId: organizations.domainId, slug: organizations.slug })
            .from(organizations)
            .where(or(eq(organizations.domainId, organization.domainId), eq(organizations.slug, organization.slug)));
          if (taken.some((row) => row.domainId === organization.domainId)) throw conflict(SIGNUP_MESSAGES.domainTaken);
          if (taken.length > 0) throw conflict(SIGNUP_MESSAGES.slugTaken);
          if (!(await consumeSignupVerification(tx, admin.email))) throw badRequest(SIGNUP_MESSAGES.emailNotVerified);
          const [org] = await tx
            .insert(organizations)
            .values({
              name: organization.name,
              slug: organization.slug,
              domainId: organization.domainId,
              country: organization.country,
              plan: 'FREE_TRIAL',
              requestedPlan,
              industry: organization.industry,
              companySize: organization.companySize,
            })
            .returning();
          const [user] = await tx
            .insert(users)
            .values({
              orgId: org!.id,
              firstName: admin.firstName,
              lastName: admin.lastName,
              email: admin.email,
              phone: admin.phone,
              passwordHash,
              role: 'ROLE_ADMIN',
            })
            .returning();
          return { org: org!, user: user! };
        })
        .catch((error: unknown) => {
          throw answerForConstraint(error, { unique: () => conflict(SIGNUP_MESSAGES.duplicate) });
        });
      request.log.info({ orgId: created.org.id, domainId: created.org.domainId }, 'organization registered');
      await ctx.mailer.send(
        welcomeMail(admin.email, admin.firstName, created.org.name, created.org.domainId, Boolean(passwordHash)),
      );
      return reply.code(201).send({
        message: requestedPlan ? `${SIGNUP_MESSAGES.success} ${SIGNUP_MESSAGES.paidPlanRequested}` : SIGNUP_MESSAGES.success,
        organization: toOrganization(created.org),
        admin: { id: created.user.id, email: created.user.email },
      });
    },
  );

  api.get(
    '/api/organizations/settings',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags: ['Organizations'],
        summary: "The caller's organisation settings",
        description:
          '`aiAutoMoves`: whether the AI interview rule moves candidates to SHORTLISTED / REJECTED_IN_AI_INTERVIEW itself ' +
          '(true) or only proposes the move for a recruiter to accept or change (false, the default). Any member may read it.',
        security: [{ bearerAuth: [] }],
        response: { 200: organizationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getOrganizationSettings(db, callerOf(request).orgId),
  );

  api.put(
    '/api/organizations/settings',
    {
      onRequest: requireAuth(ctx, ['ROLE_ADMIN']),
      schema: {
        tags: ['Organizations'],
        summary: "Change the caller's organisation settings (organisation admins only)",
        description: 'Opts the organisation in to (or out of) automatic moves by the AI interview rule. Other roles: 403.',
        security: [{ bearerAuth: [] }],
        body: updateOrganizationSettingsRequestSchema,
        response: { 200: organizationSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const settings = await updateOrganizationSettings(db, caller.orgId, request.body);
      request.log.info({ orgId: caller.orgId, by: caller.userId, aiAutoMoves: settings.aiAutoMoves }, 'organization settings changed');
      return settings;
    },
  );
}
