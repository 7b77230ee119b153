import { screeningEndpoints, type Application } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { aiDecisionsKey } from './scores';

/** POST /api/applications/{id}/proposal/accept: moves to the AI's proposed status in the caller's name. */
function acceptProposal(id: number) {
  return callApi(screeningEndpoints.acceptProposal, { params: { id } });
}

/** POST /api/applications/{id}/proposal/dismiss: clears the proposal, keeps the status; the reason is optional. */
function dismissProposal(id: number, reason: string | null) {
  return callApi(screeningEndpoints.dismissProposal, { params: { id }, body: { reason } });
}

/** A decision on the proposal is written to the candidate's AI decision log. */
function useProposalMutation<Variables>(send: (variables: Variables) => Promise<Application>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => queryClient.invalidateQueries({ queryKey: aiDecisionsKey(application.id) }),
  });
}

export const useAcceptProposal = () => useProposalMutation((id: number) => acceptProposal(id));

export const useDismissProposal = () => useProposalMutation(({ id, reason }: { id: number; reason: string | null }) => dismissProposal(id, reason));
