import { Kanban, Table } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { BOARD_TEXT as B } from '../messages';
import type { CandidateView } from '../use-candidate-view';

const OPTIONS = [
  { view: 'table', label: B.table, Icon: Table },
  { view: 'board', label: B.board, Icon: Kanban },
] as const;

/** The job page's Table / Board segmented control: two toggle buttons, the current one pressed. */
export function ViewSwitch({ value, onChange }: { value: CandidateView; onChange: (view: CandidateView) => void }) {
  return (
    <div role="group" aria-label={B.viewSwitch} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm print:hidden">
      {OPTIONS.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            value === view ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
