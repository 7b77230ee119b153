import { AddCandidateDialog } from '../../features/candidates/components/add-candidate-dialog';
import { MassResumeDialog } from '../../features/candidates/components/mass-resume-dialog';
import type { CandidateDialogs } from '../../features/dashboard/components/candidate-dialogs';
import { DashboardPage } from '../../features/dashboard/dashboard-page';

const CANDIDATE_DIALOGS: CandidateDialogs = { addCandidate: AddCandidateDialog, massResume: MassResumeDialog };

/** /dashboard, with the candidates feature's 'Add Candidate' and 'Mass Resume' dialogs behind the job cards. */
export function DashboardRoute() {
  return <DashboardPage candidateDialogs={CANDIDATE_DIALOGS} />;
}
