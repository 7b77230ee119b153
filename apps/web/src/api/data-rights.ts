/**
 * Data-rights calls more than one feature uses (docs/data-rights.md): the retention period (the
 * settings card and the privacy page), and a candidate's export and erasure (the candidate profile
 * and the privacy page).
 */
import { dataRightsEndpoints, fillPath, type UpdateRetentionRequest } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { downloadWithToken } from '../lib/download';
import { retryUnlessRefused } from './jobs/job-keys';

export const dataRightsKeys = {
  all: ['data-rights'] as const,
  retention: () => [...dataRightsKeys.all, 'retention'] as const,
};

/** The candidate profile's keys: an erased candidate's queries are dropped with them. */
const applicationKeys = ['applications'] as const;

/** GET /api/data-rights/retention (any member). */
export function useRetention() {
  return useQuery({
    queryKey: dataRightsKeys.retention(),
    queryFn: ({ signal }) => callApi(dataRightsEndpoints.getRetention, { signal }),
    retry: retryUnlessRefused,
  });
}

/** PUT /api/data-rights/retention (organisation admins; others get 403). */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRetentionRequest) => callApi(dataRightsEndpoints.updateRetention, { body }),
    onSuccess: (saved) => queryClient.setQueryData(dataRightsKeys.retention(), saved),
  });
}

/** POST /api/data-rights/applications/{id}/erase: refreshes the privacy page's lists and every candidate list. */
export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(dataRightsEndpoints.eraseCandidate, { params: { id }, body: { reason } }),
    onSuccess: async (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: [...applicationKeys, 'profile', id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dataRightsKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys }),
      ]);
    },
  });
}

/** GET /api/data-rights/applications/{id}/export: the zip, saved as a download. */
export function downloadCandidateExport(id: number): Promise<void> {
  return downloadWithToken(fillPath(dataRightsEndpoints.exportCandidate.path, { id }), `candidate-${id}-data.zip`);
}
