import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CAREERS_TEXT as T } from '../messages';

interface StatePanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** A link or button under the text (back to the open positions, clear the filters). */
  action?: ReactNode;
}

/** The empty, not-found and closed states: an icon, a heading, why, and what to do next. */
export function StatePanel({ icon, title, children, action }: StatePanelProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-sm text-slate-500">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-(--brand-ink)" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-sm text-red-700">{message}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}
