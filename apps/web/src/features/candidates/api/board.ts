import { APPLICANT_LIST_MAX_SIZE, type Applicant } from '@kairox/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApplicants, updateApplicationStatus } from '../../../api/applications';
import { pollWhileProcessing, retryUnlessRefused } from './hooks';
import { candidateKeys } from './keys';

/** Pages read at once after the first: enough to load 1,000 candidates quickly without flooding the server. */
const PARALLEL_PAGES = 4;

/**
 * Every candidate of a job: the list endpoint answers at most APPLICANT_LIST_MAX_SIZE a call, so
 * the first page tells how many pages follow and those are read a few at a time. A candidate that
 * shifts to the next page while paging (one added meanwhile) is kept once.
 */
async function getAllApplicants(jobId: number, signal?: AbortSignal): Promise<Applicant[]> {
  const first = await getApplicants(jobId, 0, APPLICANT_LIST_MAX_SIZE, signal);
  const pages = [first.content];
  for (let next = 1; next < first.totalPages; next += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, first.totalPages - next) }, (_, index) =>
      getApplicants(jobId, next + index, APPLICANT_LIST_MAX_SIZE, signal),
    );
    for (const page of await Promise.all(batch)) pages.push(page.content);
  }
  const byId = new Map<number, Applicant>();
  for (const row of pages.flat()) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}

function boardQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: candidateKeys.board(jobId),
    queryFn: ({ signal }) => getAllApplicants(jobId, signal),
    refetchInterval: pollWhileProcessing((rows: Applicant[]) => rows),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useBoardCandidates(jobId: number) {
  return useQuery(boardQueryOptions(jobId));
}

interface MoveVariables {
  id: number;
  status: string;
}

/**
 * A card's status change on the board, through the same call as the table's dropdown. The card
 * moves at once (optimistic) and goes back when the call fails; on success the other candidate
 * lists (table page, funnel) are refreshed while the board keeps its updated copy instead of
 * reading every page again.
 */
export function useMoveCandidate(jobId: number) {
  const queryClient = useQueryClient();
  const key = candidateKeys.board(jobId);
  return useMutation({
    mutationFn: ({ id, status }: MoveVariables) => updateApplicationStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Applicant[]>(key)?.find((row) => row.id === id)?.status;
      queryClient.setQueryData<Applicant[]>(key, (rows) => rows?.map((row) => (row.id === id ? { ...row, status } : row)));
      return { before };
    },
    // Only this card goes back, so a failed move never undoes another card's move made meanwhile.
    onError: (_error, { id, status }, context) => {
      const before = context?.before;
      if (before === undefined) return;
      queryClient.setQueryData<Applicant[]>(key, (rows) =>
        rows?.map((row) => (row.id === id && row.status === status ? { ...row, status: before } : row)),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Applicant[]>(key, (rows) => rows?.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)));
      void queryClient.invalidateQueries({
        queryKey: candidateKeys.all,
        predicate: (query) => query.queryKey[3] !== 'board' || query.queryKey[2] !== jobId,
      });
    },
  });
}
