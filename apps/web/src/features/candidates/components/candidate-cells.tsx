import { AlertTriangle, Clock, Loader2 } from 'lucide-react';
import { StatusSelect } from '../../../components/candidates/status-select';
import { cn } from '../../../lib/cn';
import { CANDIDATE_TEXT as T } from '../messages';
import { SCORE_TONE_CLASSES, formatScore, scoreTone, type CandidateRow } from '../table-logic';

const linkButton =
  'rounded text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Resume Feedback column: the feedback link, or where resume processing stands. */
export function FeedbackCell({ row, onView }: { row: CandidateRow; onView: () => void }) {
  const state = row.resumeStatus.toUpperCase();
  if (state === 'PROCESSING') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-amber-700">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {T.aiProcessing}
      </span>
    );
  }
  if (state === 'PENDING') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-500">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {T.aiQueued}
      </span>
    );
  }
  if (state === 'FAILED') {
    return (
      <span className="block max-w-48" title={row.resumeError ?? undefined}>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-red-700">
          <AlertTriangle className="h-4 w-4" aria-hidden="true" />
          {T.aiFailed}
        </span>
        {row.resumeError && <span className="mt-0.5 line-clamp-2 text-xs text-red-600">{row.resumeError}</span>}
      </span>
    );
  }
  return (
    <button type="button" className={linkButton} onClick={onView}>
      {T.viewFeedback}
    </button>
  );
}

export function ScorecardCell({ score }: { score: number | null }) {
  const tone = scoreTone(score);
  return (
    <td className="px-3 py-3" data-testid="scorecard">
      {score !== null ? (
        <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset', SCORE_TONE_CLASSES[tone])} data-tone={tone}>
          {formatScore(score)}
        </span>
      ) : (
        <span className="text-sm text-slate-400">{T.notAvailable}</span>
      )}
    </td>
  );
}

export function InsightsCell({ hasScorecard, onShow }: { hasScorecard: boolean; onShow: () => void }) {
  return (
    <td className="px-3 py-3">
      <button
        type="button"
        aria-disabled={!hasScorecard || undefined}
        title={hasScorecard ? undefined : T.noScorecardHint}
        onClick={onShow}
        className={cn(
          linkButton,
          'whitespace-nowrap',
          !hasScorecard && 'cursor-not-allowed text-slate-400 no-underline hover:text-slate-400 hover:no-underline',
        )}
      >
        {T.viewInsights}
      </button>
    </td>
  );
}

export function ResumeCell({ onView }: { onView: () => void }) {
  return (
    <td className="px-3 py-3">
      <button type="button" className={cn(linkButton, 'whitespace-nowrap')} onClick={onView}>
        {T.viewResume}
      </button>
    </td>
  );
}

export function ChangeStatusCell({ name, pending, onChange }: { name: string; pending: boolean; onChange: (status: string) => void }) {
  return (
    <td className="px-3 py-3">
      <StatusSelect aria-label={T.changeStatusFor(name)} disabled={pending} onChange={onChange} className="h-8 w-44 py-1 text-xs" />
    </td>
  );
}
