import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** DELETE /functions/V1/job/{id}: the job and its applications go together (DECISIONS.md). */
export function deleteJob(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/functions/V1/job/${id}`, { method: 'DELETE' });
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
