import { useMutation } from '@tanstack/react-query';
import { type UpdateApplicationRequest, updateApplicationRequestSchema } from '@kairox/contract';
import { useId } from 'react';
import { FormDialog } from '../ui/form-dialog';
import { TextField, useSchemaForm } from '../ui/form';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { updateApplication } from '../../api/applications';
import { CANDIDATE_DIALOG_TEXT as T } from './messages';

export interface EditableCandidate {
  id: number;
  candidateName: string;
  candidateEmail: string | null;
  candidatePhone: string | null;
}

/**
 * 'Edit Candidate': only the basic info, all three required and the phone a valid number (spec sections 3 and 5),
 * checked with updateApplicationRequestSchema, as the server checks the call; each problem shows under its field.
 */
export function EditCandidateDialog({ candidate, onClose, onDone }: { candidate: EditableCandidate; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const form = useSchemaForm(updateApplicationRequestSchema, {
    defaultValues: {
      candidateName: candidate.candidateName,
      candidateEmail: candidate.candidateEmail ?? '',
      candidatePhone: candidate.candidatePhone ?? '',
    },
    // Checked on submit only; a message stays until the next submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const mutation = useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdateApplicationRequest }) => updateApplication(id, body) });
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, body });
      toast.success(T.updated(body.candidateName), T.updatedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.updateFailed), T.updateFailedTitle);
    }
  });

  const field = (suffix: string) => `${id}-${suffix}`;
  return (
    <FormDialog
      title={T.editTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.cancel}
      submitLabel={pending ? T.saving : T.save}
      formClassName="space-y-4"
    >
      <TextField form={form} name="candidateName" id={field('name')} label={T.candidateName} required autoComplete="off" />
      <TextField form={form} name="candidateEmail" id={field('email')} label={T.email} required type="email" autoComplete="off" />
      <TextField
        form={form}
        name="candidatePhone"
        id={field('phone')}
        label={T.phone}
        required
        type="tel"
        placeholder="+1 555 123 4567"
        autoComplete="off"
      />
    </FormDialog>
  );
}
