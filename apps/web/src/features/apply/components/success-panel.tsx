import type { PublicJob } from '@kairox/contract';
import { ArrowRight, CheckCircle2, ListChecks, ShieldCheck } from 'lucide-react';
import { ASSISTANT_TEXT as T, careersPath, privacyNoticePath, type ApplicantDetails } from '../assistant';

const linkClasses =
  'inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Step 11: the success panel (spec section 2) and what happens next (issue #13, in place of the spec's screening card). */
export function SuccessPanel({ details, job }: { details: ApplicantDetails; job: PublicJob }) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="apply-success-heading" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5" data-testid="apply-success">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 id="apply-success-heading" className="text-lg font-semibold text-emerald-900">
              {T.successTitle}
            </h2>
            <p className="mt-1 text-sm text-emerald-800">{T.success}</p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-xs font-medium text-emerald-700 uppercase">{T.summaryName}</dt>
                <dd className="break-words text-emerald-950">{details.fullName}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs font-medium text-emerald-700 uppercase">{T.summaryEmail}</dt>
                <dd className="break-words text-emerald-950">{details.email}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs font-medium text-emerald-700 uppercase">{T.summaryJob}</dt>
                <dd className="break-words text-emerald-950">{`${job.title} · ${job.company}`}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="apply-next-heading"
        className="rounded-xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-5"
        data-testid="apply-next"
      >
        <div className="flex items-start gap-3">
          <ListChecks className="mt-0.5 h-6 w-6 shrink-0 text-indigo-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 id="apply-next-heading" className="text-lg font-semibold text-slate-900">
              {T.nextTitle}
            </h2>
            <ol className="mt-3 space-y-3">
              {T.nextSteps(job, details.email).map((item, index) => (
                <li key={item.title} className="flex gap-3">
                  <span
                    className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">{item.title}</p>
                    <p className="break-words text-slate-600">{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <a href={privacyNoticePath(job.jobId)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                {T.readNotice}
                <span className="sr-only">{T.noticeOpensInNewTab}</span>
              </a>
              <a href={careersPath(job.organizationSlug)} className={linkClasses}>
                {T.moreJobs(job.company)}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </a>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
