import { JOB_LIST_DEFAULT_SIZE, jobEndpoints } from '@kairox/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { jobKeys, retryUnlessRefused } from './job-keys';

export interface GetJobsParams {
  /** Zero-based. */
  page: number;
  size?: number;
}

/** GET /functions/V1/jobs?page=n&size=m: one page of the organisation's jobs, newest first. */
function getJobs({ page, size = JOB_LIST_DEFAULT_SIZE }: GetJobsParams, signal?: AbortSignal) {
  return callApi(jobEndpoints.listJobs, { query: { page: String(page), size: String(size) }, signal });
}

function getJobsQueryOptions({ page, size = JOB_LIST_DEFAULT_SIZE }: GetJobsParams) {
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
