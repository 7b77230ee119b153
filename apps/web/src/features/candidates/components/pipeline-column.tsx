import type { Applicant } from '@kairox/contract';
import { memo, useId, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { BOARD_COLUMN_PAGE } from '../constants';
import { BOARD_TEXT as B } from '../messages';
import type { PipelineStage } from '../pipeline';
import { CARD_DRAG_TYPE, PipelineCard } from './pipeline-card';

export interface PipelineColumnProps {
  stage: PipelineStage;
  rows: Applicant[];
  /** A card is being dragged and may land here. */
  canDrop: boolean;
  /** The dragged card is over this column. */
  isOver: boolean;
  onDragOverStage: (stage: PipelineStage | null) => void;
  onDropOn: (stage: PipelineStage, id: number) => void;
  onMove: (row: Applicant, stage: PipelineStage) => void;
  onDragStart: (row: Applicant) => void;
  onDragEnd: () => void;
}

/**
 * One stage of the board: its name and count, then its cards, BOARD_COLUMN_PAGE at first and as
 * many more per 'Show more' (1,000 candidates stay quick). The whole column takes drops.
 */
export const PipelineColumn = memo(function PipelineColumn({
  stage,
  rows,
  canDrop,
  isOver,
  onDragOverStage,
  onDropOn,
  onMove,
  onDragStart,
  onDragEnd,
}: PipelineColumnProps) {
  const headingId = useId();
  const [limit, setLimit] = useState(BOARD_COLUMN_PAGE);
  const shown = rows.slice(0, limit);
  const hidden = rows.length - shown.length;

  function dragOver(event: DragEvent) {
    if (!canDrop) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (!isOver) onDragOverStage(stage);
  }

  function dragLeave(event: DragEvent<HTMLElement>) {
    // Leaving for one of the column's own cards is not leaving the column.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragOverStage(null);
  }

  function drop(event: DragEvent) {
    if (!canDrop) return;
    event.preventDefault();
    const id = Number(event.dataTransfer.getData(CARD_DRAG_TYPE));
    if (Number.isInteger(id) && id > 0) onDropOn(stage, id);
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${stage}`}
      onDragOver={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
      className={cn(
        'flex min-h-48 snap-start flex-col rounded-xl border bg-slate-50 transition-colors',
        canDrop ? 'border-dashed border-indigo-300' : 'border-slate-200',
        isOver && 'border-indigo-500 bg-indigo-50',
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2.5">
        <h3 id={headingId} className="truncate text-sm font-semibold text-slate-800">
          {B.stages[stage]}
        </h3>
        <span
          data-testid="stage-count"
          className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums ring-1 ring-slate-200"
        >
          {rows.length}
        </span>
      </header>
      <div className="max-h-[min(70vh,40rem)] flex-1 overflow-y-auto p-2">
        {rows.length === 0 ? (
          <p className="px-1 py-6 text-center text-xs text-slate-500">{B.emptyColumn}</p>
        ) : (
          <ul className="space-y-2">
            {shown.map((row) => (
              <PipelineCard key={row.id} row={row} onMove={onMove} onDragStart={onDragStart} onDragEnd={onDragEnd} />
            ))}
          </ul>
        )}
        {hidden > 0 && (
          <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={() => setLimit((value) => value + BOARD_COLUMN_PAGE)}>
            {B.showMore(Math.min(hidden, BOARD_COLUMN_PAGE))}
          </Button>
        )}
      </div>
    </section>
  );
});
