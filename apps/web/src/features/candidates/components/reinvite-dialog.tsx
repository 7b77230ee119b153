import { REINVITE_STATUS, STATUS_REASON_MAX_LENGTH } from '@kairox/contract';
import { Info } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateStatus } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';

export interface CandidateRef {
  id: number;
  candidateName: string;
}

/**
 * Choosing REINVITED_FOR_AI_SCREENING asks for a reason (spec sections 4 and 5): submit stays
 * disabled while the reason is blank after trimming, the reason is sent trimmed, and the change is
 * sent only with it.
 */
export function ReinviteDialog({ candidate, onClose, onDone }: { candidate: CandidateRef; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const mutation = useUpdateStatus();
  const trimmed = reason.trim();
  const pending = mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || pending) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, status: REINVITE_STATUS, message: trimmed });
      toast.success(T.reinvited(candidate.candidateName), T.reinvitedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.reinviteFailed), T.reinviteFailedTitle);
    }
  }

  const formId = `${id}-form`;
  const hintId = `${id}-hint`;
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={T.reinviteTitle}
      description={T.reinviteIntro(candidate.candidateName)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!trimmed || pending}>
            {pending ? T.reinviting : T.reinviteSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-reason`} required>
          {T.reinviteReason}
        </Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={STATUS_REASON_MAX_LENGTH}
          placeholder={T.reinvitePlaceholder}
          aria-describedby={hintId}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={hintId} className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
          <Info className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {T.reinviteHint}
        </p>
      </form>
    </Dialog>
  );
}
