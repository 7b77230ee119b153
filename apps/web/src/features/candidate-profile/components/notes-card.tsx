import { NOTE_MAX_LENGTH, type Note } from '@kairox/contract';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddNote, useDeleteNote, useNotes } from '../api';
import { formatDateTime } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { visibleNotes } from '../../../components/candidates/notes';
import { EmptyText, QueryBody, Section } from './section';

/** The recruiters' notes: add one, delete one (after a confirmation). */
export function NotesCard({ applicationId }: { applicationId: number }) {
  const id = useId();
  const notes = useNotes(applicationId);
  const add = useAddNote(applicationId);
  const remove = useDeleteNote(applicationId);
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<Note | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim() || add.isPending) return;
    try {
      await add.mutateAsync(draft.trim());
      setDraft('');
      toast.success(T.noteAdded, T.noteAddedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.noteAddFailed));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(T.noteDeleted, T.noteDeletedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.noteDeleteFailed));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Section title={T.notesTitle}>
      <form onSubmit={submit} className="mb-4 space-y-2">
        <label htmlFor={`${id}-note`} className="sr-only">
          {T.addNoteLabel}
        </label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          value={draft}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={T.addNotePlaceholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={!draft.trim() || add.isPending}>
            {add.isPending ? T.savingNote : T.saveNote}
          </Button>
        </div>
      </form>
      <QueryBody query={notes}>
        {(list) => {
          const visible = visibleNotes(list);
          if (visible.length === 0) return <EmptyText>{T.noNotes}</EmptyText>;
          return (
            <ul className="space-y-2" aria-label={T.notesTitle}>
              {visible.map((note) => (
                <li key={note.id} className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2" data-testid="profile-note">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{note.note}</p>
                    <p className="mt-1 text-xs text-slate-500">
                      {formatDateTime(note.createdAt)}
                      {note.createdByName && ` · ${T.by(note.createdByName)}`}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8 shrink-0"
                    aria-label={T.deleteNote}
                    title={T.deleteNote}
                    onClick={() => setDeleting(note)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBody>
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteNoteTitle}
        message={T.confirmDeleteNote}
        confirmLabel={T.delete}
        destructive
        pending={remove.isPending}
        pendingLabel={T.deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
