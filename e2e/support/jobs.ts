/**
 * Reading and arranging jobs through the API (spec section 7, Jobs), for the browser tests of the
 * dashboard, the Create Job Posting page and the job page. Tests create the jobs they change, so
 * the demo jobs other tests read stay as they are.
 */
import { ApiCallError, apiRequest, unique } from './api';

/** The HTTP status of a call expected to fail (or 200 when it did not). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ApiCallError) return error.status;
    throw error;
  }
}

type JobStatus = 'ACTIVE' | 'CLOSED' | 'DRAFT' | 'COMPLETED';

export interface JobListItem {
  id: number;
  title: string;
  status: JobStatus;
  department: string;
  location: string;
  description: string;
  createdDate: number;
}

export interface JobRead extends JobListItem {
  requirements: string;
  employmentType: string;
  email: string;
  internalQuestions: string;
  internalDetails: { projectName: string; projectCode: string; projectManager: string; techInterviewPoc: string };
}

export interface JobStats {
  totalItems: number;
  statusCounts: Partial<Record<JobStatus, number>>;
}

export const getJobStats = (baseUrl: string, token: string) => apiRequest<JobStats>(baseUrl, 'GET', '/functions/V1/job-stats', { token });

/** GET /functions/V1/jobs?page=n (the dashboard's page size, 9, by default). */
export const listJobs = (baseUrl: string, token: string, page: number) =>
  apiRequest<{ jobs: JobListItem[]; totalPages: number; totalItems: number }>(baseUrl, 'GET', `/functions/V1/jobs?page=${page}`, { token });

export const getJob = (baseUrl: string, token: string, id: number) => apiRequest<JobRead>(baseUrl, 'GET', `/functions/V1/job/${id}`, { token });

/** What the dashboard card reads: the job's application count (size 1, totalElements). */
export async function applicationCount(baseUrl: string, token: string, jobId: number): Promise<number> {
  const { totalElements } = await apiRequest<{ totalElements: number }>(baseUrl, 'GET', `/api/applications/applicants/${jobId}?page=0&size=1`, {
    token,
  });
  return totalElements;
}

/** 'YYYY-MM-DD', `days` from today in this machine's time zone (the browser's, too). */
export function localDateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface CreatedJob {
  id: number;
  title: string;
}

/** POST /functions/V1/create-job: a new ACTIVE job (unique title, cutoff dates a month ahead) with `overrides`. */
export async function createJobViaApi(baseUrl: string, token: string, overrides: Record<string, unknown> = {}): Promise<CreatedJob> {
  const body = {
    title: `E2E Job ${unique()}`,
    department: 'Engineering',
    location: 'Remote',
    employmentType: 'Full-time',
    description: 'We are looking for a software engineer to build web applications with TypeScript, React and Node.js.',
    requirements: 'TypeScript, React, Node.js, PostgreSQL. 3+ years of experience.',
    cutoffDate: localDateInDays(30),
    aiProcessingCutoffDate: localDateInDays(35),
    email: 'jobs@kairox.io',
    channels: [],
    includeTeamMeeting: false,
    internalDetails: { projectName: 'E2E Project', projectCode: 'E2E-1', projectManager: 'Pat Manager', techInterviewPoc: 'Tia Poc' },
    internalQuestions: 'What is a closure?',
    ...overrides,
  };
  const { job_id } = await apiRequest<{ job_id: number }>(baseUrl, 'POST', '/functions/V1/create-job', { token, json: body });
  return { id: job_id, title: String(body.title) };
}

/** PUT /functions/V1/updateJobStatus/{id}?status=... */
export async function setJobStatusViaApi(baseUrl: string, token: string, jobId: number, status: string): Promise<void> {
  await apiRequest(baseUrl, 'PUT', `/functions/V1/updateJobStatus/${jobId}?status=${status}`, { token });
}
