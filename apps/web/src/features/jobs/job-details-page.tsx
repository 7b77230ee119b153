import { JOB_MESSAGES } from '@kairox/contract';
import { AlertCircle, ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useJob } from './api/get-job';
import { JobInformationCard } from './components/job-information-card';
import { JobManagementPanel } from './components/job-management-panel';
import { JobSkillsCard } from './components/job-skills-card';
import { JOB_PAGE_TEXT as T } from './messages';

/** The address's job id as a number; null when it is not a positive whole number. */
function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Which of the spec's three load problems to show (section 2, job detail page). */
export function jobLoadProblem(raw: string | undefined, error: unknown): string | null {
  if (!raw || !raw.trim()) return JOB_MESSAGES.idMissing;
  if (parseJobId(raw) === null) return JOB_MESSAGES.notFound;
  if (!error) return null;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return JOB_MESSAGES.notFound;
  return JOB_MESSAGES.loadFailed;
}

function LoadProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="space-y-3">
        <p className="font-medium">{message}</p>
        <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
          {T.backToDashboard}
        </Link>
      </div>
    </div>
  );
}

interface JobDetailsPageProps {
  /**
   * The Application Funnel Summary (8 stat tiles) and candidate table (spec section 2), below the
   * Job Information card. Built by the candidates feature; src/app passes it in (a feature never
   * imports another one).
   */
  candidatesSection: ComponentType<{ jobId: number }>;
}

/** /jobs/:id and /job-details/:jobId (DECISIONS.md: the same page). */
export function JobDetailsPage({ candidatesSection: CandidatesSection }: JobDetailsPageProps) {
  const params = useParams();
  const raw = params.id ?? params.jobId;
  const id = parseJobId(raw);
  const query = useJob(id);
  const problem = jobLoadProblem(raw, query.error);
  const job = problem ? undefined : query.data;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link to="/dashboard" className={buttonClasses('ghost', 'sm', '-ml-3 print:hidden')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {T.backToDashboard}
        </Link>
        <PageHeader title={T.title} description={job ? `#${job.id} · ${job.title}` : undefined} />
      </div>

      {problem ? (
        <LoadProblem message={problem} />
      ) : !job ? (
        <div aria-busy="true">
          <LoadingScreen />
        </div>
      ) : (
        <>
          <JobManagementPanel job={job} />
          <JobInformationCard job={job} />
          <JobSkillsCard jobId={job.id} />
          <CandidatesSection jobId={job.id} />
        </>
      )}
    </div>
  );
}
