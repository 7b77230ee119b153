import { ORG_DEFAULT_SORT, ORG_PAGE_SIZE, adminEndpoints, type AdminOrganizationPage, type DeletedResponse } from '@kairox/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface OrganizationListQuery {
  /** Zero-based. */
  page: number;
  search: string;
  /** '' for every plan, else a plan id such as FREE_TRIAL. */
  plan: string;
}

/** GET /api/super-admin/organizations?page&size=20&sort=name,ASC&search&plan (search and plan only when set). */
function getOrganizations(query: OrganizationListQuery, signal?: AbortSignal): Promise<AdminOrganizationPage> {
  return callApi(adminEndpoints.listOrganizations, {
    query: {
      page: query.page,
      size: ORG_PAGE_SIZE,
      sort: ORG_DEFAULT_SORT,
      search: query.search.trim() || undefined,
      plan: query.plan || undefined,
    },
    signal,
  });
}

const organizationsQuery = (query: OrganizationListQuery) =>
  queryOptions({
    queryKey: adminKeys.organizationPage(query),
    queryFn: ({ signal }) => getOrganizations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrganizations(query: OrganizationListQuery) {
  return useQuery(organizationsQuery(query));
}

/** DELETE /api/super-admin/organizations with the ids as a JSON array. */
function deleteOrganizations(orgIds: number[]): Promise<DeletedResponse> {
  return callApi(adminEndpoints.deleteOrganizations, { body: orgIds });
}

export function useDeleteOrganizations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganizations,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
