import type { ResumeProfile } from '@kairox/contract';
import { NotebookText, Pencil, StickyNote, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DropdownMenu, type DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { CANDIDATE_TEXT as T } from '../messages';
import type { CandidateRow as CandidateRowData } from '../table-logic';
import { CandidateProfileSummary } from './candidate-profile-summary';
import { DuplicateBadge } from './duplicate-badge';
import { ChangeStatusCell, FeedbackCell, InsightsCell, ResumeCell, ScorecardCell } from './candidate-cells';
import { STICKY_ACTIONS_CELL, STICKY_NAME_CELL } from './candidate-table-head';
import { ScoreCell } from './score-cell';
import { CandidateStatusBadge } from '../../../components/candidates/status-badge';
import { StatusProposal } from './status-proposal';

export type CandidateDialogKind = 'feedback' | 'resume' | 'insights' | 'reinvite' | 'edit' | 'add-note' | 'notes' | 'delete';

export function CandidateRow({
  row,
  profile,
  statusPending,
  scoreMenuItems,
  onOpen,
  onChangeStatus,
  onStatusDecided,
  onShowInsights,
}: {
  row: CandidateRowData;
  profile: ResumeProfile | null;
  statusPending: boolean;
  scoreMenuItems: DropdownMenuItem[];
  onOpen: (kind: CandidateDialogKind) => void;
  onChangeStatus: (status: string) => void;
  onStatusDecided: () => void;
  onShowInsights: () => void;
}) {
  return (
    <tr className="group align-middle hover:bg-slate-50" data-testid="candidate-row">
      <td className={cn(STICKY_NAME_CELL, 'bg-white px-3 py-3 text-sm font-medium whitespace-nowrap text-slate-900 group-hover:bg-slate-50')}>
        <Link to={`/applications/${row.id}`} className="hover:text-indigo-700 hover:underline">
          {row.candidateName}
        </Link>
        <DuplicateBadge candidate={row} count={row.duplicateCount} />
        <CandidateProfileSummary name={row.candidateName} profile={profile} />
      </td>
      <td className="px-3 py-3 text-sm text-slate-600">{row.candidateEmail || T.notAvailable}</td>
      <td className="px-3 py-3 text-sm whitespace-nowrap text-slate-600">{row.noticePeriod || T.notAvailable}</td>
      <td className="px-3 py-3">
        <CandidateStatusBadge status={row.status} />
        {row.proposedStatus && (
          <StatusProposal
            candidate={row}
            proposedStatus={row.proposedStatus}
            proposedReason={row.proposedReason ?? null}
            onChangeStatus={onChangeStatus}
            onDecided={onStatusDecided}
          />
        )}
      </td>
      <td className="px-3 py-3 text-sm font-semibold whitespace-nowrap text-slate-800" data-testid="resume-score">
        <ScoreCell candidate={row} notAvailable={T.notAvailable} />
      </td>
      <td className="px-3 py-3">
        <FeedbackCell row={row} onView={() => onOpen('feedback')} />
      </td>
      <ScorecardCell score={row.scorecardScore} />
      <InsightsCell hasScorecard={row.scorecardScore !== null} onShow={onShowInsights} />
      <ResumeCell onView={() => onOpen('resume')} />
      <ChangeStatusCell name={row.candidateName} pending={statusPending} onChange={onChangeStatus} />
      <td className={cn(STICKY_ACTIONS_CELL, 'bg-white px-3 py-3 text-right group-hover:bg-slate-50')}>
        <DropdownMenu
          label={T.actionsFor(row.candidateName)}
          items={[
            { label: T.actionEdit, icon: <Pencil className="h-4 w-4" />, onSelect: () => onOpen('edit') },
            { label: T.actionAddNote, icon: <StickyNote className="h-4 w-4" />, onSelect: () => onOpen('add-note') },
            { label: T.actionViewNotes, icon: <NotebookText className="h-4 w-4" />, onSelect: () => onOpen('notes') },
            ...scoreMenuItems,
            { label: T.actionDelete, icon: <Trash2 className="h-4 w-4" />, destructive: true, onSelect: () => onOpen('delete') },
          ]}
        />
      </td>
    </tr>
  );
}

/** A single full-width row standing in for the candidates: loading, failure or nothing to show. */
export function MessageRow({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <tr>
      <td colSpan={11} className="px-3 py-10 text-center text-sm text-slate-500" role={busy ? 'status' : undefined}>
        {children}
      </td>
    </tr>
  );
}
