import type { JobStatsResponse } from '@kairox/contract';
import { Briefcase, CheckCircle2, CircleDot, FileEdit, XCircle, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { DASHBOARD_TEXT as T } from '../messages';

interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
  colour: string;
}

function stats(data: JobStatsResponse): Stat[] {
  return [
    { label: T.totalJobs, value: data.totalItems, icon: Briefcase, colour: 'bg-indigo-100 text-indigo-700' },
    { label: T.active, value: data.statusCounts.ACTIVE, icon: CircleDot, colour: 'bg-emerald-100 text-emerald-700' },
    { label: T.closed, value: data.statusCounts.CLOSED, icon: XCircle, colour: 'bg-rose-100 text-rose-700' },
    { label: T.draft, value: data.statusCounts.DRAFT, icon: FileEdit, colour: 'bg-amber-100 text-amber-700' },
    { label: T.completed, value: data.statusCounts.COMPLETED, icon: CheckCircle2, colour: 'bg-sky-100 text-sky-700' },
  ];
}

const STAT_SLOTS = [0, 1, 2, 3, 4];

/** The five cards' outlines while job-stats loads (no region, so nothing reads as a figure yet). */
export function StatCardsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid animate-pulse grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {STAT_SLOTS.map((slot) => (
        <li key={slot} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className="h-10 w-10 shrink-0 rounded-lg bg-slate-100" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-3.5 w-2/3 rounded bg-slate-100" />
            <div className="h-6 w-8 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The five stat cards from job-stats (spec section 2). */
export function StatCards({ data }: { data: JobStatsResponse }) {
  return (
    <section aria-label={T.statsLabel}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {stats(data).map(({ label, value, icon: Icon, colour }) => {
          // An id may not contain spaces, or the label would not be found ('Total Jobs').
          const labelId = `stat-${label.toLowerCase().replace(/\s+/g, '-')}`;
          return (
            <li key={label} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-lg', colour)}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="truncate text-sm text-slate-500" id={labelId}>
                  {label}
                </p>
                <p className="text-2xl font-semibold text-slate-900 tabular-nums" aria-labelledby={labelId}>
                  {value}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
