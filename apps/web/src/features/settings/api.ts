import { organizationEndpoints, type OrganizationSettings } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

const settingsKey = ['organization', 'settings'] as const;

/** GET /api/organizations/settings (any member of the organization). */
function getOrganizationSettings(signal?: AbortSignal) {
  return callApi(organizationEndpoints.getSettings, { signal });
}

/** PUT /api/organizations/settings (organization admins only; others get 403). */
function updateOrganizationSettings(settings: OrganizationSettings) {
  return callApi(organizationEndpoints.updateSettings, { body: settings });
}

export function useOrganizationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getOrganizationSettings(signal), retry: false });
}

export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
