import { PRIVACY_NOTICE_VERSION, privacyNoticeSections, type PublicJob } from '@kairox/contract';
import { ArrowLeft, RotateCcw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { PublicPage } from '../../components/public-page';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { usePublicJob } from './api';
import { PRIVACY_PAGE_TEXT as T, parseJobId } from './assistant';

/**
 * /apply/{jobId}/privacy: the full privacy notice the assistant links to (issue #13), for the
 * organisation of the job. Public, like the assistant; it opens in its own tab, so the chat stays.
 */
export function PrivacyNoticePage() {
  const jobId = parseJobId(useParams().jobId);
  const query = usePublicJob(jobId);
  return (
    <PublicPage title={T.title}>
      {jobId === null || (query.error instanceof ApiError && query.error.status === 404) ? (
        <Message>{T.notFound}</Message>
      ) : query.isError ? (
        <Message>
          {T.loadFailed}
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {T.retry}
          </Button>
        </Message>
      ) : query.data ? (
        <Notice job={query.data} />
      ) : (
        <LoadingScreen />
      )}
    </PublicPage>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-8 text-center text-sm text-slate-700 shadow-sm"
    >
      {children}
    </div>
  );
}

function Notice({ job }: { job: PublicJob }) {
  const sections = privacyNoticeSections({ organization: job.company, jobTitle: job.title, retentionMonths: job.retentionMonths });
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-1 h-6 w-6 shrink-0 text-indigo-600" aria-hidden="true" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{T.title}</h1>
          <p className="mt-1 text-sm break-words text-slate-600">{T.subtitle(job.company, job.title)}</p>
          <p className="mt-1 text-xs text-slate-500">{T.version(PRIVACY_NOTICE_VERSION)}</p>
        </div>
      </div>
      <div className="mt-6 space-y-6">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-base font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-sm leading-relaxed break-words text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <Link
        to={`/apply/${job.jobId}`}
        className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {T.backToApplication}
      </Link>
    </article>
  );
}
