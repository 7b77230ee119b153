import { CAREERS_LOGO_PART, careersEndpoints, type CareersSettings, type UpdateCareersSettingsRequest } from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

const careersSettingsKey = ['organization', 'settings', 'careers'] as const;

/** GET /api/organizations/settings/careers (any member of the organization). */
export function useCareersSettings() {
  return useQuery({
    queryKey: careersSettingsKey,
    queryFn: ({ signal }) => callApi(careersEndpoints.getSettings, { signal }),
    retry: false,
  });
}

/** A mutation whose answer is the settings as saved. */
function useSettingsMutation<T>(send: (input: T) => Promise<CareersSettings>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (saved) => queryClient.setQueryData(careersSettingsKey, saved) });
}

/** PUT /api/organizations/settings/careers (organization admins only). */
export function useUpdateCareersSettings() {
  return useSettingsMutation((body: UpdateCareersSettingsRequest) => callApi(careersEndpoints.updateSettings, { body }));
}

/** PUT /api/organizations/settings/careers/logo with the image as the form's `logo` part. */
export function useUploadCareersLogo() {
  return useSettingsMutation((file: File) => {
    const form = new FormData();
    form.append(CAREERS_LOGO_PART, file);
    return callApi(careersEndpoints.uploadLogo, { body: form });
  });
}

export function useRemoveCareersLogo() {
  return useSettingsMutation(() => callApi(careersEndpoints.deleteLogo));
}
