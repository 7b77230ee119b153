import { applicationEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { emailCandidates } from './bulk-email.service.js';

/** Emailing candidates from the Applications page (issue #12); registered by the applications routes. */
export async function bulkEmailRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);

  route(applicationEndpoints.bulkEmail, async (request) => {
    const caller = callerOf(request);
    const answer = await emailCandidates(ctx, caller.orgId, request.body);
    // The subject and message are the recruiter's words to candidates: never logged.
    request.log.info({ orgId: caller.orgId, by: caller.userId, ...answer }, 'candidates emailed');
    return answer;
  });
}
