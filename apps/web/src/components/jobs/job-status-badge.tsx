import type { JobStatus } from '@kairox/contract';
import { cn } from '../../lib/cn';
import { statusLabel } from '../../lib/jobs/job-options';

const COLOURS: Record<JobStatus, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  CLOSED: 'bg-rose-100 text-rose-800 ring-rose-200',
  DRAFT: 'bg-amber-100 text-amber-800 ring-amber-200',
  COMPLETED: 'bg-sky-100 text-sky-800 ring-sky-200',
};

export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        COLOURS[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
