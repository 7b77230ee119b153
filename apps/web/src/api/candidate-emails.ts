import { candidateEmailEndpoints, type CandidateEmailTemplate } from '@kairox/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/** Candidate emails (docs/emails.md): the preview the status changes show and the profile's history. */
export const candidateEmailKeys = {
  /** Every application's email history: a status change that notifies invalidates it. */
  all: ['candidate-emails'] as const,
  history: (applicationId: number) => ['candidate-emails', applicationId] as const,
  body: (emailId: number) => ['candidate-emails', 'body', emailId] as const,
  preview: (applicationId: number, template: CandidateEmailTemplate, reason: string) =>
    ['candidate-emails', 'preview', applicationId, template, reason] as const,
};

/** POST /api/applications/{id}/emails/preview: the email as it would be sent now, unsent. */
export function useEmailPreview(applicationId: number, template: CandidateEmailTemplate, reason: string, enabled: boolean) {
  return useQuery({
    queryKey: candidateEmailKeys.preview(applicationId, template, reason),
    queryFn: ({ signal }) =>
      callApi(candidateEmailEndpoints.previewCandidateEmail, { params: { id: applicationId }, body: { template, reason: reason || null }, signal }),
    enabled,
    retry: false,
  });
}

/** GET /api/applications/{id}/emails: newest first, with each one's delivery state. */
export function useCandidateEmails(applicationId: number) {
  return useQuery({
    queryKey: candidateEmailKeys.history(applicationId),
    queryFn: ({ signal }) => callApi(candidateEmailEndpoints.listCandidateEmails, { params: { id: applicationId }, signal }),
    // QUEUED emails become SENT or FAILED in the background: look again while one waits.
    refetchInterval: (query) => (query.state.data?.some((email) => email.status === 'QUEUED') ? 3000 : false),
  });
}

/** GET /api/candidate-emails/{emailId}/body, read when a row is opened. */
export function useCandidateEmailBody(emailId: number, enabled: boolean) {
  return useQuery({
    queryKey: candidateEmailKeys.body(emailId),
    queryFn: ({ signal }) => callApi(candidateEmailEndpoints.getCandidateEmailBody, { params: { emailId }, signal }),
    enabled,
    staleTime: Infinity,
  });
}
