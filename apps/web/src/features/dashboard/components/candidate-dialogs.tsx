import type { JobListItem } from '@kairox/contract';
import type { ComponentType } from 'react';

/*
 * The job cards' 'Add Candidate' and 'Mass Resume' dialogs (spec section 2). They live in the
 * candidates feature and src/app passes them in (a feature never imports another one); the
 * dashboard only picks which one to show.
 */

export type CandidateDialogKind = 'add-candidate' | 'mass-resume';

interface CandidateDialogProps {
  job: JobListItem;
  onClose: () => void;
}

/** The dialogs behind the cards' 'Add Candidate' and 'Mass Resume' buttons. */
export interface CandidateDialogs {
  addCandidate: ComponentType<CandidateDialogProps>;
  massResume: ComponentType<CandidateDialogProps>;
}

/** The dialog for a card's 'Add Candidate' or 'Mass Resume' button. */
export function CandidateDialog({ kind, job, onClose, dialogs }: CandidateDialogProps & { kind: CandidateDialogKind; dialogs: CandidateDialogs }) {
  return kind === 'add-candidate' ? <dialogs.addCandidate job={job} onClose={onClose} /> : <dialogs.massResume job={job} onClose={onClose} />;
}
