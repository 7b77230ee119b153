import { useCandidateView } from '../use-candidate-view';
import { CandidateTable } from './candidate-table';
import { FunnelSummary } from './funnel-summary';
import { PipelineBoard } from './pipeline-board';
import { ViewSwitch } from './view-switch';

/**
 * The job page's candidate work (spec section 2, issue #12): the Application Funnel Summary, then
 * the candidates as the table or the pipeline board, as the Table / Board switch (remembered per
 * job) says.
 */
export function CandidatesSection({ jobId }: { jobId: number }) {
  const [view, setView] = useCandidateView(jobId);
  return (
    <>
      <FunnelSummary jobId={jobId} />
      <div className="space-y-3">
        <ViewSwitch value={view} onChange={setView} />
        {view === 'board' ? <PipelineBoard jobId={jobId} /> : <CandidateTable jobId={jobId} />}
      </div>
    </>
  );
}
