import { APPLICATION_STATUSES, STATUS_REASON_MAX_LENGTH, applicationStatusLabel, dismissProposalRequestSchema } from '@kairox/contract';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DropdownMenu } from '../../../components/ui/dropdown-menu';
import { TextareaField, useSchemaForm } from '../../../components/ui/form';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAcceptProposal, useDismissProposal } from '../api/proposals';
import { CANDIDATE_TEXT, PROPOSAL_TEXT as T } from '../messages';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

export interface StatusProposalProps {
  candidate: CandidateRef;
  proposedStatus: string;
  proposedReason: string | null;
  /** Another status was chosen: the table's own status change flow takes it (e.g. the reinvite dialog). */
  onChangeStatus: (status: string) => void;
  /** The proposal was accepted or dismissed: the table reloads. */
  onDecided: () => void;
}

/** The dismiss call's body as a form: the contract also takes no body at all, which a form never sends. */
const dismissFormSchema = dismissProposalRequestSchema.unwrap().unwrap();

function DismissDialog({
  candidate,
  proposedStatus,
  onClose,
  onDone,
}: {
  candidate: CandidateRef;
  proposedStatus: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(dismissFormSchema, { defaultValues: { reason: '' } });
  const mutation = useDismissProposal();
  const pending = mutation.isPending;

  const submit = form.handleSubmit(async ({ reason }) => {
    if (pending) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, reason });
      toast.success(T.dismissed(candidate.candidateName), T.dismissedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.dismissFailed), T.failedTitle);
    }
  });

  return (
    <FormDialog
      title={T.dismissTitle}
      description={T.dismissIntro(candidate.candidateName, proposedStatus)}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={CANDIDATE_TEXT.cancel}
      submitLabel={pending ? T.dismissing : T.dismissSubmit}
    >
      <TextareaField
        form={form}
        name="reason"
        id={`${id}-reason`}
        label={T.dismissReason}
        maxLength={STATUS_REASON_MAX_LENGTH}
        placeholder={T.dismissPlaceholder}
      />
    </FormDialog>
  );
}

/**
 * The AI interview rule's open suggestion beside a candidate's status: "AI suggests: Shortlisted",
 * its reason behind a disclosure button (keyboard and screen readers reach it; no hover needed),
 * and Accept / Change / Dismiss. Nothing moves until a person chooses.
 */
export function StatusProposal({ candidate, proposedStatus, proposedReason, onChangeStatus, onDecided }: StatusProposalProps) {
  const reasonId = useId();
  const [showReason, setShowReason] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const accept = useAcceptProposal();
  const label = applicationStatusLabel(proposedStatus);
  const otherStatuses = APPLICATION_STATUSES.filter((status) => status !== proposedStatus);

  async function acceptSuggestion() {
    try {
      await accept.mutateAsync(candidate.id);
      toast.success(T.accepted(candidate.candidateName, proposedStatus), T.acceptedTitle);
      onDecided();
    } catch (error) {
      toast.error(serverMessageOr(error, T.acceptFailed), T.failedTitle);
    }
  }

  return (
    <div
      role="group"
      aria-label={T.groupLabel(candidate.candidateName)}
      data-testid="status-proposal"
      className="mt-2 w-56 rounded-lg border border-indigo-200 bg-indigo-50/70 p-2 text-xs"
    >
      <p className="flex flex-wrap items-center gap-1 text-indigo-900">
        <Sparkles className="h-3.5 w-3.5 shrink-0 text-indigo-600" aria-hidden="true" />
        <span>{T.suggests}</span> <strong className="font-semibold">{label}</strong>
      </p>
      {proposedReason && (
        <>
          <button
            type="button"
            aria-expanded={showReason}
            aria-controls={reasonId}
            onClick={() => setShowReason((shown) => !shown)}
            className="mt-1 rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {showReason ? T.hideWhy : T.why}
          </button>
          <p id={reasonId} hidden={!showReason} className="mt-1 whitespace-normal text-slate-700">
            {proposedReason}
          </p>
        </>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <Button size="sm" className="h-7 px-2.5 text-xs" disabled={accept.isPending} onClick={() => void acceptSuggestion()}>
          {accept.isPending ? T.accepting : T.accept}
        </Button>
        <DropdownMenu
          label={T.changeFor(candidate.candidateName)}
          className="h-7 w-auto gap-1 border border-slate-300 bg-white px-2 text-xs font-medium text-slate-700"
          trigger={
            <>
              {T.change}
              <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
            </>
          }
          items={otherStatuses.map((status) => ({ label: applicationStatusLabel(status), onSelect: () => onChangeStatus(status) }))}
        />
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setDismissing(true)}>
          {T.dismiss}
        </Button>
      </div>
      {dismissing && <DismissDialog candidate={candidate} proposedStatus={proposedStatus} onClose={() => setDismissing(false)} onDone={onDecided} />}
    </div>
  );
}
