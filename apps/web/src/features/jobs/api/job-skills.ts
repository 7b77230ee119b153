import type { JobSkill, JobSkillsResponse } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys, retryUnlessRefused } from './job-keys';

const skillsPath = (jobId: number) => `/functions/V1/job/${jobId}/skills`;

/** GET /functions/V1/job/{id}/skills: the recruiter's list when edited, else the posting's skills. */
export function getJobSkills(jobId: number, signal?: AbortSignal): Promise<JobSkillsResponse> {
  return apiRequest<JobSkillsResponse>(skillsPath(jobId), { signal });
}

export function useJobSkills(jobId: number) {
  return useQuery({ queryKey: jobKeys.skills(jobId), queryFn: ({ signal }) => getJobSkills(jobId, signal), retry: retryUnlessRefused });
}

export interface SaveJobSkillsVariables {
  jobId: number;
  /** The recruiter's list; null goes back to the posting's skills. */
  skills: JobSkill[] | null;
}

/** PUT replaces the list, DELETE returns to the posting's skills; either way the candidates are re-screened. */
export function saveJobSkills({ jobId, skills }: SaveJobSkillsVariables): Promise<JobSkillsResponse> {
  return skills
    ? apiRequest<JobSkillsResponse>(skillsPath(jobId), { method: 'PUT', body: { skills } })
    : apiRequest<JobSkillsResponse>(skillsPath(jobId), { method: 'DELETE' });
}

export function useSaveJobSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobSkills,
    onSuccess: (answer, { jobId }) => queryClient.setQueryData(jobKeys.skills(jobId), answer),
  });
}
