import { PRIVACY_NOTICE_VERSION, privacyNoticeSummary, type PublicJob } from '@kairox/contract';
import { Check, ExternalLink, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ASSISTANT_TEXT as T, privacyNoticePath } from '../assistant';

/**
 * The consent step: the privacy notice's five points (who, what for, how long, AI assists and a
 * person decides, the way to a process without AI), a link to the full notice, and the explicit
 * choice. Typing 'yes' in the chat works too (spec section 4).
 */
export function PrivacyNoticeCard({ job, onAgree, onDecline }: { job: PublicJob; onAgree: () => void; onDecline: () => void }) {
  const points = privacyNoticeSummary({ organization: job.company, jobTitle: job.title, retentionMonths: job.retentionMonths });
  return (
    <section
      aria-labelledby="privacy-notice-heading"
      className="mx-4 mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="privacy-notice"
    >
      <div className="flex items-start gap-2.5">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="privacy-notice-heading" className="text-base font-semibold text-slate-900">
            {T.noticeTitle}
          </h2>
          <p className="text-sm break-words text-slate-600">{T.noticeFor(job.company)}</p>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        {points.map((point) => (
          <div key={point.label} className="min-w-0">
            <dt className="font-medium text-slate-900">{point.label}</dt>
            <dd className="break-words text-slate-600">{point.text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <a
          href={privacyNoticePath(job.jobId)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {T.noticeFull}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">{T.noticeOpensInNewTab}</span>
        </a>
        <span className="text-xs text-slate-500">{T.noticeVersion(PRIVACY_NOTICE_VERSION)}</span>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onAgree}>
          <Check className="h-4 w-4" aria-hidden="true" />
          {T.agree}
        </Button>
        <Button variant="outline" onClick={onDecline}>
          {T.disagree}
        </Button>
      </div>
    </section>
  );
}
