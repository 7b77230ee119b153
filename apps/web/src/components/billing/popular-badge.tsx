import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { PLAN_TEXT } from './messages';

export function PopularBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm', className)}
    >
      <Star className="h-3 w-3 fill-current" aria-hidden="true" />
      {PLAN_TEXT.mostPopular}
    </span>
  );
}
