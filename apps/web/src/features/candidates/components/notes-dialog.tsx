import type { Note } from '@kairox/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useDeleteNote, useNotes } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import { formatDateTime, visibleNotes } from '../../../components/candidates/notes';
import { useErrorToast } from '../use-error-toast';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

/** The notes, or that there are none; each with its delete button. */
function NoteList({ notes, label, onDelete }: { notes: Note[]; label: string; onDelete: (id: number) => void }) {
  if (notes.length === 0) return <p className="text-sm text-slate-500">{T.noNotes}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="note">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 flex-1 text-sm break-words whitespace-pre-wrap text-slate-800">{note.note}</p>
            <button
              type="button"
              aria-label={T.deleteNote}
              onClick={() => onDelete(note.id)}
              className="rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <p className="mt-1.5 text-xs text-slate-500">
            {formatDateTime(note.createdAt)}
            {note.createdByName ? ` · ${T.by(note.createdByName)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A candidate's notes, newest first, without the AI resume feedback; each can be deleted after a confirm. */
export function NotesDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const query = useNotes(candidate.id);
  const remove = useDeleteNote(candidate.id);
  const [confirming, setConfirming] = useState<number | null>(null);
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.notesFetchFailed));

  async function confirmDelete() {
    if (confirming === null) return;
    try {
      await remove.mutateAsync(confirming);
      toast.success(T.noteDeleted, T.noteDeletedTitle);
    } catch {
      toast.error(T.noteDeleteFailed);
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={T.notesTitle(candidate.candidateName)}
        className="max-w-xl"
        footer={
          <Button variant="outline" onClick={onClose}>
            {T.close}
          </Button>
        }
      >
        <QueryStates query={query} loading={T.notesLoading} failed={T.notesFetchFailed} look="line">
          {(all) => <NoteList notes={visibleNotes(all)} label={T.notesTitle(candidate.candidateName)} onDelete={setConfirming} />}
        </QueryStates>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={T.deleteNoteTitle}
        message={T.confirmDeleteNote}
        confirmLabel={T.delete}
        pendingLabel={T.deleting}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
