import { ChevronRight, Gauge, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useQuickActionCounts } from '../api/quick-actions';
import { DASHBOARD_TEXT as T, PROCESS_EFFICIENCY, QUICK_ACTIONS } from '../messages';

/** 'Process Efficiency' with the spec's static figures. */
export function ProcessEfficiencyPanel() {
  return (
    <section aria-labelledby="process-efficiency-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="process-efficiency-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gauge className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {T.processEfficiency}
      </h2>
      <ul className="mt-4 space-y-4">
        {PROCESS_EFFICIENCY.map(({ label, percent }) => (
          <li key={label}>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium text-slate-700">{label}</span>
              <span className="text-slate-500">{T.automated(percent)}</span>
            </div>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" style={{ width: `${percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Quick Actions': the spec's entries, each a link to the Applications view it counts. */
export function QuickActionsPanel() {
  const counts = useQuickActionCounts();
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="quick-actions-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Zap className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {T.quickActions}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100" aria-busy={counts.isPending}>
        {QUICK_ACTIONS.map(({ label, count, to }) => (
          <li key={label}>
            <Link
              to={to}
              className="-mx-2 flex items-center justify-between gap-3 rounded-md px-2 py-2.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
            >
              <span>{label}</span>
              {/* Read as 'Process Pending Applications 12'; a flex row shows no space. */}{' '}
              <span className="flex items-center gap-2">
                {counts.data ? (
                  <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700 tabular-nums">
                    {counts.data[count].toLocaleString('en-US')}
                  </span>
                ) : (
                  // No count on a failure: a wrong number would be worse than none.
                  counts.isPending && <span className="h-5 w-7 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
                )}
                <ChevronRight className="h-4 w-4 text-slate-300" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
