import { CalendarX } from 'lucide-react';
import { SCHEDULED_TEXT as T } from '../messages';

/** Three entry-sized boxes while the interviews load (the list and the week view). */
export function LoadingEntries() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-24 animate-pulse rounded-lg border border-slate-200 bg-white" />
      ))}
    </div>
  );
}

export function NoInterviews({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <CalendarX className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-800">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
    </div>
  );
}
