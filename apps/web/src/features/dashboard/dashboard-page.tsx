import { DASHBOARD_JOBS_PAGE_KEY, JOB_LIST_DEFAULT_SIZE, type JobListItem } from '@kairox/contract';
import { AlertCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { PageHeader } from '../../components/page-header';
import { usePersistedPage } from '../../lib/use-persisted-page';
import { useJobStats } from '../../api/jobs/get-job-stats';
import { useJobs } from '../../api/jobs/get-jobs';
import { CandidateDialog, type CandidateDialogKind, type CandidateDialogs } from './components/candidate-dialogs';
import { GreetingBanner } from './components/greeting-banner';
import { JobsGrid } from './components/jobs-grid';
import { StatCards, StatCardsSkeleton } from './components/stat-cards';
import { ProcessEfficiencyPanel, QuickActionsPanel } from './components/static-panels';
import { DASHBOARD_TEXT } from './messages';

/** /dashboard. The job cards' candidate dialogs belong to the candidates feature: src/app passes them in. */
export function DashboardPage({ candidateDialogs }: { candidateDialogs: CandidateDialogs }) {
  const { claims } = useAuth();
  const [page, setPage] = usePersistedPage(DASHBOARD_JOBS_PAGE_KEY);
  const stats = useJobStats();
  const jobs = useJobs({ page, size: JOB_LIST_DEFAULT_SIZE });
  const [dialog, setDialog] = useState<{ kind: CandidateDialogKind; job: JobListItem } | null>(null);

  // A remembered page past the end (jobs were deleted meanwhile) falls back to the last page.
  const totalPages = jobs.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page >= totalPages && !jobs.isPlaceholderData) setPage(totalPages - 1);
  }, [totalPages, page, setPage, jobs.isPlaceholderData]);

  // Spec section 4: loading (outlines of the cards), then the error text on any failure, or the loaded dashboard.
  const failed = stats.isError || jobs.isError;

  return (
    <div className="space-y-6">
      <PageHeader title={DASHBOARD_TEXT.title} />
      {claims && <GreetingBanner claims={claims} />}

      {failed ? (
        <div role="alert" className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-sm font-medium text-red-800">
          <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
          {DASHBOARD_TEXT.loadFailed}
        </div>
      ) : (
        <>
          {stats.data ? <StatCards data={stats.data} /> : <StatCardsSkeleton />}
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <JobsGrid
              data={jobs.data}
              page={page}
              onPageChange={setPage}
              onAddCandidate={(job) => setDialog({ kind: 'add-candidate', job })}
              onMassResume={(job) => setDialog({ kind: 'mass-resume', job })}
            />
            <div className="space-y-6">
              <ProcessEfficiencyPanel />
              <QuickActionsPanel />
            </div>
          </div>
        </>
      )}

      {dialog && <CandidateDialog kind={dialog.kind} job={dialog.job} dialogs={candidateDialogs} onClose={() => setDialog(null)} />}
    </div>
  );
}
