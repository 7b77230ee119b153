import type { JobListItem } from '@kairox/contract';
import { Building2, CalendarDays, Eye, FileStack, MapPin, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatEpochSecondsLong } from '../../../lib/dates';
import { JobStatusBadge } from '../../../components/jobs/job-status-badge';
import { optionLabel } from '../../../lib/jobs/job-options';
import { DASHBOARD_TEXT as T } from '../messages';

interface JobCardProps {
  job: JobListItem;
  onAddCandidate: (job: JobListItem) => void;
  onMassResume: (job: JobListItem) => void;
}

/** A job in the dashboard grid (spec section 2). */
export function JobCard({ job, onAddCandidate, onMassResume }: JobCardProps) {
  const posted = formatEpochSecondsLong(job.createdDate);
  const headingId = `job-card-${job.id}`;
  return (
    // min-w-0: a grid item is otherwise as wide as its longest word (a pasted URL) and pushes the grid wider than the page.
    <article
      aria-labelledby={headingId}
      className="@container flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">#{job.id}</p>
          <h3 id={headingId} className="mt-0.5 line-clamp-2 font-semibold wrap-anywhere text-slate-900">
            {job.title}
          </h3>
        </div>
        <JobStatusBadge status={job.status} className="shrink-0" />
      </div>

      <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Building2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{optionLabel(job.department) || '—'}</span>
        </li>
        {job.location && (
          <li className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{job.location}</span>
          </li>
        )}
        {posted && (
          <li className="flex items-center gap-2">
            <CalendarDays className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>{T.postedOn(posted)}</span>
          </li>
        )}
        <li className="flex items-center gap-2">
          <Users className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span data-testid="application-count">{T.applications(job.applicationCount)}</span>
        </li>
      </ul>

      {/* The wrapper takes the card's spare height: a clamped box taller than its three lines would show the lines after them. */}
      <div className="mt-3 flex-1">
        <p className="line-clamp-3 text-sm leading-relaxed wrap-anywhere text-slate-600">{job.description}</p>
      </div>

      {/* Side by side only where both labels fit. */}
      <div className="mt-4 grid gap-2 @xs:grid-cols-2">
        <Button variant="outline" size="sm" onClick={() => onAddCandidate(job)}>
          <UserPlus className="h-4 w-4 shrink-0" aria-hidden="true" />
          {T.addCandidate}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onMassResume(job)}>
          <FileStack className="h-4 w-4 shrink-0" aria-hidden="true" />
          {T.massResume}
        </Button>
        <Link to={`/jobs/${job.id}`} className={buttonClasses('default', 'sm', '@xs:col-span-2')}>
          <Eye className="h-4 w-4 shrink-0" aria-hidden="true" />
          {T.viewDetails}
        </Link>
      </div>
    </article>
  );
}

/** A job card's outline while the job list loads: nothing in it (no count) is shown before it is known. */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="h-3 w-10 rounded bg-slate-100" />
      <div className="mt-2 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-4 space-y-2.5">
        <div className="h-4 w-1/2 rounded bg-slate-100" />
        <div className="h-4 w-2/5 rounded bg-slate-100" />
        <div className="h-4 w-1/3 rounded bg-slate-100" />
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3.5 rounded bg-slate-100" />
        <div className="h-3.5 w-5/6 rounded bg-slate-100" />
      </div>
      <div className="mt-5 h-8 rounded-lg bg-slate-100" />
    </div>
  );
}
