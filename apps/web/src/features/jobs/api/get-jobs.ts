import { JOB_LIST_DEFAULT_SIZE, type JobListResponse } from '@kairox/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys, retryUnlessRefused } from './job-keys';
import { normalizeJobListItem } from './normalize-job';

export interface GetJobsParams {
  /** Zero-based. */
  page: number;
  size?: number;
}

/** GET /functions/V1/jobs?page=n&size=m: one page of the organisation's jobs, newest first. */
export async function getJobs({ page, size = JOB_LIST_DEFAULT_SIZE }: GetJobsParams, signal?: AbortSignal): Promise<JobListResponse> {
  const raw = await apiRequest<Partial<JobListResponse> | null>('/functions/V1/jobs', { query: { page, size }, signal });
  return {
    jobs: Array.isArray(raw?.jobs) ? raw.jobs.map(normalizeJobListItem) : [],
    totalPages: Number(raw?.totalPages) || 0,
    totalItems: Number(raw?.totalItems) || 0,
  };
}

export function getJobsQueryOptions({ page, size = JOB_LIST_DEFAULT_SIZE }: GetJobsParams) {
  return queryOptions({
    queryKey: jobKeys.list(page, size),
    queryFn: ({ signal }) => getJobs({ page, size }, signal),
    retry: retryUnlessRefused,
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(params: GetJobsParams) {
  return useQuery(getJobsQueryOptions(params));
}
