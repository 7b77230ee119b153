import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CANDIDATE_TEXT as T } from '../messages';

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
        <Th>{T.colName}</Th>
        <Th>{T.colEmail}</Th>
        <Th>{T.colNoticePeriod}</Th>
        <Th>{T.colStatus}</Th>
        <Th>{T.colScore}</Th>
        <Th>{T.colFeedback}</Th>
        <Th>{T.colScorecard}</Th>
        <Th>{T.colInsights}</Th>
        <Th>{T.colResume}</Th>
        <Th>{T.colChangeStatus}</Th>
        <Th className="text-right">{T.colActions}</Th>
      </tr>
    </thead>
  );
}
