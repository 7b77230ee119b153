import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

export interface PaginationProps {
  /** Zero-based index of the current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
}

/** Zero-based page indexes to show: all of them when few, else the ends and a window round the current one. */
export function pageWindow(page: number, totalPages: number, width = 1): Array<number | 'gap'> {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index);
  const pages = new Set([0, totalPages - 1]);
  for (let index = page - width; index <= page + width; index += 1) {
    if (index >= 0 && index < totalPages) pages.add(index);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((index, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && index - previous > 1) result.push(index - previous === 2 ? index - 1 : 'gap');
    result.push(index);
  });
  return result;
}

/** Prev, numbered pages and Next; renders nothing for a single page (spec section 2). */
export function Pagination({ page, totalPages, onPageChange, className, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    if (next >= 0 && next < totalPages && next !== page) onPageChange(next);
  };
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}>
      <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => go(page - 1)} disabled={page <= 0}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Prev
      </button>
      {pageWindow(page, totalPages).map((entry, position) =>
        entry === 'gap' ? (
          <span key={`gap-${position}`} className="px-1.5 text-sm text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            aria-label={`Page ${entry + 1}`}
            aria-current={entry === page ? 'page' : undefined}
            onClick={() => go(entry)}
            className={buttonClasses(entry === page ? 'default' : 'outline', 'sm', 'min-w-8 px-2')}
          >
            {entry + 1}
          </button>
        ),
      )}
      <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => go(page + 1)} disabled={page >= totalPages - 1}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
