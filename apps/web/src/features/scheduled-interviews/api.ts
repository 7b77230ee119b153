import { applicationEndpoints } from '@kairox/contract';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../api/jobs/job-keys';
import { callApi } from '../../lib/api-client';

/** How many candidates the picker offers for a search. */
const PICKER_SIZE = 8;
/** The picker searches from this many characters on. */
export const MIN_SEARCH = 2;

/** GET /api/applications?q=: the organisation's applications matching a name or email, for choosing whom to interview. */
export function useCandidateSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['applications', 'search', 'interview-picker', q],
    queryFn: ({ signal }) => callApi(applicationEndpoints.searchApplications, { query: { q, size: String(PICKER_SIZE), sort: 'name' }, signal }),
    enabled: q.length >= MIN_SEARCH,
    retry: retryUnlessRefused,
  });
}
