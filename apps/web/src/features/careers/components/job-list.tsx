import type { CareersJobSummary } from '@kairox/contract';
import { Briefcase, CalendarClock, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/dates';
import { optionLabel } from '../../../lib/jobs/job-options';
import { CAREERS_TEXT as T } from '../messages';

/** Department, location and employment type, as far as the job names them. */
export function JobFacts({ job }: { job: Pick<CareersJobSummary, 'department' | 'location' | 'employmentType'> }) {
  const facts = [
    { key: 'department', icon: Briefcase, text: job.department },
    { key: 'location', icon: MapPin, text: job.location },
    { key: 'type', icon: CalendarClock, text: optionLabel(job.employmentType) },
  ].filter((fact) => fact.text);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      {facts.map(({ key, icon: Icon, text }) => (
        <li key={key} className="flex min-w-0 items-center gap-1.5">
          <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The open jobs of a page, each a link to its own page. */
export function JobList({ slug, jobs }: { slug: string; jobs: CareersJobSummary[] }) {
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            to={`/careers/${slug}/jobs/${job.id}`}
            className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-(--brand-ink) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand-ink) sm:p-5"
          >
            <div className="min-w-0 flex-1 space-y-2">
              <h3 className="text-base font-semibold break-words text-(--brand-ink) group-hover:underline">{job.title}</h3>
              <JobFacts job={job} />
              <p className="text-xs text-slate-500">{T.applyBy(formatLongDate(job.cutoffDate))}</p>
            </div>
            <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
