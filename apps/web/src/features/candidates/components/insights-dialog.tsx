import { Inbox, Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { INTERVIEW_TIMEOUT_MS, useInterviewAnswers } from '../api/interviews';
import { useErrorToast } from '../use-error-toast';
import { InsightsContent } from './insights/insights-content';
import { buildInsights } from './insights/insights-model';
import { INSIGHTS_TEXT as T } from './insights/messages';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

export interface InsightsDialogProps {
  candidate: CandidateRef;
  onClose: () => void;
  /** Per-call time-out (spec section 9: 8 s); tests shorten it. */
  timeoutMs?: number;
}

/**
 * 'AI Interview Insights' (spec section 2). Reads the scorecard (GET /api/interviews/{id}) and the
 * interview record (GET /api/interviews/complete-logs/{id}) side by side, 8 s each, a 404 meaning
 * "none". While loading: 'Loading AI insights...'; when neither holds anything: 'No Data
 * Available'; when a call fails: the toast 'Failed to fetch AI insights.' (and whatever the other
 * call returned). The table opens it only for a candidate with a scorecard score (spec section 5).
 */
export function InsightsDialog({ candidate, onClose, timeoutMs = INTERVIEW_TIMEOUT_MS }: InsightsDialogProps) {
  const query = useInterviewAnswers(candidate.id, timeoutMs);
  const failed = query.isError || Boolean(query.data?.partialFailure);
  const failedAt = query.isError ? query.errorUpdatedAt : query.dataUpdatedAt;
  useErrorToast(failed, failedAt, () => toast.error(T.failed));

  const insights = useMemo(() => (query.data ? buildInsights(query.data.scorecard, query.data.record) : null), [query.data]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.title}
      description={candidate.candidateName}
      className="max-w-3xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      {query.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {T.loading}
        </p>
      ) : !insights ? (
        <div className="flex flex-col items-center py-10 text-center" data-testid="insights-empty">
          <Inbox className="h-8 w-8 text-slate-300" aria-hidden="true" />
          <p className="mt-3 text-sm font-medium text-slate-700">{T.empty}</p>
          {!query.isError && <p className="mt-1 text-sm text-slate-500">{T.emptyHint}</p>}
        </div>
      ) : (
        <>
          {query.data?.partialFailure && (
            <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800 ring-1 ring-amber-200 ring-inset">{T.partialData}</p>
          )}
          <InsightsContent insights={insights} />
        </>
      )}
    </Dialog>
  );
}
