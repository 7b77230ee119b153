import type { UpdateJobRequest } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export interface UpdateJobVariables {
  id: number;
  body: UpdateJobRequest;
}

/** PUT /functions/V1/job/{id}: fields left out keep their stored value. */
export function updateJob({ id, body }: UpdateJobVariables): Promise<unknown> {
  return apiRequest<unknown>(`/functions/V1/job/${id}`, { method: 'PUT', body });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
