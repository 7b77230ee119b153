import { schedulingEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { cancelInterview, getScheduledInterview, listScheduledInterviews, rescheduleInterview, scheduleInterview } from './scheduling.service.js';

/**
 * Interviews booked with candidates (issue #13, point 4). Every call works inside the caller's
 * organisation: another tenant's application or interview answers 404 exactly like a missing one.
 */
export async function schedulingRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(schedulingEndpoints.scheduleInterview, async (request, reply) => {
    const caller = callerOf(request);
    const interview = await scheduleInterview(ctx, caller, request.body);
    request.log.info(
      { interviewId: interview.id, applicationId: interview.applicationId, orgId: caller.orgId, by: caller.userId },
      'interview scheduled',
    );
    return reply.code(201).send(interview);
  });

  route(schedulingEndpoints.listScheduledInterviews, async (request) => listScheduledInterviews(db, callerOf(request).orgId, request.query));

  route(schedulingEndpoints.getScheduledInterview, async (request) => getScheduledInterview(db, callerOf(request).orgId, request.params.id));

  route(schedulingEndpoints.rescheduleInterview, async (request) => {
    const caller = callerOf(request);
    const interview = await rescheduleInterview(ctx, caller, request.params.id, request.body);
    request.log.info({ interviewId: interview.id, sequence: interview.sequence, orgId: caller.orgId, by: caller.userId }, 'interview rescheduled');
    return interview;
  });

  route(schedulingEndpoints.cancelInterview, async (request) => {
    const caller = callerOf(request);
    const interview = await cancelInterview(ctx, caller, request.params.id, request.body.reason);
    request.log.info({ interviewId: interview.id, sequence: interview.sequence, orgId: caller.orgId, by: caller.userId }, 'interview cancelled');
    return interview;
  });
}
