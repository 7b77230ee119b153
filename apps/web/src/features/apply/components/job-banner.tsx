import type { PublicJob } from '@kairox/contract';
import { Briefcase, Building2, CircleAlert } from 'lucide-react';
import { ASSISTANT_TEXT as T } from '../assistant';

/** The job being applied for, above the chat: its title and company from the start (issue #13). */
export function JobBanner({ job, loading }: { job: PublicJob | null; loading: boolean }) {
  if (loading) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        data-testid="apply-job-loading"
      >
        <span className="h-11 w-11 shrink-0 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
        <span className="flex-1 space-y-2" aria-hidden="true">
          <span className="block h-3 w-24 animate-pulse rounded bg-slate-200" />
          <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        </span>
        <span className="sr-only">{T.jobLoading}</span>
      </div>
    );
  }
  if (!job) return null;
  return (
    <section
      aria-label={T.applyingFor}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="apply-job"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-600" aria-hidden="true">
        <Briefcase className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{T.applyingFor}</p>
        <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">{job.title}</h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-600">
          <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
            <Building2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {job.company}
          </span>
          <span className="text-slate-400">{T.jobIdLabel(job.jobId)}</span>
        </p>
        {job.status !== 'OPEN' && (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200">
            <CircleAlert className="h-3.5 w-3.5" aria-hidden="true" />
            {T.jobUnavailableBadge}
          </p>
        )}
      </div>
    </section>
  );
}
