import { REINVITE_STATUS, type Applicant } from '@kairox/contract';
import { ArrowRightLeft } from 'lucide-react';
import { memo, type DragEvent } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from '../../../components/ui/dropdown-menu';
import { BOARD_TEXT as B } from '../messages';
import { formatScore } from '../table-logic';
import { moveChoices, moveTarget, type PipelineStage } from '../pipeline';
import { CandidateStatusBadge } from '../../../components/candidates/status-badge';

/** The MIME type a dragged card carries: its application id. */
export const CARD_DRAG_TYPE = 'application/x-kairox-candidate';

export interface PipelineCardProps {
  row: Applicant;
  onMove: (row: Applicant, stage: PipelineStage) => void;
  onDragStart: (row: Applicant) => void;
  onDragEnd: () => void;
}

function scoreText(score: number | null | undefined): string {
  return typeof score === 'number' ? `${formatScore(score)}%` : B.noScore;
}

/**
 * One candidate on the board: name, status and resume score (or '—'). It drags with the mouse, and
 * its 'Move to…' menu moves it from the keyboard or a touch screen. Memoised: a move re-renders
 * only the cards whose row changed, which keeps 1,000 candidates quick.
 */
export const PipelineCard = memo(function PipelineCard({ row, onMove, onDragStart, onDragEnd }: PipelineCardProps) {
  const items = moveChoices(row).map((stage) => ({
    label: moveTarget(row, stage) === REINVITE_STATUS ? B.reinviteChoice(B.stages[stage]) : B.stages[stage],
    onSelect: () => onMove(row, stage),
  }));

  function startDrag(event: DragEvent<HTMLLIElement>) {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(CARD_DRAG_TYPE, String(row.id));
    event.dataTransfer.setData('text/plain', row.candidateName);
    onDragStart(row);
  }

  return (
    <li
      draggable
      onDragStart={startDrag}
      onDragEnd={onDragEnd}
      data-testid="pipeline-card"
      className="cursor-grab space-y-2 rounded-lg border border-slate-200 bg-white p-2.5 shadow-xs hover:border-indigo-300 active:cursor-grabbing"
    >
      <div className="flex items-start gap-1">
        <Link
          to={`/applications/${row.id}`}
          // Dragging from the name moves the card, not the link's address.
          draggable={false}
          className="line-clamp-2 min-w-0 flex-1 text-sm font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline"
          title={row.candidateName}
        >
          {row.candidateName}
        </Link>
        {items.length > 0 && (
          <DropdownMenu
            label={B.moveLabel(row.candidateName)}
            items={items}
            trigger={
              <span title={B.moveTo}>
                <ArrowRightLeft className="h-4 w-4" aria-hidden="true" />
              </span>
            }
            className="-mt-1 -mr-1 h-7 w-7 shrink-0"
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="max-w-full min-w-0" title={B.statusLabel(row.status)}>
          <CandidateStatusBadge status={row.status} className="inline-block max-w-full truncate align-middle" />
        </span>
        <span className="text-xs text-slate-500">
          {B.score} <span className="font-semibold text-slate-900 tabular-nums">{scoreText(row.score)}</span>
        </span>
      </div>
    </li>
  );
});
