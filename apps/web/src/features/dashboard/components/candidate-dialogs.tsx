import type { JobListItem } from '@kairox/contract';
import { AddCandidateDialog } from '../../candidates/components/add-candidate-dialog';
import { MassResumeDialog } from '../../candidates/components/mass-resume-dialog';

/*
 * The job cards' 'Add Candidate' and 'Mass Resume' dialogs (spec section 2). They live in the
 * candidates feature; the dashboard only picks which one to show.
 */

export { AddCandidateDialog, MassResumeDialog };

export type CandidateDialogKind = 'add-candidate' | 'mass-resume';

interface CandidateDialogProps {
  job: JobListItem;
  onClose: () => void;
}

/** The dialog for a card's 'Add Candidate' or 'Mass Resume' button. */
export function CandidateDialog({ kind, job, onClose }: CandidateDialogProps & { kind: CandidateDialogKind }) {
  return kind === 'add-candidate' ? <AddCandidateDialog job={job} onClose={onClose} /> : <MassResumeDialog job={job} onClose={onClose} />;
}
