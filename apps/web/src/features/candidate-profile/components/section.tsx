import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStates } from '../../../components/query-states';
import { cn } from '../../../lib/cn';
import { PROFILE_TEXT as T } from '../messages';

/** One card of the profile, titled for screen readers' landmarks. */
export function Section({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A section's body by its query: skeleton lines while loading, a retry on failure, else `children(data)`. */
export function QueryBody<T>({
  query,
  children,
  lines = 3,
}: {
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
  lines?: number;
}) {
  return (
    <QueryStates query={query} loading={<SkeletonLines lines={lines} />} failed={T.sectionFailed} look="line" retry={T.retry}>
      {children}
    </QueryStates>
  );
}

export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <div className="animate-pulse space-y-2" aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={cn('h-3.5 rounded bg-slate-200', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}
