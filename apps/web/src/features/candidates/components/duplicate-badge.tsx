import { useState } from 'react';
import { DUPLICATE_TEXT as T } from '../duplicate-messages';
import { DuplicatesDialog, type DuplicateCandidate } from './duplicates-dialog';

/** Beside a candidate's name when other applications of the organisation match it; opens the list of matches. */
export function DuplicateBadge({ candidate, count }: { candidate: DuplicateCandidate; count: number | undefined }) {
  const [open, setOpen] = useState(false);
  if (!count || count <= 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={T.badgeLabel(candidate.candidateName, count)}
        title={T.badgeLabel(candidate.candidateName, count)}
        className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {T.badge}
      </button>
      {open && <DuplicatesDialog candidate={candidate} onClose={() => setOpen(false)} />}
    </>
  );
}
