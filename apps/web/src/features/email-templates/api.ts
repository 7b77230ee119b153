import {
  candidateEmailEndpoints,
  type CandidateEmailTemplate,
  type EmailLanguage,
  type EmailTemplate,
  type UpdateEmailTemplateRequest,
} from '@kairox/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

const templatesKey = ['email-templates'] as const;

export interface TemplateKey {
  template: CandidateEmailTemplate;
  language: EmailLanguage;
}

/** GET /api/email-templates: every template in both languages (any member). */
export function useEmailTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => callApi(candidateEmailEndpoints.listEmailTemplates, { signal }), retry: false });
}

/** Puts the saved or reset template into the cached list. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (saved: EmailTemplate) =>
    queryClient.setQueryData<EmailTemplate[]>(templatesKey, (list) =>
      list?.map((row) => (row.template === saved.template && row.language === saved.language ? saved : row)),
    );
}

/** PUT /api/email-templates/{template}/{language} (organisation admins). */
export function useSaveEmailTemplate() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: ({ key, text }: { key: TemplateKey; text: UpdateEmailTemplateRequest }) =>
      callApi(candidateEmailEndpoints.updateEmailTemplate, { params: key, body: text }),
    onSuccess: replace,
  });
}

/** DELETE /api/email-templates/{template}/{language}: back to the shipped default (organisation admins). */
export function useResetEmailTemplate() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (key: TemplateKey) => callApi(candidateEmailEndpoints.resetEmailTemplate, { params: key }),
    onSuccess: replace,
  });
}
