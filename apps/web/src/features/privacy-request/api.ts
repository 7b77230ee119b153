import { dataRightsEndpoints, type DataRequestKind } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

const linkKey = (token: string) => ['privacy-request', token] as const;

/**
 * POST /api/public/data-requests/link, without a token even when staff are signed in here: the
 * organisation and job of the link. The link's token travels in the body, never in an API address.
 */
export function useDataRequestLink(token: string | null) {
  return useQuery({
    queryKey: linkKey(token ?? ''),
    queryFn: ({ signal }) => callApi(dataRightsEndpoints.getDataRequestLink, { body: { token: token! }, signal, anonymous: true }),
    enabled: token !== null,
    // A refused link stays refused; a failed network may be retried by the page's button.
    retry: false,
  });
}

/** POST /api/public/data-requests: asks for a copy or the erasure; the link's answer then shows it pending. */
export function useCreateDataRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DataRequestKind) => callApi(dataRightsEndpoints.createDataRequest, { body: { token, kind }, anonymous: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKey(token) }),
  });
}
