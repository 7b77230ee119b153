import { duplicateEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { listDuplicates, mergeNotes } from './duplicates.service.js';

/** Duplicate applications across the organisation's jobs (issue #12), see docs/decisions.md, Candidates. */
export async function duplicateRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(duplicateEndpoints.listDuplicates, async (request) => listDuplicates(db, callerOf(request).orgId, request.params.id));

  route(duplicateEndpoints.mergeNotes, async (request) => {
    const caller = callerOf(request);
    const answer = await mergeNotes(db, caller.orgId, request.params.id, request.body.fromId);
    request.log.info(
      { applicationId: request.params.id, fromId: request.body.fromId, orgId: caller.orgId, by: caller.userId, merged: answer.merged },
      'notes merged',
    );
    return answer;
  });
}
