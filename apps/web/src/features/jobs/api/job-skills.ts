import { type JobSkill, jobEndpoints } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys, retryUnlessRefused } from '../../../api/jobs/job-keys';

/** GET /functions/V1/job/{id}/skills: the recruiter's list when edited, else the posting's skills. */
function getJobSkills(jobId: number, signal?: AbortSignal) {
  return callApi(jobEndpoints.getJobSkills, { params: { id: jobId }, signal });
}

export function useJobSkills(jobId: number) {
  return useQuery({ queryKey: jobKeys.skills(jobId), queryFn: ({ signal }) => getJobSkills(jobId, signal), retry: retryUnlessRefused });
}

interface SaveJobSkillsVariables {
  jobId: number;
  /** The recruiter's list; null goes back to the posting's skills. */
  skills: JobSkill[] | null;
}

/** PUT replaces the list, DELETE returns to the posting's skills; either way the candidates are re-screened. */
function saveJobSkills({ jobId, skills }: SaveJobSkillsVariables) {
  const params = { id: jobId };
  return skills ? callApi(jobEndpoints.updateJobSkills, { params, body: { skills } }) : callApi(jobEndpoints.resetJobSkills, { params });
}

export function useSaveJobSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobSkills,
    onSuccess: (answer, { jobId }) => queryClient.setQueryData(jobKeys.skills(jobId), answer),
  });
}
