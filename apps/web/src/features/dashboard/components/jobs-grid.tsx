import type { JobListItem, JobListResponse } from '@kairox/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { DASHBOARD_TEXT as T } from '../messages';
import { JobCard, JobCardSkeleton } from './job-card';

/** As many outlines as a first page usually fills on a wide screen. */
const SKELETON_CARDS = 4;

interface JobsGridProps {
  /** Undefined while the first page loads. */
  data: JobListResponse | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onAddCandidate: (job: JobListItem) => void;
  onMassResume: (job: JobListItem) => void;
}

/** 'Job Management & Candidate Addition': the paged job cards (spec section 2). */
export function JobsGrid({ data, page, onPageChange, onAddCandidate, onMassResume }: JobsGridProps) {
  return (
    <section aria-labelledby="dashboard-jobs-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="dashboard-jobs-heading" className="text-lg font-semibold text-slate-900">
            {T.jobsTitle}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{T.jobsHint}</p>
        </div>
        <Link to="/job-posting" className={buttonClasses('default', 'md')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {T.createNewJob}
        </Link>
      </div>

      {!data ? (
        <div role="status" className="mt-5 grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          <span className="sr-only">{T.loading}</span>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      ) : data.jobs.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500">{T.noJobs}</p>
      ) : (
        <div className="mt-5 grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {data.jobs.map((job) => (
            <JobCard key={job.id} job={job} onAddCandidate={onAddCandidate} onMassResume={onMassResume} />
          ))}
        </div>
      )}

      {data && <Pagination className="mt-6" page={page} totalPages={data.totalPages} onPageChange={onPageChange} label={T.jobsPagination} />}
    </section>
  );
}
