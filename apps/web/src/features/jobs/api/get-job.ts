import { jobEndpoints } from '@kairox/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys, retryUnlessRefused } from '../../../api/jobs/job-keys';

/** GET /functions/V1/job/{id}: one job of the caller's organisation (404 'Job not found.'). */
function getJob(id: number, signal?: AbortSignal) {
  return callApi(jobEndpoints.getJob, { params: { id }, signal });
}

function getJobQueryOptions(id: number) {
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
