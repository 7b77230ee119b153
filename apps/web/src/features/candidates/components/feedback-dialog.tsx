import type { Note } from '@kairox/contract';
import { Sparkles } from 'lucide-react';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useNotes } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import { latestFeedback } from '../../../components/candidates/notes';
import { useErrorToast } from '../use-error-toast';
import { MarkdownView } from './markdown-view';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

/** The feedback as Markdown, or that there is none yet. */
function Feedback({ note }: { note: Note | null }) {
  if (note) return <MarkdownView markdown={note.note} />;
  return (
    <div className="flex flex-col items-center py-8 text-center">
      <Sparkles className="h-8 w-8 text-slate-300" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-slate-700">{T.noFeedback}</p>
      <p className="mt-1 text-sm text-slate-500">{T.noFeedbackHint}</p>
    </div>
  );
}

/** 'AI Feedback for {name}': the newest 'resume-feedback' note, rendered by MarkdownView. */
export function FeedbackDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const query = useNotes(candidate.id);
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.feedbackFailed));

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.feedbackTitle(candidate.candidateName)}
      className="max-w-3xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <QueryStates query={query} loading={T.feedbackLoading} failed={T.feedbackFailed} look="line">
        {(notes) => <Feedback note={latestFeedback(notes)} />}
      </QueryStates>
    </Dialog>
  );
}
