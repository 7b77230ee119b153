import { applicationEndpoints } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/**
 * A job's application count for its dashboard card: GET /api/applications/applicants/{jobId}
 * with size 1, reading totalElements (spec section 7). Any failure counts as 0 ("on failure the
 * card shows 0"), so this never rejects.
 */
async function getJobApplicationCount(jobId: number, signal?: AbortSignal): Promise<number> {
  try {
    const page = await callApi(applicationEndpoints.listApplicants, { params: { jobId }, query: { page: '0', size: '1' }, signal });
    return page.totalElements;
  } catch (error) {
    if (signal?.aborted) throw error;
    return 0;
  }
}

const applicationCountKeys = {
  all: ['applications', 'count'] as const,
  job: (jobId: number) => [...applicationCountKeys.all, jobId] as const,
};

function getJobApplicationCountQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: applicationCountKeys.job(jobId),
    queryFn: ({ signal }) => getJobApplicationCount(jobId, signal),
  });
}

export function useJobApplicationCount(jobId: number) {
  return useQuery(getJobApplicationCountQueryOptions(jobId));
}
