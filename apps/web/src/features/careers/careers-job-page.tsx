import type { CareersJob } from '@kairox/contract';
import { ArrowLeft, CalendarX, FileQuestion, Send } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { optionLabel } from '../../lib/jobs/job-options';
import { useCareersJob, useCareersProfile } from './api';
import { CareersNotFound, isNotFound } from './careers-page';
import { CareersShell } from './components/careers-shell';
import { JobFacts } from './components/job-list';
import { ErrorPanel, LoadingPanel, StatePanel } from './components/state-panel';
import { CAREERS_TEXT as T } from './messages';

/** A button-like link in the organisation's colour (its shade that reads on white, with white text). */
const brandButton = (className?: string) =>
  cn(
    buttonClasses('default', 'lg', className),
    'bg-(--brand-ink) text-white hover:bg-(--brand-ink) hover:opacity-90 focus-visible:outline-(--brand-ink)',
  );

function parseJobId(text: string | undefined): number | null {
  const id = Number(text);
  return /^\d{1,10}$/.test(text ?? '') && id >= 1 && id <= 2_147_483_647 ? id : null;
}

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 sm:text-base">{text}</p>
    </section>
  );
}

/** The job's facts, its deadline and the Apply button. */
function ApplyCard({ job }: { job: CareersJob }) {
  // Phones show the job's facts right above the card already: there the card names the deadline only.
  const facts = [
    { label: T.location, value: job.location, wideOnly: true },
    { label: T.employmentType, value: optionLabel(job.employmentType), wideOnly: true },
    { label: T.department, value: job.department, wideOnly: true },
    { label: T.deadline, value: formatLongDate(job.cutoffDate), wideOnly: false },
  ].filter((fact) => fact.value);
  return (
    <aside className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="space-y-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className={fact.wideOnly ? 'hidden lg:block' : undefined}>
            <dt className="text-slate-500">{fact.label}</dt>
            <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/apply/${job.id}`} className={brandButton('w-full')}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {T.apply}
      </Link>
      <p className="text-xs text-slate-500">{T.applyHint}</p>
    </aside>
  );
}

function JobDetails({ job }: { job: CareersJob }) {
  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <title>{T.jobTitle(job.title, job.company)}</title>
      <header className="space-y-3 lg:col-start-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{job.title}</h1>
        <p className="text-base font-medium text-slate-700">{job.company}</p>
        <JobFacts job={job} />
      </header>
      {/* Under the title on phones; beside the text, following the reader, on wide screens. */}
      <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <ApplyCard job={job} />
      </div>
      <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1">
        <TextSection title={T.aboutRole} text={job.description} />
        <TextSection title={T.requirements} text={job.requirements} />
      </div>
    </article>
  );
}

/** Why the job cannot be shown: no longer taking applications (410) or not there (404). */
function JobUnavailable({ slug, closed }: { slug: string; closed: boolean }) {
  const title = closed ? T.jobClosedTitle : T.jobNotFoundTitle;
  return (
    <>
      <title>{title}</title>
      <StatePanel
        icon={closed ? <CalendarX className="h-6 w-6" aria-hidden="true" /> : <FileQuestion className="h-6 w-6" aria-hidden="true" />}
        title={title}
        action={
          <Link to={`/careers/${slug}`} className={brandButton()}>
            {T.seeOpenJobs}
          </Link>
        }
      >
        {closed ? T.jobClosed : T.jobNotFound}
      </StatePanel>
    </>
  );
}

function JobContent({ slug, job }: { slug: string; job: ReturnType<typeof useCareersJob> }) {
  if (job.isPending) return <LoadingPanel label={T.loadingJob} />;
  if (job.error instanceof ApiError && (job.error.status === 410 || job.error.status === 404)) {
    return <JobUnavailable slug={slug} closed={job.error.status === 410} />;
  }
  if (job.isError) return <ErrorPanel message={T.jobLoadFailed} onRetry={() => void job.refetch()} />;
  return <JobDetails job={job.data} />;
}

/** /careers/{slug}/jobs/{jobId}: one open job with its Apply button (the application assistant for it). */
export function CareersJobPage() {
  const params = useParams();
  const slug = params.slug ?? '';
  const jobId = parseJobId(params.jobId);
  const profile = useCareersProfile(slug);
  const job = useCareersJob(slug, jobId);

  if (isNotFound(profile.error)) return <CareersNotFound />;
  return (
    <CareersShell profile={profile.data}>
      <nav className="mb-5">
        <Link
          to={`/careers/${slug}`}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-(--brand-ink) hover:underline focus-visible:outline-2 focus-visible:outline-(--brand-ink)"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {T.allJobs}
        </Link>
      </nav>
      {jobId === null ? <JobUnavailable slug={slug} closed={false} /> : <JobContent slug={slug} job={job} />}
    </CareersShell>
  );
}
