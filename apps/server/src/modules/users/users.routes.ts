import { USER_MESSAGES, userRegisterRequestSchema, userSchema } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { answerForConstraint } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { hashPassword } from '../auth/passwords.js';
import { toPublicUser } from './users.service.js';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  api.post(
    '/users/register',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags: ['Users'],
        summary: "Add a user (ROLE_USER) to the caller's organization",
        security: [{ bearerAuth: [] }],
        body: userRegisterRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { firstName, lastName, email, password, phone } = request.body;
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, caller.orgId), eq(users.email, email)));
      if (existing) throw conflict(USER_MESSAGES.duplicateEmail);
      const passwordHash = await hashPassword(password);
      const [user] = await db
        .insert(users)
        .values({ orgId: caller.orgId, firstName, lastName, email, phone, passwordHash, role: 'ROLE_USER' })
        .returning()
        .catch((error: unknown) => {
          throw answerForConstraint(error, { unique: () => conflict(USER_MESSAGES.duplicateEmail) });
        });
      request.log.info({ userId: user!.id, orgId: caller.orgId, by: caller.userId }, 'user added');
      return reply.code(201).send(toPublicUser(user!));
    },
  );
}
