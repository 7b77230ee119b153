import { cancelInterviewRequestSchema, type ScheduledInterview } from '@kairox/contract';
import { useId, useState } from 'react';
import { useCancelInterview } from '../../../api/scheduled-interviews';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField, useSchemaForm } from '../../../components/ui/form';
import { serverMessageOr } from '../../../lib/api-client';
import { formatInterviewRange } from '../../../lib/scheduling/interview-time';
import { toast } from '../../../lib/toast';
import { SCHEDULED_TEXT as T } from '../messages';

/** Cancel an interview with an optional reason; everyone invited gets the cancellation. */
export function CancelInterviewDialog({ interview, onClose }: { interview: ScheduledInterview; onClose: () => void }) {
  const id = useId();
  const form = useSchemaForm(cancelInterviewRequestSchema, { defaultValues: { reason: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const mutation = useCancelInterview();
  const [alert, setAlert] = useState<string | null>(null);
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await mutation.mutateAsync({ id: interview.id, body });
      toast.success(T.cancelled(interview.candidateName), T.cancelledTitle);
      onClose();
    } catch (error) {
      setAlert(serverMessageOr(error, T.cancelFailed));
    }
  });

  return (
    <FormDialog
      title={T.cancelTitle}
      description={T.cancelIntro(interview.candidateName, formatInterviewRange(interview.startsAt, interview.endsAt))}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.keep}
      submitLabel={pending ? T.cancelling : T.confirmCancel}
      destructive
      formClassName="space-y-4"
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextareaField form={form} name="reason" id={`${id}-reason`} label={T.cancelReason} rows={3} />
    </FormDialog>
  );
}
