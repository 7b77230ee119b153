import { CandidateTable } from './candidate-table';
import { FunnelSummary } from './funnel-summary';

/** The job page's candidate work (spec section 2): the Application Funnel Summary, then the candidate table. */
export function CandidatesSection({ jobId }: { jobId: number }) {
  return (
    <>
      <FunnelSummary jobId={jobId} />
      <CandidateTable jobId={jobId} />
    </>
  );
}
