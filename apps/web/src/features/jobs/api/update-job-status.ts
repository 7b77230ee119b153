import type { JobStatus } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export interface UpdateJobStatusVariables {
  id: number;
  status: JobStatus;
}

/** PUT /functions/V1/updateJobStatus/{id}?status=STATUS (upper case). */
export function updateJobStatus({ id, status }: UpdateJobStatusVariables): Promise<unknown> {
  return apiRequest<unknown>(`/functions/V1/updateJobStatus/${id}`, { method: 'PUT', query: { status } });
}

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
