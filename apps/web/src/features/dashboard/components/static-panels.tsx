import { ChevronRight, Gauge, Zap } from 'lucide-react';
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

/** 'Quick Actions' with the spec's static entries. */
export function QuickActionsPanel() {
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="quick-actions-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Zap className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {T.quickActions}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {QUICK_ACTIONS.map(({ label, count }) => (
          <li key={label} className="flex items-center justify-between gap-3 py-2.5 text-sm text-slate-700">
            <span>{label}</span>
            <span className="flex items-center gap-2">
              {count !== undefined && (
                <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700 tabular-nums">{count}</span>
              )}
              <ChevronRight className="h-4 w-4 text-slate-300" aria-hidden="true" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
