import { NOTE_MAX_LENGTH, createNoteRequestSchema } from '@kairox/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={T.addNoteTitle(candidate.candidateName)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={blank || pending}>
            {pending ? T.savingNote : T.saveNote}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField control={form.control} name="content" id={`${id}-note`} label={T.note}>
          {(aria) => <Textarea {...aria} rows={5} maxLength={NOTE_MAX_LENGTH} placeholder={T.notePlaceholder} {...form.register('content')} />}
        </FormField>
      </form>
    </Dialog>
  );
}
