import { SIGNUP_MESSAGES, errorResponseSchema, organizationEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { getOrganizationSettings, isDomainRegistered, registerOrganization, updateOrganizationSettings } from './organizations.service.js';

/** A free domain ID answers 404 and says so in the body too. */
const domainFreeSchema = errorResponseSchema.extend({ exists: z.literal(false) });

export async function organizationRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(
    organizationEndpoints.checkDomain,
    async (request, reply) => {
      if (await isDomainRegistered(db, request.query.domainId)) return { exists: true };
      const free: z.infer<typeof domainFreeSchema> = { exists: false, message: SIGNUP_MESSAGES.organizationNotFound, error: 'NOT_FOUND' };
      return reply.code(404).send(free);
    },
    { errorBodies: { 404: domainFreeSchema } },
  );

  route(organizationEndpoints.register, async (request, reply) => {
    const registered = await registerOrganization(ctx, request.ip, request.body);
    request.log.info({ orgId: registered.organization.orgId, domainId: registered.organization.domainId }, 'organization registered');
    return reply.code(201).send(registered);
  });

  route(organizationEndpoints.getSettings, async (request) => getOrganizationSettings(db, callerOf(request).orgId));

  route(organizationEndpoints.updateSettings, async (request) => {
    const caller = callerOf(request);
    const settings = await updateOrganizationSettings(db, caller.orgId, request.body);
    request.log.info({ orgId: caller.orgId, by: caller.userId, aiAutoMoves: settings.aiAutoMoves }, 'organization settings changed');
    return settings;
  });
}
