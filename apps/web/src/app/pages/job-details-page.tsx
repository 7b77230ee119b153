import { CandidatesSection } from '../../features/candidates/components/candidates-section';
import { JobDetailsPage } from '../../features/jobs/job-details-page';

/** /jobs/:id and /job-details/:jobId, with the candidates feature's funnel summary and candidate table. */
export function JobDetailsRoute() {
  return <JobDetailsPage candidatesSection={CandidatesSection} />;
}
