import type { Job } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys, retryUnlessRefused } from './job-keys';
import { normalizeJob } from './normalize-job';

/** GET /functions/V1/job/{id}: one job of the caller's organisation (404 'Job not found.'). */
export async function getJob(id: number, signal?: AbortSignal): Promise<Job> {
  return normalizeJob(await apiRequest<unknown>(`/functions/V1/job/${id}`, { signal }));
}

export function getJobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    retry: retryUnlessRefused,
  });
}

/** The job with id `id`; idle while `id` is null (no usable id in the address). */
export function useJob(id: number | null) {
  return useQuery({ ...getJobQueryOptions(id ?? 0), enabled: id !== null });
}
