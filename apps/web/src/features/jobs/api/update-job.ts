import { type UpdateJobRequest, jobEndpoints } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from '../../../api/jobs/job-keys';

interface UpdateJobVariables {
  id: number;
  body: UpdateJobRequest;
}

/** PUT /functions/V1/job/{id}: fields left out keep their stored value; answers the updated job. */
function updateJob({ id, body }: UpdateJobVariables) {
  return callApi(jobEndpoints.updateJob, { params: { id }, body });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
