import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ERROR_TEXT } from './messages';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically a new deployment
 * replaced the chunk this tab asked for): reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{ERROR_TEXT.somethingWentWrong}</h1>
      <p className="mt-2 text-sm text-slate-500">{ERROR_TEXT.couldNotDisplay}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        {ERROR_TEXT.reload}
      </Button>
    </div>
  );
}
