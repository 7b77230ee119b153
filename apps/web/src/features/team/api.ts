import { userEndpoints, type AssignableRole } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamQueryKey } from '../../api/team';
import { callApi } from '../../lib/api-client';

/** GET /api/users: every user of the caller's organisation (any member). */
function getTeam(signal?: AbortSignal) {
  return callApi(userEndpoints.listTeam, { signal });
}

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam(signal), retry: false });
}

/** The admin-only changes (others get 403); each refreshes the list, also after a refusal that may mean it is stale. */
function useTeamMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}

export function useSetMemberRole() {
  return useTeamMutation(({ id, role }: { id: number; role: AssignableRole }) =>
    callApi(userEndpoints.setMemberRole, { params: { id }, body: { role } }),
  );
}

export function useSetMemberEnabled() {
  return useTeamMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    callApi(userEndpoints.setMemberEnabled, { params: { id }, body: { enabled } }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((id: number) => callApi(userEndpoints.removeMember, { params: { id } }));
}
