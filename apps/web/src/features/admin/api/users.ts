import {
  USER_DEFAULT_SORT,
  USER_PAGE_SIZE,
  adminEndpoints,
  type AdminUserPage,
  type AssignableRole,
  type DeletedResponse,
  type User,
  type UsersUpdatedResponse,
} from '@kairox/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface UserListQuery {
  page: number;
  search: string;
}

/** GET /api/super-admin/organizations/{orgId}/users?page&size=25&sort=lastName,ASC&search */
function getOrganizationUsers(orgId: number, query: UserListQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  return callApi(adminEndpoints.listUsers, {
    params: { orgId },
    query: { page: query.page, size: USER_PAGE_SIZE, sort: USER_DEFAULT_SORT, search: query.search.trim() || undefined },
    signal,
  });
}

const organizationUsersQuery = (orgId: number, query: UserListQuery) =>
  queryOptions({
    queryKey: adminKeys.userPage(orgId, query),
    queryFn: ({ signal }) => getOrganizationUsers(orgId, query, signal),
    placeholderData: keepPreviousData,
    // A 401/403/404 will not get better by asking again.
    retry: false,
  });

export function useOrganizationUsers(orgId: number, query: UserListQuery) {
  return useQuery(organizationUsersQuery(orgId, query));
}

export interface AdminUserFields {
  firstName: string;
  lastName: string;
  email: string;
  /** null removes the phone number. */
  phone: string | null;
}

/** POST /api/super-admin/users/register */
function registerOrganizationUser(orgId: number, body: AdminUserFields & { password: string }): Promise<User> {
  return callApi(adminEndpoints.registerUser, { body: { ...body, orgId } });
}

/** PUT /api/super-admin/users/{id}?orgId= */
function updateOrganizationUser(orgId: number, userId: number, body: AdminUserFields): Promise<User> {
  return callApi(adminEndpoints.updateUser, { params: { id: userId }, query: { orgId }, body });
}

/** POST /api/super-admin/users/enabled?enabled=&orgId= with the ids as a JSON array. */
function setUsersEnabled(orgId: number, userIds: number[], enabled: boolean): Promise<UsersUpdatedResponse> {
  return callApi(adminEndpoints.setUsersEnabled, { query: { enabled: enabled ? 'true' : 'false', orgId }, body: userIds });
}

/** POST /api/super-admin/users/roles?orgId= with a map { "<userId>": role }. */
function setUserRoles(orgId: number, roles: Record<string, AssignableRole>): Promise<UsersUpdatedResponse> {
  return callApi(adminEndpoints.setUserRoles, { query: { orgId }, body: roles });
}

/** DELETE /api/super-admin/users?orgId= with the ids as a JSON array (orgId: every id must belong to it). */
function deleteUsers(orgId: number, userIds: number[]): Promise<DeletedResponse> {
  return callApi(adminEndpoints.deleteUsers, { query: { orgId }, body: userIds });
}

/** The user mutations of one organisation; each refreshes the lists and the cards when it settles. */
export function useUserMutations(orgId: number) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return {
    register: useMutation({
      mutationFn: (body: AdminUserFields & { password: string }) => registerOrganizationUser(orgId, body),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: AdminUserFields }) => updateOrganizationUser(orgId, userId, body),
      onSettled,
    }),
    setEnabled: useMutation({
      mutationFn: ({ userIds, enabled }: { userIds: number[]; enabled: boolean }) => setUsersEnabled(orgId, userIds, enabled),
      onSettled,
    }),
    setRole: useMutation({
      mutationFn: ({ userId, role }: { userId: number; role: AssignableRole }) => setUserRoles(orgId, { [String(userId)]: role }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (userIds: number[]) => deleteUsers(orgId, userIds), onSettled }),
  };
}
