import {
  DEFAULT_JOB_CONTACT_EMAIL,
  JOB_LIST_DEFAULT_SIZE,
  JOB_LIST_MAX_SIZE,
  JOB_MESSAGES,
  JOB_SKILLS_MAX,
  createJobRequestSchema,
  createJobResponseSchema,
  jobIdParamsSchema,
  jobSkillsResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobSchema,
  jobStatsResponseSchema,
  messageResponseSchema,
  updateJobRequestSchema,
  updateJobSkillsRequestSchema,
  updateJobStatusQuerySchema,
} from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../lib/openapi.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { readJobSkills, saveJobSkills } from './job-skills.service.js';
import { createJob, deleteJob, getJob, jobStats, listJobs, setJobStatus, toJob, updateJob } from './jobs.service.js';

const TAGS = ['Jobs'];
const security = [{ bearerAuth: [] }];

/**
 * The jobs API of spec section 7. Every call needs a signed-in caller (any role) and works inside
 * the caller's organisation only: another tenant's job answers 404 exactly like a missing one.
 */
export async function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx);

  api.post(
    '/functions/V1/create-job',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Create a job posting',
        description:
          'The new job starts ACTIVE. Required: title, department, description, requirements, both cutoff dates ' +
          "('YYYY-MM-DD' or an ISO date-time; not before today Anywhere on Earth) and the four internal details. " +
          `An empty contact email becomes ${DEFAULT_JOB_CONTACT_EMAIL}.`,
        security,
        body: createJobRequestSchema,
        response: { 201: createJobResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const job = await createJob(db, caller.orgId, caller.userId, request.body);
      request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId }, 'job created');
      return reply.code(201).send({ job_id: job.id, message: JOB_MESSAGES.created(job.id) });
    },
  );

  api.get(
    '/functions/V1/job/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Read a job',
        security,
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toJob(await getJob(db, callerOf(request).orgId, request.params.id)),
  );

  api.put(
    '/functions/V1/job/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Edit a job',
        description:
          'Fields left out keep their stored value; read-only fields of the job as read (id, createdDate) are ignored. ' +
          'A cutoff date is refused as past only when it changes.',
        security,
        params: jobIdParamsSchema,
        body: updateJobRequestSchema,
        response: { 200: jobSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const job = await updateJob(db, caller.orgId, request.params.id, request.body);
      request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId }, 'job updated');
      return toJob(job);
    },
  );

  api.delete(
    '/functions/V1/job/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Delete a job and its applications',
        security,
        params: jobIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const job = await deleteJob(db, caller.orgId, request.params.id);
      request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId }, 'job deleted');
      return { message: JOB_MESSAGES.deleted(job.title) };
    },
  );

  api.get(
    '/functions/V1/jobs',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "The organization's jobs, newest first",
        description: `Zero-based \`page\` (default 0) and \`size\` (default ${JOB_LIST_DEFAULT_SIZE}, at most ${JOB_LIST_MAX_SIZE}).`,
        security,
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listJobs(db, callerOf(request).orgId, request.query.page, request.query.size),
  );

  api.put(
    '/functions/V1/updateJobStatus/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Set a job's status",
        description: '`status` is ACTIVE, CLOSED, DRAFT or COMPLETED, in any letter case. Answers the updated job.',
        security,
        params: jobIdParamsSchema,
        querystring: updateJobStatusQuerySchema,
        response: { 200: jobSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const job = await setJobStatus(db, caller.orgId, request.params.id, request.query.status);
      request.log.info({ jobId: job.id, orgId: caller.orgId, by: caller.userId, status: job.status }, 'job status changed');
      return toJob(job);
    },
  );

  api.get(
    '/functions/V1/job-stats',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Counts of the organization's jobs by status",
        security,
        response: { 200: jobStatsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => jobStats(db, callerOf(request).orgId),
  );

  api.get(
    '/functions/V1/job/:id/skills',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "The job's skills",
        description:
          'The skills candidates are screened against, each with its importance and the posting sentence it was read from. ' +
          '`edited` is true when a recruiter replaced the skills read from the posting with their own list.',
        security,
        params: jobIdParamsSchema,
        response: { 200: jobSkillsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readJobSkills(db, callerOf(request).orgId, request.params.id),
  );

  api.put(
    '/functions/V1/job/:id/skills',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Replace the job's skills",
        description:
          `The whole list, 1 to ${JOB_SKILLS_MAX} skills with distinct names (compared case-insensitively). ` +
          "It replaces the posting's skills (edits of the posting text keep it) and the job's candidates are re-screened in the background.",
        security,
        params: jobIdParamsSchema,
        body: updateJobSkillsRequestSchema,
        response: { 200: jobSkillsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const answer = await saveJobSkills(ctx, caller.orgId, request.params.id, request.body.skills);
      request.log.info({ jobId: request.params.id, orgId: caller.orgId, by: caller.userId, skills: answer.skills.length }, 'job skills edited');
      return answer;
    },
  );

  api.delete(
    '/functions/V1/job/:id/skills',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Go back to the posting's skills",
        description: "Drops the recruiter's list; the job's candidates are re-screened in the background against the skills read from the posting.",
        security,
        params: jobIdParamsSchema,
        response: { 200: jobSkillsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const answer = await saveJobSkills(ctx, caller.orgId, request.params.id, null);
      request.log.info({ jobId: request.params.id, orgId: caller.orgId, by: caller.userId }, 'job skills reset to the posting');
      return answer;
    },
  );
}
