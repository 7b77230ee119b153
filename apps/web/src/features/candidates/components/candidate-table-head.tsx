import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CANDIDATE_TEXT as T } from '../messages';

/**
 * The name and actions columns stay in view while the table scrolls sideways (issue #12: every
 * column reachable on a 1366 px screen). Sticky cells are opaque, so the scrolled cells pass under
 * them, and a hairline marks the edge. On a phone the name scrolls away: two sticky columns would
 * leave too narrow a window for the others.
 */
export const STICKY_NAME_CELL = 'sm:sticky sm:left-0 sm:z-10 sm:shadow-[inset_-1px_0_0_var(--color-slate-200)]';
export const STICKY_ACTIONS_CELL = 'sticky right-0 z-10 shadow-[inset_1px_0_0_var(--color-slate-200)]';

function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase', className)}>
      {children}
    </th>
  );
}

export function CandidateTableHead() {
  return (
    <thead className="bg-slate-50">
      <tr>
        <Th className={cn(STICKY_NAME_CELL, 'bg-slate-50')}>{T.colName}</Th>
        <Th>{T.colEmail}</Th>
        <Th>{T.colNoticePeriod}</Th>
        <Th>{T.colStatus}</Th>
        <Th>{T.colScore}</Th>
        <Th>{T.colFeedback}</Th>
        <Th>{T.colScorecard}</Th>
        <Th>{T.colInsights}</Th>
        <Th>{T.colResume}</Th>
        <Th>{T.colChangeStatus}</Th>
        <Th className={cn(STICKY_ACTIONS_CELL, 'bg-slate-50 text-right')}>{T.colActions}</Th>
      </tr>
    </thead>
  );
}
