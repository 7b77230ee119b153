import { AlertTriangle, LogIn, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ADMIN_DASHBOARD_TEXT } from '../messages';
import type { AdminFailure } from '../api/errors';

/** A list that failed to load: the spec text, the server's detail, and Retry (or Sign in again on 401). */
export function InlineError({ failure, onRetry, onSignInAgain }: { failure: AdminFailure; onRetry: () => void; onSignInAgain: () => void }) {
  const unauthorized = failure.status === 401;
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50">
        <AlertTriangle className="h-6 w-6 text-red-500" aria-hidden="true" />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{failure.message}</p>
      {failure.detail && <p className="mt-1 text-sm text-slate-500">{failure.detail}</p>}
      <div className="mt-5">
        {unauthorized ? (
          <Button variant="outline" onClick={onSignInAgain}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {ADMIN_DASHBOARD_TEXT.signInAgain}
          </Button>
        ) : (
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {ADMIN_DASHBOARD_TEXT.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
