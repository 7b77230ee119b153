import type { Application } from '@kairox/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/applications/{id}/proposal/accept: moves to the AI's proposed status in the caller's name. */
export function acceptProposal(id: number): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${id}/proposal/accept`, { method: 'POST' });
}

/** POST /api/applications/{id}/proposal/dismiss: clears the proposal, keeps the status; the reason is optional. */
export function dismissProposal(id: number, reason: string | null): Promise<Application> {
  return apiRequest<Application>(`/api/applications/${id}/proposal/dismiss`, { method: 'POST', body: { reason } });
}

export function useAcceptProposal() {
  return useMutation({ mutationFn: (id: number) => acceptProposal(id) });
}

export function useDismissProposal() {
  return useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string | null }) => dismissProposal(id, reason) });
}
