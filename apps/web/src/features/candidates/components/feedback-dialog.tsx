import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useNotes } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import { latestFeedback } from '../../../components/candidates/notes';
import { useErrorToast } from '../use-error-toast';
import { MarkdownView } from './markdown-view';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

/** 'AI Feedback for {name}': the newest 'resume-feedback' note, rendered by MarkdownView. */
export function FeedbackDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const query = useNotes(candidate.id);
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.feedbackFailed));
  const feedback = query.data ? latestFeedback(query.data) : null;

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
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {T.feedbackLoading}
        </p>
      ) : query.isError ? (
        <p className="text-sm text-red-700">{T.feedbackFailed}</p>
      ) : feedback ? (
        <MarkdownView markdown={feedback.note} />
      ) : (
        <div className="flex flex-col items-center py-8 text-center">
          <Sparkles className="h-8 w-8 text-slate-300" aria-hidden="true" />
          <p className="mt-3 text-sm font-medium text-slate-700">{T.noFeedback}</p>
          <p className="mt-1 text-sm text-slate-500">{T.noFeedbackHint}</p>
        </div>
      )}
    </Dialog>
  );
}
