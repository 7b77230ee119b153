import { applicationEndpoints, type ApplicationStatus, type BulkDeleteRequest, type BulkEmailRequest } from '@kairox/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../api/jobs/job-keys';
import { callApi } from '../../../lib/api-client';
import { downloadWithToken } from '../../../lib/download';
import { PAGE_SIZE, toSearchQuery, type ApplicationsView } from '../url-state';

const applicationSearchKeys = {
  all: ['applications', 'search'] as const,
  page: (view: ApplicationsView) => [...applicationSearchKeys.all, view] as const,
};

/** GET /api/applications: the view's page of the organisation's applications. */
export function useApplicationSearch(view: ApplicationsView) {
  return useQuery({
    queryKey: applicationSearchKeys.page(view),
    queryFn: ({ signal }) =>
      callApi(applicationEndpoints.searchApplications, {
        query: { ...toSearchQuery(view), page: String(view.page), size: String(PAGE_SIZE) },
        signal,
      }),
    retry: retryUnlessRefused,
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/applications/export with the view's filters and sort, saved as the server names the file. */
export function exportApplications(view: ApplicationsView): Promise<void> {
  const query = new URLSearchParams(toSearchQuery(view) as Record<string, string>);
  return downloadWithToken(`${applicationEndpoints.exportApplications.path}?${query}`, 'applications.csv');
}

/** What a bulk action reaches: the selected ids, or every application the filter matches. */
export type BulkScope = { ids: number[] } | { filter: NonNullable<BulkDeleteRequest['filter']> };

export function useBulkApplicationActions() {
  const queryClient = useQueryClient();
  // Both change what every page shows (its rows and its counts).
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['applications'] });
  const changeStatus = useMutation({
    mutationFn: ({
      scope,
      status,
      reason,
      notifyCandidate,
    }: {
      scope: BulkScope;
      status: ApplicationStatus;
      reason: string | null;
      notifyCandidate: boolean;
    }) => callApi(applicationEndpoints.bulkStatus, { body: { ...scope, status, reason, ...(notifyCandidate ? { notifyCandidate } : {}) } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (scope: BulkScope) => callApi(applicationEndpoints.bulkDelete, { body: scope }),
    onSuccess,
  });
  return { changeStatus, remove };
}

/** POST /api/applications/bulk-email: changes no application, so nothing is refetched. */
export function useBulkEmail() {
  return useMutation({
    mutationFn: (body: BulkEmailRequest) => callApi(applicationEndpoints.bulkEmail, { body }),
  });
}
