import type { JobListItem } from '@kairox/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DASHBOARD_TEXT as T } from '../messages';

/*
 * PLACEHOLDERS for the candidates issue, which replaces this file with the real 'Add Candidate'
 * form (name, email, phone, resume PDF, experience, skills, motivation) and the 'Mass Resume'
 * multi-file picker with its upload overlay (spec section 2). Until then they only say which job
 * was picked and that the form is not available yet.
 */

export type CandidateDialogKind = 'add-candidate' | 'mass-resume';

interface CandidateDialogProps {
  job: JobListItem;
  onClose: () => void;
}

function NotYetAvailable({ title, job, onClose }: CandidateDialogProps & { title: string }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={`#${job.id} · ${job.title}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <p className="text-sm text-slate-600">Adding candidates from the dashboard is not available yet.</p>
    </Dialog>
  );
}

export function AddCandidateDialog(props: CandidateDialogProps) {
  return <NotYetAvailable title={T.addCandidate} {...props} />;
}

export function MassResumeDialog(props: CandidateDialogProps) {
  return <NotYetAvailable title={T.massResume} {...props} />;
}

/** The dialog for a card's 'Add Candidate' or 'Mass Resume' button. */
export function CandidateDialog({ kind, job, onClose }: CandidateDialogProps & { kind: CandidateDialogKind }) {
  return kind === 'add-candidate' ? <AddCandidateDialog job={job} onClose={onClose} /> : <MassResumeDialog job={job} onClose={onClose} />;
}
