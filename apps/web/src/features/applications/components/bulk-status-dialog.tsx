import {
  APPLICATION_STATUSES,
  REINVITE_STATUS,
  STATUS_REASON_MAX_LENGTH,
  applicationStatusLabel,
  updateApplicationStatusRequestSchema,
} from '@kairox/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, useSchemaForm } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { APPLICATIONS_TEXT } from '../messages';

/**
 * The bulk "Change status": the single change's form and rules (updateApplicationStatusRequestSchema:
 * a reason is required for REINVITED_FOR_AI_SCREENING), applied to every selected application.
 */
export function BulkStatusDialog({
  count,
  pending,
  onApply,
  onClose,
}: {
  count: number;
  pending: boolean;
  onApply: (status: (typeof APPLICATION_STATUSES)[number], reason: string | null) => void;
  onClose: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(updateApplicationStatusRequestSchema, {
    defaultValues: { status: APPLICATION_STATUSES[0], message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const submit = form.handleSubmit((values) => onApply(values.status, values.message));
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={APPLICATIONS_TEXT.bulkStatusTitle}
      description={APPLICATIONS_TEXT.bulkStatusIntro(count)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {APPLICATIONS_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? APPLICATIONS_TEXT.applying : APPLICATIONS_TEXT.apply}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
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
      </form>
    </Dialog>
  );
}
