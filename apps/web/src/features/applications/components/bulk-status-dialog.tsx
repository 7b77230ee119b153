import {
  APPLICATION_STATUSES,
  REINVITE_STATUS,
  STATUS_EMAIL_TEMPLATES,
  STATUS_REASON_MAX_LENGTH,
  applicationStatusLabel,
  updateApplicationStatusRequestSchema,
} from '@kairox/contract';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { NotifyCandidateOption } from '../../../components/candidates/notify-candidate-option';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, useSchemaForm } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { APPLICATIONS_TEXT } from '../messages';

/**
 * The bulk "Change status": the single change's form and rules (updateApplicationStatusRequestSchema:
 * a reason is required for REINVITED_FOR_AI_SCREENING), applied to every selected application.
 * "Notify the candidates" sends each the status's email, previewed for `previewCandidate`.
 */
export function BulkStatusDialog({
  count,
  pending,
  previewCandidate,
  onApply,
  onClose,
}: {
  count: number;
  pending: boolean;
  previewCandidate: { id: number; candidateName: string } | null;
  onApply: (status: (typeof APPLICATION_STATUSES)[number], reason: string | null, notifyCandidate: boolean) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [notify, setNotify] = useState(false);
  const form = useSchemaForm(updateApplicationStatusRequestSchema, {
    defaultValues: { status: APPLICATION_STATUSES[0], message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const reason = useWatch({ control: form.control, name: 'message' });
  const template = STATUS_EMAIL_TEMPLATES[status as (typeof APPLICATION_STATUSES)[number]] ?? null;
  const submit = form.handleSubmit((values) => onApply(values.status, values.message, notify && template !== null));
  return (
    <FormDialog
      title={APPLICATIONS_TEXT.bulkStatusTitle}
      description={APPLICATIONS_TEXT.bulkStatusIntro(count)}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={APPLICATIONS_TEXT.cancel}
      submitLabel={pending ? APPLICATIONS_TEXT.applying : APPLICATIONS_TEXT.apply}
      formClassName="space-y-4"
    >
      <FormField control={form.control} name="status" id={`${id}-status`} label={APPLICATIONS_TEXT.newStatus} required>
        {(aria) => (
          <Select {...aria} {...form.register('status')}>
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {applicationStatusLabel(option)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="message"
        id={`${id}-reason`}
        label={APPLICATIONS_TEXT.reason}
        required={status === REINVITE_STATUS}
        hint={APPLICATIONS_TEXT.reasonHint}
      >
        {(aria) => <Textarea {...aria} rows={3} maxLength={STATUS_REASON_MAX_LENGTH} {...form.register('message')} />}
      </FormField>
      <NotifyCandidateOption
        id={`${id}-notify`}
        bulk
        checked={notify}
        onCheckedChange={setNotify}
        template={template}
        previewApplicationId={previewCandidate?.id ?? null}
        previewName={previewCandidate?.candidateName}
        reason={reason ?? ''}
      />
    </FormDialog>
  );
}
