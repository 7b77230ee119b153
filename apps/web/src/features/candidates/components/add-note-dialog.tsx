import { NOTE_MAX_LENGTH, createNoteRequestSchema } from '@kairox/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, useSchemaForm } from '../../../components/ui/form';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useAddNote } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

/** 'Add Note': a blank note is not saved (spec section 5); the text is sent trimmed (createNoteRequestSchema). */
export function AddNoteDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const id = useId();
  const form = useSchemaForm(createNoteRequestSchema, { defaultValues: { content: '' } });
  const content = useWatch({ control: form.control, name: 'content' });
  const mutation = useAddNote();
  const blank = !content.trim();
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, content: values.content });
      toast.success(T.noteAdded, T.noteAddedTitle);
      onClose();
    } catch {
      toast.error(T.noteAddFailed);
    }
  });

  return (
    <FormDialog
      title={T.addNoteTitle(candidate.candidateName)}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.cancel}
      submitLabel={pending ? T.savingNote : T.saveNote}
      submitDisabled={blank}
    >
      <FormField control={form.control} name="content" id={`${id}-note`} label={T.note}>
        {(aria) => <Textarea {...aria} rows={5} maxLength={NOTE_MAX_LENGTH} placeholder={T.notePlaceholder} {...form.register('content')} />}
      </FormField>
    </FormDialog>
  );
}
