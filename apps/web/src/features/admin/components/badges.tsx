import { PLAN_LABELS, type Plan } from '@kairox/contract';
import { cn } from '../../../lib/cn';
import { USERS_TEXT } from '../messages';

const PLAN_COLOURS: Record<Plan, string> = {
  FREE_TRIAL: 'bg-slate-100 text-slate-700 ring-slate-200',
  STARTER: 'bg-sky-50 text-sky-700 ring-sky-200',
  PROFESSIONAL: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  ENTERPRISE: 'bg-amber-50 text-amber-800 ring-amber-200',
};

export function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', PLAN_COLOURS[plan])}>
      {PLAN_LABELS[plan] ?? plan}
    </span>
  );
}

/** 'Active' or 'Disabled' (spec section 2, user list). */
export function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        enabled ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200',
      )}
    >
      <span className={cn('h-1.5 w-1.5 rounded-full', enabled ? 'bg-emerald-500' : 'bg-slate-400')} aria-hidden="true" />
      {enabled ? USERS_TEXT.active : USERS_TEXT.disabled}
    </span>
  );
}
