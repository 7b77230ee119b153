import { adminEndpoints, type AdminStats } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/super-admin/stats: the dashboard cards. */
function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return callApi(adminEndpoints.stats, { signal });
}

const adminStatsQuery = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
