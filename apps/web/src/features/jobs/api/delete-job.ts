import { jobEndpoints } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from '../../../api/jobs/job-keys';

/** DELETE /functions/V1/job/{id}: the job and its applications go together (DECISIONS.md). */
function deleteJob(id: number) {
  return callApi(jobEndpoints.deleteJob, { params: { id } });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_result, id) => {
      // Drop the page's copy first so nothing refetches a job that no longer exists.
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.stats() }),
      ]);
    },
  });
}
