import { FileSearch } from 'lucide-react';
import { ASSISTANT_TEXT as T } from '../assistant';

/** Step 5: the simulated resume validation, 0 to 100. */
export function ValidationProgress({ percent }: { percent: number }) {
  return (
    <div className="p-4">
      <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-900">
          <FileSearch className="h-4 w-4" aria-hidden="true" />
          {T.validationProgress(percent)}
        </p>
        <div
          role="progressbar"
          aria-label={T.validationLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-indigo-100"
        >
          <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
