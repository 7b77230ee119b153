import { cn } from '../lib/cn';

/** The spec's 'Loading...' state, shown while the session is checked or a page's code loads. */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div role="status" className={cn('flex items-center justify-center text-sm text-slate-500', fullPage ? 'min-h-screen' : 'py-24')}>
      <span className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" aria-hidden="true" />
      Loading...
    </div>
  );
}
