import { dataRightsEndpoints } from '@kairox/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataRightsKeys } from '../../api/data-rights';
import { retryUnlessRefused } from '../../api/jobs/job-keys';
import { callApi } from '../../lib/api-client';

const privacyKeys = {
  due: () => [...dataRightsKeys.all, 'due'] as const,
  requests: () => [...dataRightsKeys.all, 'requests'] as const,
  erasures: (page: number) => [...dataRightsKeys.all, 'erasures', page] as const,
};

/** GET /api/data-rights/due: candidates whose erasure date is set, soonest first. */
export function useDueErasures() {
  return useQuery({
    queryKey: privacyKeys.due(),
    queryFn: ({ signal }) => callApi(dataRightsEndpoints.listDueErasures, { signal }),
    retry: retryUnlessRefused,
  });
}

/** GET /api/data-rights/requests: candidates' pending requests. */
export function useDataRequests() {
  return useQuery({
    queryKey: privacyKeys.requests(),
    queryFn: ({ signal }) => callApi(dataRightsEndpoints.listDataRequests, { signal }),
    retry: retryUnlessRefused,
  });
}

/** GET /api/data-rights/erasures?page=n: the anonymised erasure log, newest first. */
export function useErasures(page: number) {
  return useQuery({
    queryKey: privacyKeys.erasures(page),
    queryFn: ({ signal }) => callApi(dataRightsEndpoints.listErasures, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** Every change on the page may move rows between its lists: each refreshes them all, also after a refusal. */
function usePrivacyMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: dataRightsKeys.all }) });
}

/** POST /api/data-rights/applications/{id}/keep */
export function useKeepCandidate() {
  return usePrivacyMutation((id: number) => callApi(dataRightsEndpoints.keepCandidate, { params: { id } }));
}

/** POST /api/data-rights/requests/{id}/confirm or /reject (organisation admins). */
export function useDecideRequest() {
  return usePrivacyMutation(({ id, decision }: { id: number; decision: 'confirm' | 'reject' }) =>
    callApi(decision === 'confirm' ? dataRightsEndpoints.confirmDataRequest : dataRightsEndpoints.rejectDataRequest, { params: { id } }),
  );
}
