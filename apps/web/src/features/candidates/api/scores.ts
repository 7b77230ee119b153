import type { AiDecision, Application, ScoreOverrideRequest } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessRefused } from './hooks';
import { candidateKeys } from './keys';

/** Under the applications prefix: refreshing the table after a score change refreshes the log too. */
export const aiDecisionsKey = (applicationId: number) => [...candidateKeys.all, 'ai-decisions', applicationId] as const;

/** POST /api/applications/{id}/rescreen: scores the resume again; an override stays in force. */
export function rescreenApplication(id: number, reason: string | null = null): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${id}/rescreen`, { method: 'POST', body: { reason } });
}

/** PUT /api/applications/{id}/score: the recruiter's score, in force until removed. */
export function overrideScore(id: number, body: ScoreOverrideRequest): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${id}/score`, { method: 'PUT', body });
}

/** DELETE /api/applications/{id}/score: back to the AI score. */
export function removeScoreOverride(id: number): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${id}/score`, { method: 'DELETE', body: {} });
}

/** GET /api/applications/{id}/ai-decisions, oldest first. */
export function getAiDecisions(id: number, signal?: AbortSignal): Promise<AiDecision[]> {
  return apiRequest<AiDecision[]>(`/api/applications/${id}/ai-decisions`, { signal });
}

export function useAiDecisions(applicationId: number, enabled = true) {
  return useQuery({
    queryKey: aiDecisionsKey(applicationId),
    queryFn: ({ signal }) => getAiDecisions(applicationId, signal),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** After a score change the candidate's log has new entries. */
function useScoreMutation<Variables>(send: (variables: Variables) => Promise<Application>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => queryClient.invalidateQueries({ queryKey: aiDecisionsKey(application.id) }),
  });
}

export const useRescreen = () => useScoreMutation((id: number) => rescreenApplication(id));

export const useOverrideScore = () => useScoreMutation(({ id, body }: { id: number; body: ScoreOverrideRequest }) => overrideScore(id, body));

export const useRemoveScoreOverride = () => useScoreMutation((id: number) => removeScoreOverride(id));
