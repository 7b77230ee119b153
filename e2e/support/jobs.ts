/**
 * Reading and arranging jobs through the API (spec section 7, Jobs), for the browser tests of the
 * dashboard, the Create Job Posting page and the job page. Tests create the jobs they change, so
 * the demo jobs other tests read stay as they are.
 */
import { ApiCallError } from './api';

/** One JSON call to the server under test; a non-2xx answer throws ApiCallError (status and body kept). */
export async function apiRequest<T>(baseUrl: string, method: string, route: string, init: { token?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  if (!response.ok) throw new ApiCallError(response.status, parsed, `${method} ${route}`);
  return parsed as T;
}

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

/** POST /functions/V1/create-job with a complete, valid body; answers the new job's id and title. */
export async function createJobViaApi(
  baseUrl: string,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const body = {
    title: 'E2E Job',
    department: 'Engineering',
    location: 'Remote',
    employmentType: 'Full-time',
    description: 'We are hiring an engineer to build and run our web platform with TypeScript and Node.js.',
    requirements: '- 3+ years building web applications\n- TypeScript, React and Node.js',
    cutoffDate: localDateInDays(30),
    aiProcessingCutoffDate: localDateInDays(45),
    email: 'jobs@kairox.io',
    channels: [],
    includeTeamMeeting: false,
    internalDetails: { projectName: 'E2E Project', projectCode: 'E2E-1', projectManager: 'Pat Manager', techInterviewPoc: 'Tia Poc' },
    internalQuestions: 'How do you test a web application?',
    ...overrides,
  };
  const { job_id } = await apiRequest<{ job_id: number }>(baseUrl, 'POST', '/functions/V1/create-job', { token, json: body });
  return { id: job_id, title: String(body.title) };
}
