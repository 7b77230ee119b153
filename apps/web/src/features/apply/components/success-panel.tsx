import { CalendarClock, CheckCircle2, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ASSISTANT_TEXT as T, type ApplicantDetails } from '../assistant';

/** Step 11: the success panel and the 'Schedule Your AI Pre-Screening' card (spec section 2). */
export function SuccessPanel({ details }: { details: ApplicantDetails }) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="apply-success-heading" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5" data-testid="apply-success">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="apply-success-heading" className="text-lg font-semibold text-emerald-900">
              {T.successTitle}
            </h2>
            <p className="mt-1 text-sm text-emerald-800">{T.success}</p>
            <p className="mt-1 text-sm text-emerald-800">{T.successBody}</p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs font-medium text-emerald-700 uppercase">{T.summaryName}</dt>
                <dd className="break-words text-emerald-950">{details.fullName}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-emerald-700 uppercase">{T.summaryEmail}</dt>
                <dd className="break-words text-emerald-950">{details.email}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-emerald-700 uppercase">{T.summaryJob}</dt>
                <dd className="text-emerald-950">{details.jobId}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="apply-screening-heading"
        className="rounded-xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-5"
      >
        <div className="flex items-start gap-3">
          <CalendarClock className="mt-0.5 h-6 w-6 shrink-0 text-indigo-600" aria-hidden="true" />
          <div>
            <h2 id="apply-screening-heading" className="text-lg font-semibold text-slate-900">
              {T.screeningTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{T.screeningBody}</p>
            <Link to="/dashboard" className={buttonClasses('default', 'md', 'mt-4')}>
              <PlayCircle className="h-4 w-4" aria-hidden="true" />
              {T.startScreening}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
