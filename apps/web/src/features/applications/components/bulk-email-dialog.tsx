import { BULK_EMAIL_LIMITS, bulkEmailContentSchema } from '@kairox/contract';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField, TextField, useSchemaForm } from '../../../components/ui/form';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBulkEmail, type BulkScope } from '../api/applications';
import { APPLICATIONS_TEXT } from '../messages';

/**
 * The bulk "Email": one plain-text message to every selected candidate that has an email (the
 * selected ids, or every application the filter matches). The form checks the request's subject
 * and message rules; `count` is how many applications the scope reaches.
 */
export function BulkEmailDialog({ scope, count, onSent, onClose }: { scope: BulkScope; count: number; onSent: () => void; onClose: () => void }) {
  const id = useId();
  const mutation = useBulkEmail();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm(bulkEmailContentSchema, { defaultValues: { subject: '', message: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { sent, skipped } = await mutation.mutateAsync({ ...scope, ...values });
      toast.success(APPLICATIONS_TEXT.emailed(sent, skipped));
      onSent();
    } catch (error) {
      setBanner(serverMessageOr(error, APPLICATIONS_TEXT.emailFailed));
    }
  });

  const pending = mutation.isPending;
  return (
    <FormDialog
      title={APPLICATIONS_TEXT.bulkEmailTitle}
      description={APPLICATIONS_TEXT.bulkEmailIntro(count)}
      className="max-w-xl"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={APPLICATIONS_TEXT.cancel}
      submitLabel={pending ? APPLICATIONS_TEXT.sending : APPLICATIONS_TEXT.send}
      formClassName="space-y-4"
    >
      {banner && <FormAlert>{banner}</FormAlert>}
      <TextField form={form} name="subject" id={`${id}-subject`} label={APPLICATIONS_TEXT.subject} required maxLength={BULK_EMAIL_LIMITS.subject} />
      <TextareaField
        form={form}
        name="message"
        id={`${id}-message`}
        label={APPLICATIONS_TEXT.message}
        required
        hint={APPLICATIONS_TEXT.messageHint}
        rows={8}
        maxLength={BULK_EMAIL_LIMITS.message}
      />
    </FormDialog>
  );
}
