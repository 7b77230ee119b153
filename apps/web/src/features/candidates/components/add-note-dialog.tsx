import { NOTE_MAX_LENGTH } from '@kairox/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useAddNote } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import type { CandidateRef } from './reinvite-dialog';

/** 'Add Note': a blank note is not saved (spec section 5); the text is sent trimmed. */
export function AddNoteDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const id = useId();
  const [content, setContent] = useState('');
  const mutation = useAddNote();
  const trimmed = content.trim();
  const pending = mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || pending) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, content: trimmed });
      toast.success(T.noteAdded, T.noteAddedTitle);
      onClose();
    } catch {
      toast.error(T.noteAddFailed);
    }
  }

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
          <Button type="submit" form={formId} disabled={!trimmed || pending}>
            {pending ? T.savingNote : T.saveNote}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-note`}>{T.note}</Label>
        <Textarea
          id={`${id}-note`}
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={T.notePlaceholder}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
