import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useAiDecisions } from '../api/scores';
import { SCORE_TEXT as T } from '../score-messages';
import { formatScore } from '../table-logic';
import { overrideInForce } from './ai-decision-log-model';

/** What the score tools read of a candidate row. */
export interface ScoredCandidate {
  id: number;
  candidateName: string;
  /** The score in force: the recruiter's while overridden, else the AI's. */
  score: number | null;
  /** Absent on rows from before AI scores were kept apart. */
  aiScore?: number | null;
  scoreOverridden?: boolean;
}

/** Who overrode the score and why, read from the AI decision log when the details are opened. */
function OverrideDetails({ candidate, id }: { candidate: ScoredCandidate; id: string }) {
  const query = useAiDecisions(candidate.id);
  const entry = query.data ? overrideInForce(query.data) : null;
  return (
    <span id={id} role="status" className="mt-1 block max-w-56 text-xs font-normal whitespace-normal text-slate-600" data-testid="override-details">
      {T.overriddenSummary(candidate.aiScore ?? null)}
      {entry?.actorName ? T.overriddenBy(entry.actorName, entry.reason) : query.isPending ? ` — ${T.overrideDetailsLoading}` : ''}
    </span>
  );
}

/**
 * The score column: the score in force, and for an override a small "Overridden" marker. Its
 * details ("AI score 62 — overridden by Ana: reason") open on click or Enter, so keyboard and
 * touch users reach them without hovering; the hover title gives the AI score at a glance.
 */
export function ScoreCell({ candidate, notAvailable }: { candidate: ScoredCandidate; notAvailable: string }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  if (candidate.score === null) return <>{notAvailable}</>;
  return (
    <>
      {`${formatScore(candidate.score)}%`}
      {candidate.scoreOverridden && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${T.overriddenMarker}: ${T.overrideDetailsFor(candidate.candidateName)}`}
            title={T.overriddenSummary(candidate.aiScore ?? null)}
            onClick={() => setOpen((shown) => !shown)}
            className="ml-1.5 inline-flex items-center gap-1 rounded-full bg-amber-50 px-1.5 py-0.5 align-middle text-[11px] font-medium text-amber-800 ring-1 ring-amber-200 ring-inset hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            data-testid="score-overridden"
          >
            <Pencil className="h-3 w-3" aria-hidden="true" />
            {T.overriddenMarker}
          </button>
          {open && <OverrideDetails candidate={candidate} id={detailsId} />}
        </>
      )}
    </>
  );
}
