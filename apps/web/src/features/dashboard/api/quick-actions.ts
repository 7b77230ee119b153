import { applicationEndpoints } from '@kairox/contract';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../api/jobs/job-keys';
import { callApi } from '../../../lib/api-client';

/** GET /api/dashboard/quick-actions. Under ['applications'], so any change to applications refreshes the counts. */
export function useQuickActionCounts() {
  return useQuery({
    queryKey: ['applications', 'quick-actions'],
    queryFn: ({ signal }) => callApi(applicationEndpoints.quickActionCounts, { signal }),
    retry: retryUnlessRefused,
  });
}
