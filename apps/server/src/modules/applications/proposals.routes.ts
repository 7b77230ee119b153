import { applicationIdParamsSchema, applicationSchema, dismissProposalRequestSchema } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../lib/openapi.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { toApplication } from './applications.service.js';
import { acceptProposal, dismissProposal } from './proposals.service.js';

const TAGS = ['Applications'];
const security = [{ bearerAuth: [] }];

/**
 * Deciding on the AI interview rule's proposed status (docs/interviews.md); registered by the
 * applications routes. Another tenant's application answers 404 like a missing one.
 */
export async function proposalRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx);

  api.post(
    '/api/applications/:id/proposal/accept',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Accept the AI's proposed status",
        description:
          'Moves the application to `proposedStatus`. The status history gets the proposal\'s reason and "Accepted by <name>", ' +
          'changed by the caller; the proposal is cleared and PROPOSAL_ACCEPTED is written to the AI decision log. ' +
          '409 when no proposal is open. Answers the updated application.',
        security,
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await acceptProposal(db, caller.orgId, request.params.id, caller.userId);
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId, status: row.status }, 'AI proposal accepted');
      return toApplication(row);
    },
  );

  api.post(
    '/api/applications/:id/proposal/dismiss',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Dismiss the AI's proposed status",
        description:
          'Clears the proposal and keeps the status; PROPOSAL_CHANGED is written to the AI decision log with the optional ' +
          '`reason` (trimmed, at most 1000 characters). 409 when no proposal is open. Answers the updated application.',
        security,
        params: applicationIdParamsSchema,
        body: dismissProposalRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await dismissProposal(db, caller.orgId, request.params.id, caller.userId, request.body?.reason ?? null);
      request.log.info({ applicationId: row.id, orgId: caller.orgId, by: caller.userId }, 'AI proposal dismissed');
      return toApplication(row);
    },
  );
}
