import { SKILL_IMPORTANCE_LABELS, type SkillImportance } from '@kairox/contract';
import { cn } from '../../../lib/cn';

const COLOURS: Record<SkillImportance, string> = {
  MUST_HAVE: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  NICE_TO_HAVE: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function SkillImportanceBadge({ importance }: { importance: SkillImportance }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', COLOURS[importance])}>
      {SKILL_IMPORTANCE_LABELS[importance]}
    </span>
  );
}
