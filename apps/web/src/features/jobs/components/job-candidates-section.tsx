import type { Job } from '@kairox/contract';
import { CandidatesSection } from '../../candidates/components/candidates-section';

/**
 * The job page's Application Funnel Summary (8 stat tiles) and candidate table (spec section 2),
 * below the Job Information card. Built by the candidates feature.
 */
export function JobCandidatesSection({ job }: { job: Job }) {
  return <CandidatesSection jobId={job.id} />;
}
