import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { candidateKeys } from '../api/keys';
import { scorecardScoreOf } from '../enrichment';
import { CANDIDATE_TEXT as T } from '../messages';
import { SCORE_TONE_CLASSES, formatScore, scoreTone } from '../table-logic';
import { useErrorToast } from '../use-error-toast';
import type { CandidateRef } from './reinvite-dialog';

/** GET /api/interviews/{id}; 404 (no interview yet) is "no data", not a failure. */
async function getInsights(id: number, signal: AbortSignal): Promise<Record<string, unknown> | null> {
  try {
    const body = await apiRequest<unknown>(`/api/interviews/${id}`, { signal });
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * HOOK for the screening issue, which replaces this file with the full 'AI Interview Insights'
 * modal (spec section 2: security alerts, statistics, verification, candidate information, score
 * adjustment, feedback and the detailed scorecard). For now: 'Loading AI insights...', then the
 * overall score card (green at 8 or more, yellow at 6 or more, red below, grey if not numeric), or
 * 'No Data Available'.
 */
export function InsightsDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const query = useQuery({
    queryKey: candidateKeys.scorecard(candidate.id),
    queryFn: ({ signal }) => getInsights(candidate.id, signal),
    staleTime: 0,
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.insightsFailed));
  const score = scorecardScoreOf(query.data);
  const rawScore = query.data ? (query.data.overallScore ?? query.data.OverallScore) : undefined;
  const tone = scoreTone(score);

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.insightsTitle}
      description={candidate.candidateName}
      className="max-w-2xl"
      footer={<Button variant="outline" onClick={onClose}>{T.close}</Button>}
    >
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {T.insightsLoading}
        </p>
      ) : !query.data ? (
        <p className="py-6 text-center text-sm font-medium text-slate-600">{T.insightsEmpty}</p>
      ) : (
        <div className={cn('rounded-xl p-5 ring-1 ring-inset', SCORE_TONE_CLASSES[tone])} data-testid="insights-score" data-tone={tone}>
          <p className="text-sm font-medium">{T.overallScore}</p>
          <p className="mt-1 text-3xl font-bold">
            {score !== null ? formatScore(score) : rawScore !== undefined && rawScore !== null ? String(rawScore) : T.notAvailable}
          </p>
        </div>
      )}
    </Dialog>
  );
}
