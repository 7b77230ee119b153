import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { serverMessageOr } from '../lib/api-client';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-alert';

/**
 * How a failed load looks where it stands:
 * - 'alert': the form's red banner, in a card or under a page's header; it says the server's own
 *   message when the answer has one (a refusal says why), else `message`;
 * - 'line': one red line inside a card's section or a dialog;
 * - 'panel': the whole content of a page.
 */
type FailureLook = 'alert' | 'line' | 'panel';

/** A retry button's text and what it does; a failure without one offers no retry. */
type RetryProps = { retry: string; onRetry: () => void } | { retry?: undefined; onRetry?: undefined };

type QueryFailedProps = RetryProps & {
  look: FailureLook;
  message: string;
  /** The query's error, for the server's message of the 'alert' look. */
  error?: unknown;
};

/** A failed load: what it says and, where the caller gives one, a button to load again. */
export function QueryFailed({ look, message, error, retry, onRetry }: QueryFailedProps) {
  const retryButton = retry && (
    <Button variant="outline" size="sm" className={look === 'alert' ? 'mt-2' : undefined} onClick={onRetry}>
      {retry}
    </Button>
  );
  if (look === 'alert')
    return (
      <FormAlert>
        <p>{serverMessageOr(error, message)}</p>
        {retryButton}
      </FormAlert>
    );
  if (look === 'panel')
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="space-y-3">
          <p className="font-medium">{message}</p>
          {retryButton}
        </div>
      </div>
    );
  // Without a retry the line is plain text: the dialogs that show it have toasted the failure, and one announcement is enough.
  if (!retryButton) return <p className="text-sm text-red-700">{message}</p>;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      {message}
      {retryButton}
    </div>
  );
}

interface QueryStatesProps<T> {
  query: UseQueryResult<T, unknown>;
  /** Shown while it loads: a text as a status line, any other node (a skeleton) as it is. */
  loading: ReactNode;
  /** What a failure says, and how it looks (default 'alert'). */
  failed: string;
  look?: FailureLook;
  /** The retry button's text; the button loads the query again. */
  retry?: string;
  children: (data: T) => ReactNode;
}

/** A query's three states: loading, its failure (with a retry), or `children(data)` once it has its data. */
export function QueryStates<T>({ query, loading, failed, look = 'alert', retry, children }: QueryStatesProps<T>) {
  if (query.isPending)
    return typeof loading === 'string' ? (
      <p role="status" className="text-sm text-slate-500">
        {loading}
      </p>
    ) : (
      <>{loading}</>
    );
  if (query.isError) {
    const retryProps: RetryProps = retry ? { retry, onRetry: () => void query.refetch() } : {};
    return <QueryFailed look={look} message={failed} error={query.error} {...retryProps} />;
  }
  return <>{children(query.data)}</>;
}
