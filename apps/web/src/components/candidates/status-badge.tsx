import { applicationStatusLabel } from '@kairox/contract';
import { cn } from '../../lib/cn';

const COLOURS: Record<string, string> = {
  APPLIED: 'bg-sky-100 text-sky-800 ring-sky-200',
  QUALIFIED: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  PENDING: 'bg-slate-100 text-slate-700 ring-slate-200',
  PENDING_SCREENING: 'bg-slate-100 text-slate-700 ring-slate-200',
  INVITED_FOR_AI_SCREENING: 'bg-violet-100 text-violet-800 ring-violet-200',
  REINVITED_FOR_AI_SCREENING: 'bg-purple-100 text-purple-800 ring-purple-200',
  INTERVIEW_IN_PROGRESS: 'bg-amber-100 text-amber-800 ring-amber-200',
  IN_PROGRESS: 'bg-amber-100 text-amber-800 ring-amber-200',
  INTERVIEW_INTERRUPTED: 'bg-orange-100 text-orange-800 ring-orange-200',
  SHORTLISTED: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  REJECTED: 'bg-red-100 text-red-800 ring-red-200',
  REJECTED_IN_AI_INTERVIEW: 'bg-rose-100 text-rose-800 ring-rose-200',
  NO_SHOW: 'bg-zinc-200 text-zinc-800 ring-zinc-300',
  AI_BYPASSED: 'bg-teal-100 text-teal-800 ring-teal-200',
  DUPLICATE: 'bg-stone-200 text-stone-700 ring-stone-300',
};

/** A candidate status as a badge: underscores as spaces, words capitalised (spec section 4). */
export function CandidateStatusBadge({ status, className }: { status: string; className?: string }) {
  const key = status.toUpperCase();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        COLOURS[key] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      {applicationStatusLabel(status)}
    </span>
  );
}
