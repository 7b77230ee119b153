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
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">#{job.id}</p>
          <h3 id={headingId} className="mt-0.5 line-clamp-2 font-semibold text-slate-900">
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

      <p className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">{job.description}</p>

      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => onAddCandidate(job)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {T.addCandidate}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onMassResume(job)}>
          <FileStack className="h-4 w-4" aria-hidden="true" />
          {T.massResume}
        </Button>
        <Link to={`/jobs/${job.id}`} className={buttonClasses('default', 'sm', 'col-span-2')}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {T.viewDetails}
        </Link>
      </div>
    </article>
  );
}
