import { STATUS_EMAIL_TEMPLATES, type ApplicationStatus } from '@kairox/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateApplicationStatus } from '../../api/applications';
import { candidateEmailKeys } from '../../api/candidate-emails';
import { serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { EmailPreviewPanel } from './notify-candidate-option';
import { NOTIFY_TEXT as T } from './notify-text';
import type { CandidateRef } from './reinvite-dialog';

/**
 * A status change with "Notify the candidate" ticked: the email is shown before the change is
 * confirmed, then the change and the email go together (the email leaves once the change is saved).
 */
export function NotifyStatusDialog({
  candidate,
  status,
  onClose,
  onDone,
}: {
  candidate: CandidateRef;
  status: ApplicationStatus;
  onClose: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => updateApplicationStatus(candidate.id, status, undefined, true),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateEmailKeys.all }),
  });
  const template = STATUS_EMAIL_TEMPLATES[status];
  const pending = mutation.isPending;

  async function confirm() {
    try {
      await mutation.mutateAsync();
      toast.success(T.changed(candidate.candidateName, status), T.changedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.changeFailed), T.changeFailedTitle);
    }
  }

  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={T.confirmTitle(status)}
      description={T.confirmIntro(candidate.candidateName)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button onClick={() => void confirm()} disabled={pending}>
            {pending ? T.confirming : T.confirm}
          </Button>
        </>
      }
    >
      {template && <EmailPreviewPanel applicationId={candidate.id} template={template} />}
    </Dialog>
  );
}
