import { type JobStatus, jobEndpoints } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from '../../../api/jobs/job-keys';

interface UpdateJobStatusVariables {
  id: number;
  status: JobStatus;
}

/** PUT /functions/V1/updateJobStatus/{id}?status=STATUS (upper case); answers the updated job. */
function updateJobStatus({ id, status }: UpdateJobStatusVariables) {
  return callApi(jobEndpoints.updateJobStatus, { params: { id }, query: { status } });
}

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
