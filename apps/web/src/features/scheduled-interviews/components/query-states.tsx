import { AlertCircle, CalendarX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SCHEDULED_TEXT as T } from '../messages';

export function LoadingEntries() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-24 animate-pulse rounded-lg border border-slate-200 bg-white" />
      ))}
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="space-y-3">
        <p className="font-medium">{T.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {T.retry}
        </Button>
      </div>
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
