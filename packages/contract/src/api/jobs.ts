import { messageResponseSchema } from '../schemas/common.js';
import {
  DEFAULT_JOB_CONTACT_EMAIL,
  JOB_LIST_DEFAULT_SIZE,
  JOB_LIST_MAX_SIZE,
  createJobRequestSchema,
  createJobResponseSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobSchema,
  jobSkillsResponseSchema,
  jobStatsResponseSchema,
  updateJobRequestSchema,
  updateJobSkillsRequestSchema,
  updateJobStatusQuerySchema,
} from '../schemas/jobs.js';
import { JOB_SKILLS_MAX } from '../schemas/screening.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Jobs'];

/**
 * Job postings (spec section 7). Every call needs a signed-in caller (any role) and works inside
 * the caller's organisation only: another tenant's job answers 404 exactly like a missing one.
 */
export const jobEndpoints = {
  createJob: defineEndpoint({
    method: 'POST',
    path: '/functions/V1/create-job',
    auth: 'staff',
    tags,
    summary: 'Create a job posting',
    description:
      'The new job starts ACTIVE. Required: title, department, description, requirements, both cutoff dates ' +
      "('YYYY-MM-DD' or an ISO date-time; not before today Anywhere on Earth) and the four internal details. " +
      `An empty contact email becomes ${DEFAULT_JOB_CONTACT_EMAIL}.`,
    body: createJobRequestSchema,
    responses: { 201: createJobResponseSchema },
    errors: [400, 401],
  }),
  getJob: defineEndpoint({
    method: 'GET',
    path: '/functions/V1/job/:id',
    auth: 'staff',
    tags,
    summary: 'Read a job',
    params: jobIdParamsSchema,
    responses: { 200: jobSchema },
    errors: [400, 401, 404],
  }),
  updateJob: defineEndpoint({
    method: 'PUT',
    path: '/functions/V1/job/:id',
    auth: 'staff',
    tags,
    summary: 'Edit a job',
    description:
      'Fields left out keep their stored value; read-only fields of the job as read (id, createdDate) are ignored. ' +
      'A cutoff date is refused as past only when it changes.',
    params: jobIdParamsSchema,
    body: updateJobRequestSchema,
    responses: { 200: jobSchema },
    errors: [400, 401, 404],
  }),
  deleteJob: defineEndpoint({
    method: 'DELETE',
    path: '/functions/V1/job/:id',
    auth: 'staff',
    tags,
    summary: 'Delete a job and its applications',
    params: jobIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404],
  }),
  listJobs: defineEndpoint({
    method: 'GET',
    path: '/functions/V1/jobs',
    auth: 'staff',
    tags,
    summary: "The organization's jobs, newest first",
    description: `Zero-based \`page\` (default 0) and \`size\` (default ${JOB_LIST_DEFAULT_SIZE}, at most ${JOB_LIST_MAX_SIZE}).`,
    query: jobListQuerySchema,
    responses: { 200: jobListResponseSchema },
    errors: [400, 401],
  }),
  updateJobStatus: defineEndpoint({
    method: 'PUT',
    path: '/functions/V1/updateJobStatus/:id',
    auth: 'staff',
    tags,
    summary: "Set a job's status",
    description: '`status` is ACTIVE, CLOSED, DRAFT or COMPLETED, in any letter case. Answers the updated job.',
    params: jobIdParamsSchema,
    query: updateJobStatusQuerySchema,
    responses: { 200: jobSchema },
    errors: [400, 401, 404],
  }),
  jobStats: defineEndpoint({
    method: 'GET',
    path: '/functions/V1/job-stats',
    auth: 'staff',
    tags,
    summary: "Counts of the organization's jobs by status",
    responses: { 200: jobStatsResponseSchema },
    errors: [401],
  }),
  getJobSkills: defineEndpoint({
    method: 'GET',
    path: '/functions/V1/job/:id/skills',
    auth: 'staff',
    tags,
    summary: "The job's skills",
    description:
      'The skills candidates are screened against, each with its importance and the posting sentence it was read from. ' +
      '`edited` is true when a recruiter replaced the skills read from the posting with their own list.',
    params: jobIdParamsSchema,
    responses: { 200: jobSkillsResponseSchema },
    errors: [400, 401, 404],
  }),
  updateJobSkills: defineEndpoint({
    method: 'PUT',
    path: '/functions/V1/job/:id/skills',
    auth: 'staff',
    tags,
    summary: "Replace the job's skills",
    description:
      `The whole list, 1 to ${JOB_SKILLS_MAX} skills with distinct names (compared case-insensitively). ` +
      "It replaces the posting's skills (edits of the posting text keep it) and the job's candidates are re-screened in the background.",
    params: jobIdParamsSchema,
    body: updateJobSkillsRequestSchema,
    responses: { 200: jobSkillsResponseSchema },
    errors: [400, 401, 404],
  }),
  resetJobSkills: defineEndpoint({
    method: 'DELETE',
    path: '/functions/V1/job/:id/skills',
    auth: 'staff',
    tags,
    summary: "Go back to the posting's skills",
    description: "Drops the recruiter's list; the job's candidates are re-screened in the background against the skills read from the posting.",
    params: jobIdParamsSchema,
    responses: { 200: jobSkillsResponseSchema },
    errors: [400, 401, 404],
  }),
};
