import { jobEndpoints } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { jobKeys, retryUnlessRefused } from './job-keys';

/** GET /functions/V1/job-stats: the organisation's job total and the count per status. */
function getJobStats(signal?: AbortSignal) {
  return callApi(jobEndpoints.jobStats, { signal });
}

function getJobStatsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.stats(),
    queryFn: ({ signal }) => getJobStats(signal),
    retry: retryUnlessRefused,
  });
}

export function useJobStats() {
  return useQuery(getJobStatsQueryOptions());
}
