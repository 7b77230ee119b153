import { JOB_MESSAGES, jobEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { readJobSkills, saveJobSkills } from './job-skills.service.js';
import { createJob, deleteJob, getJob, jobStats, listJobs, setJobStatus, toJob, updateJob } from './jobs.service.js';

/**
 * The jobs API of spec section 7. Every call needs a signed-in caller (any role) and works inside
 * the caller's organisation only: another tenant's job answers 404 exactly like a missing one.
 */
export async function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(jobEndpoints.createJob, async (request, reply) => {
    const caller = callerOf(request);
    const job = await createJob(db, caller.orgId, caller.userId, request.body);
    request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId }, 'job created');
    return reply.code(201).send({ job_id: job.id, message: JOB_MESSAGES.created(job.id) });
  });

  route(jobEndpoints.getJob, async (request) => toJob(await getJob(db, callerOf(request).orgId, request.params.id)));

  route(jobEndpoints.updateJob, async (request) => {
    const caller = callerOf(request);
    const job = await updateJob(db, caller.orgId, request.params.id, request.body);
    request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId }, 'job updated');
    return toJob(job);
  });

  route(jobEndpoints.deleteJob, async (request) => {
    const caller = callerOf(request);
    const job = await deleteJob(db, caller.orgId, request.params.id);
    request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId }, 'job deleted');
    return { message: JOB_MESSAGES.deleted(job.title) };
  });

  route(jobEndpoints.listJobs, async (request) => listJobs(db, callerOf(request).orgId, request.query.page, request.query.size));

  route(jobEndpoints.updateJobStatus, async (request) => {
    const caller = callerOf(request);
    const job = await setJobStatus(db, caller.orgId, request.params.id, request.query.status);
    request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId, status: job.status }, 'job status changed');
    return toJob(job);
  });

  route(jobEndpoints.jobStats, async (request) => jobStats(db, callerOf(request).orgId));

  route(jobEndpoints.getJobSkills, async (request) => readJobSkills(db, callerOf(request).orgId, request.params.id));

  route(jobEndpoints.updateJobSkills, async (request) => {
    const caller = callerOf(request);
    const answer = await saveJobSkills(ctx, caller.orgId, request.params.id, request.body.skills);
    request.log.info({ jobId: request.params.id, orgId: caller.orgId, by: caller.userId, skills: answer.skills.length }, 'job skills edited');
    return answer;
  });

  route(jobEndpoints.resetJobSkills, async (request) => {
    const caller = callerOf(request);
    const answer = await saveJobSkills(ctx, caller.orgId, request.params.id, null);
    request.log.info({ jobId: request.params.id, orgId: caller.orgId, by: caller.userId }, 'job skills reset to the posting');
    return answer;
  });
}
