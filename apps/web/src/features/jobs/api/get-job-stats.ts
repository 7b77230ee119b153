import { JOB_STATUSES, type JobStatsResponse, type JobStatus } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys, retryUnlessRefused } from './job-keys';

/** GET /functions/V1/job-stats: the organisation's job total and the count per status. */
export async function getJobStats(signal?: AbortSignal): Promise<JobStatsResponse> {
  const raw = await apiRequest<Partial<JobStatsResponse> | null>('/functions/V1/job-stats', { signal });
  const counts = (raw?.statusCounts ?? {}) as Partial<Record<JobStatus, unknown>>;
  return {
    totalItems: Number(raw?.totalItems) || 0,
    statusCounts: Object.fromEntries(JOB_STATUSES.map((status) => [status, Number(counts[status]) || 0])) as Record<
      JobStatus,
      number
    >,
  };
}

export function getJobStatsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.stats(),
    queryFn: ({ signal }) => getJobStats(signal),
    retry: retryUnlessRefused,
  });
}

export function useJobStats() {
  return useQuery(getJobStatsQueryOptions());
}
