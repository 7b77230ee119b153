import { screeningEndpoints, type Application, type ScoreOverrideRequest } from '@kairox/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { retryUnlessRefused } from './hooks';
import { candidateKeys } from './keys';

/** Under the applications prefix: refreshing the table after a score change refreshes the log too. */
export const aiDecisionsKey = (applicationId: number) => [...candidateKeys.all, 'ai-decisions', applicationId] as const;

/** POST /api/applications/{id}/rescreen: scores the resume again; an override stays in force. */
function rescreenApplication(id: number, reason: string | null = null) {
  return callApi(screeningEndpoints.rescreen, { params: { id }, body: { reason } });
}

/** PUT /api/applications/{id}/score: the recruiter's score, in force until removed. */
function overrideScore(id: number, body: ScoreOverrideRequest) {
  return callApi(screeningEndpoints.overrideScore, { params: { id }, body });
}

/** DELETE /api/applications/{id}/score: back to the AI score. */
function removeScoreOverride(id: number) {
  return callApi(screeningEndpoints.removeScoreOverride, { params: { id }, body: {} });
}

/** GET /api/applications/{id}/ai-decisions, oldest first. */
function getAiDecisions(id: number, signal?: AbortSignal) {
  return callApi(screeningEndpoints.listAiDecisions, { params: { id }, signal });
}

function aiDecisionsQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: aiDecisionsKey(applicationId),
    queryFn: ({ signal }) => getAiDecisions(applicationId, signal),
    retry: retryUnlessRefused,
  });
}

export function useAiDecisions(applicationId: number) {
  return useQuery(aiDecisionsQueryOptions(applicationId));
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
