import { interviewEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { interviewClientOf } from './interview-key.js';
import { getInterviewRecord, getInterviewScorecard, ingestInterviewEvents } from './interviews.service.js';

/**
 * AI interview insights (docs/interviews.md). The external interview service posts events with its
 * organisation's API key; staff read the scorecard and the complete log with their token, inside
 * their organisation (another tenant's application answers 404 like a missing one).
 */
export async function interviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(interviewEndpoints.reportEvents, async (request) => {
    const client = interviewClientOf(request);
    const result = await ingestInterviewEvents(db, client.orgId, request.body, {
      passScore: ctx.config.interviewPassScore,
      apiKeyId: client.keyId,
    });
    request.log.info(
      {
        orgId: client.orgId,
        key: client.keyPrefix,
        accepted: result.accepted,
        events: result.results.map((entry) => `${entry.applicationId}:${entry.event}`),
      },
      'interview events ingested',
    );
    return result;
  });

  route(interviewEndpoints.getInterviewRecord, async (request) => getInterviewRecord(db, callerOf(request).orgId, request.params.id));

  route(interviewEndpoints.getInterviewScorecard, async (request) => getInterviewScorecard(db, callerOf(request).orgId, request.params.id));
}
