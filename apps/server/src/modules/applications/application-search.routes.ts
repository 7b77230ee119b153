import { Readable } from 'node:stream';
import { applicationEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { statusChangeNotifier } from '../candidate-emails/candidate-emails.service.js';
import { deleteApplications, exportApplicationsCsv, searchApplications, setApplicationStatuses } from './application-search.service.js';

/** The Applications page (issue #12): the organisation's applications across jobs, their export and bulk actions. */
export async function applicationSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(applicationEndpoints.searchApplications, async (request) => searchApplications(db, callerOf(request).orgId, request.query));

  route(applicationEndpoints.exportApplications, async (request, reply) => {
    const caller = callerOf(request);
    request.log.info({ orgId: caller.orgId, by: caller.userId }, 'applications exported');
    const day = new Date().toISOString().slice(0, 10);
    return (
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        // A stream is piped as is (never serialised); the typed reply only knows the JSON answers.
        .send(Readable.from(exportApplicationsCsv(db, caller.orgId, request.query)) as never)
    );
  });

  route(applicationEndpoints.bulkStatus, async (request) => {
    const caller = callerOf(request);
    const { target, status, reason, notifyCandidate } = request.body;
    const notify = notifyCandidate ? statusChangeNotifier(ctx, caller.userId, { skipWithoutEmail: true }) : undefined;
    const count = await setApplicationStatuses(db, caller.orgId, target, caller.userId, status, reason, notify);
    request.log.info(
      { orgId: caller.orgId, by: caller.userId, status, count, byFilter: Boolean(target.filter), notifyCandidate },
      'application statuses changed',
    );
    return { count };
  });

  route(applicationEndpoints.bulkDelete, async (request) => {
    const caller = callerOf(request);
    const { target } = request.body;
    const count = await deleteApplications(ctx, caller.orgId, target);
    request.log.info({ orgId: caller.orgId, by: caller.userId, count, byFilter: Boolean(target.filter) }, 'applications deleted');
    return { count };
  });
}
