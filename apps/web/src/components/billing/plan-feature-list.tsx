import { Check, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { PLAN_TEXT } from './messages';
import type { PlanFeature } from '../../lib/plans';

/** A plan's features: a green tick for included, a grey cross (and 'Not included' for screen readers) otherwise. */
export function PlanFeatureList({ features, className }: { features: readonly PlanFeature[]; className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {features.map((feature) => (
        <li
          key={feature.name}
          data-included={feature.included}
          className={cn('flex items-start gap-2.5 text-sm', feature.included ? 'text-slate-700' : 'text-slate-400')}
        >
          {feature.included ? (
            <span className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
              <Check className="h-3 w-3" strokeWidth={3} aria-hidden="true" />
            </span>
          ) : (
            <span className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400">
              <X className="h-3 w-3" strokeWidth={3} aria-hidden="true" />
            </span>
          )}
          <span className={cn(!feature.included && 'line-through decoration-slate-300')}>
            {feature.name}
            {!feature.included && <span className="sr-only"> ({PLAN_TEXT.notIncluded.toLowerCase()})</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
