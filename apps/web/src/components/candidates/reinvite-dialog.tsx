import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REINVITE_STATUS, STATUS_REASON_MAX_LENGTH, updateApplicationStatusRequestSchema } from '@kairox/contract';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../ui/form-dialog';
import { TextareaField, useSchemaForm } from '../ui/form';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { updateApplicationStatus } from '../../api/applications';
import { candidateEmailKeys } from '../../api/candidate-emails';
import { NotifyCandidateOption } from './notify-candidate-option';
import { CANDIDATE_DIALOG_TEXT as T } from './messages';

export interface CandidateRef {
  id: number;
  candidateName: string;
  /** Without one, "Notify the candidate" is not offered. */
  candidateEmail?: string | null;
}

/**
 * Choosing REINVITED_FOR_AI_SCREENING asks for a reason (spec sections 4 and 5): submit stays
 * disabled while the reason is blank after trimming, and the change is sent only with it, trimmed
 * (updateApplicationStatusRequestSchema requires the reason for this status). "Notify the
 * candidate" sends the REINVITED email with the reason, previewed before it is sent.
 */
export function ReinviteDialog({
  candidate,
  onClose,
  onDone,
  notifyByDefault = false,
}: {
  candidate: CandidateRef;
  onClose: () => void;
  onDone: () => void;
  notifyByDefault?: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const noAddress = candidate.candidateEmail === null;
  const form = useSchemaForm(updateApplicationStatusRequestSchema, {
    defaultValues: { status: REINVITE_STATUS, message: '', notifyCandidate: notifyByDefault && !noAddress },
  });
  const reason = useWatch({ control: form.control, name: 'message' });
  const mutation = useMutation({
    mutationFn: ({ id, status, message, notifyCandidate }: { id: number; status: string; message?: string; notifyCandidate: boolean }) =>
      updateApplicationStatus(id, status, message, notifyCandidate),
    onSuccess: (_row, { notifyCandidate }) => notifyCandidate && queryClient.invalidateQueries({ queryKey: candidateEmailKeys.all }),
  });
  const blank = !reason?.trim();
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async ({ status, message, notifyCandidate }) => {
    if (pending) return;
    try {
      // The schema refuses this status without a reason, so `message` is the trimmed reason here.
      await mutation.mutateAsync({ id: candidate.id, status, message: message ?? undefined, notifyCandidate });
      toast.success(T.reinvited(candidate.candidateName), T.reinvitedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.reinviteFailed), T.reinviteFailedTitle);
    }
  });

  return (
    <FormDialog
      title={T.reinviteTitle}
      description={T.reinviteIntro(candidate.candidateName)}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.cancel}
      submitLabel={pending ? T.reinviting : T.reinviteSubmit}
      submitDisabled={blank}
      formClassName="space-y-3"
    >
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
      <Controller
        control={form.control}
        name="notifyCandidate"
        render={({ field }) => (
          <NotifyCandidateOption
            id={`${id}-notify`}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            template="REINVITED"
            previewApplicationId={candidate.id}
            reason={reason ?? ''}
            noAddress={noAddress}
          />
        )}
      />
    </FormDialog>
  );
}
