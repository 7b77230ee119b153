import { ERASURE_REASON_MAX_LENGTH, eraseCandidateRequestSchema } from '@kairox/contract';
import { useId } from 'react';
import { useEraseCandidate } from '../../api/data-rights';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { FormDialog } from '../ui/form-dialog';
import { TextareaField, useSchemaForm } from '../ui/form';
import { DATA_RIGHTS_TEXT as T } from './messages';

export interface ErasableCandidate {
  id: number;
  candidateName: string;
}

/**
 * Asks why, then erases the candidate (POST /api/data-rights/applications/{id}/erase). The reason
 * is checked by the same schema as on the server and kept in the anonymised erasure log.
 */
export function EraseCandidateDialog({
  candidate,
  defaultReason = '',
  onClose,
  onErased,
}: {
  candidate: ErasableCandidate;
  defaultReason?: string;
  onClose: () => void;
  onErased: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(eraseCandidateRequestSchema, { defaultValues: { reason: defaultReason } });
  const mutation = useEraseCandidate();
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async ({ reason }) => {
    if (pending) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, reason });
      toast.success(T.erased(candidate.candidateName), T.erasedTitle);
      onErased();
    } catch (error) {
      toast.error(serverMessageOr(error, T.eraseFailed), T.eraseFailedTitle);
    }
  });

  return (
    <FormDialog
      title={T.eraseTitle}
      description={T.eraseIntro(candidate.candidateName)}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.cancel}
      submitLabel={pending ? T.erasing : T.erase}
      destructive
    >
      <TextareaField
        form={form}
        name="reason"
        id={`${id}-reason`}
        label={T.eraseReason}
        required
        rows={3}
        maxLength={ERASURE_REASON_MAX_LENGTH}
        placeholder={T.eraseReasonPlaceholder}
        hint={T.eraseReasonHint}
      />
    </FormDialog>
  );
}
