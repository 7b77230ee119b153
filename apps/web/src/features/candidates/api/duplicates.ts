import { duplicateEndpoints } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDuplicates } from '../../../api/applications';
import { callApi } from '../../../lib/api-client';
import { retryUnlessRefused } from './hooks';
import { candidateKeys } from './keys';

function mergeNotes(id: number, fromId: number) {
  return callApi(duplicateEndpoints.mergeNotes, { params: { id }, body: { fromId } });
}

/** Under ['applications'], so a status change anywhere refreshes the list too. */
const duplicatesKey = (id: number) => [...candidateKeys.all, 'duplicates', id] as const;

/** The organisation's other applications matching this one (email, phone or resume file). */
export function useDuplicates(id: number) {
  return useQuery({ queryKey: duplicatesKey(id), queryFn: ({ signal }) => getDuplicates(id, signal), staleTime: 0, retry: retryUnlessRefused });
}

/** Copies the notes of `fromId` onto `id`; the notes of `id` are read again. */
export function useMergeNotes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromId: number) => mergeNotes(id, fromId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.notes(id) }),
  });
}
