import { Suspense, type ComponentProps } from 'react';
import { MassResumeDialog } from '../../features/candidates/components/mass-resume-dialog';
import type { CandidateDialogs } from '../../features/dashboard/components/candidate-dialogs';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { lazyNamed } from '../lazy-named';

/* The form pulls in the phone input with its flags and metadata: load it when first opened, not with the dashboard. */
const LazyAddCandidateDialog = lazyNamed(() => import('../../features/candidates/components/add-candidate-dialog'), 'AddCandidateDialog');

function AddCandidateDialog(props: ComponentProps<CandidateDialogs['addCandidate']>) {
  return (
    <Suspense fallback={null}>
      <LazyAddCandidateDialog {...props} />
    </Suspense>
  );
}

const CANDIDATE_DIALOGS: CandidateDialogs = { addCandidate: AddCandidateDialog, massResume: MassResumeDialog };

/** /dashboard, with the candidates feature's 'Add Candidate' and 'Mass Resume' dialogs behind the job cards. */
export function DashboardRoute() {
  return <DashboardPage candidateDialogs={CANDIDATE_DIALOGS} />;
}
