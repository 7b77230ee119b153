import { useMutation } from '@tanstack/react-query';
import { REINVITE_STATUS, STATUS_REASON_MAX_LENGTH, updateApplicationStatusRequestSchema } from '@kairox/contract';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextareaField, useSchemaForm } from '../ui/form';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { updateApplicationStatus } from '../../api/applications';
import { CANDIDATE_DIALOG_TEXT as T } from './messages';

export interface CandidateRef {
  id: number;
  candidateName: string;
}

/**
 * Choosing REINVITED_FOR_AI_SCREENING asks for a reason (spec sections 4 and 5): submit stays
 * disabled while the reason is blank after trimming, and the change is sent only with it, trimmed
 * (updateApplicationStatusRequestSchema requires the reason for this status).
 */
export function ReinviteDialog({ candidate, onClose, onDone }: { candidate: CandidateRef; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const form = useSchemaForm(updateApplicationStatusRequestSchema, { defaultValues: { status: REINVITE_STATUS, message: '' } });
  const reason = useWatch({ control: form.control, name: 'message' });
  const mutation = useMutation({
    mutationFn: ({ id, status, message }: { id: number; status: string; message?: string }) => updateApplicationStatus(id, status, message),
  });
  const blank = !reason?.trim();
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async ({ status, message }) => {
    if (pending) return;
    try {
      // The schema refuses this status without a reason, so `message` is the trimmed reason here.
      await mutation.mutateAsync({ id: candidate.id, status, message: message ?? undefined });
      toast.success(T.reinvited(candidate.candidateName), T.reinvitedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.reinviteFailed), T.reinviteFailedTitle);
    }
  });

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={T.reinviteTitle}
      description={T.reinviteIntro(candidate.candidateName)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={blank || pending}>
            {pending ? T.reinviting : T.reinviteSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextareaField
          form={form}
          name="message"
          id={`${id}-reason`}
          label={T.reinviteReason}
          required
          maxLength={STATUS_REASON_MAX_LENGTH}
          placeholder={T.reinvitePlaceholder}
          hint={
            <span className="flex items-center gap-1.5">
              <Info className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {T.reinviteHint}
            </span>
          }
        />
      </form>
    </Dialog>
  );
}
