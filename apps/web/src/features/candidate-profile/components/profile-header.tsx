import { REINVITE_STATUS, STATUS_EMAIL_TEMPLATES, type ApplicationDetail, type ApplicationStatus } from '@kairox/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EditCandidateDialog } from '../../../components/candidates/edit-candidate-dialog';
import { NotifyCandidateCheckbox } from '../../../components/candidates/notify-candidate-option';
import { NotifyStatusDialog } from '../../../components/candidates/notify-status-dialog';
import { ReinviteDialog } from '../../../components/candidates/reinvite-dialog';
import { CandidateStatusBadge } from '../../../components/candidates/status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusSelect } from '../../../components/candidates/status-select';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeStatus, useDeleteApplication, useInvalidateProfile, useJobTitle } from '../api';
import { PROFILE_TEXT as T } from '../messages';
import { formatDate } from '../format';

type Dialog = 'reinvite' | 'edit' | 'delete' | null;

/** Name, job, status, score and the actions: change status (a reason for a reinvite), edit, delete. */
export function ProfileHeader({ application }: { application: ApplicationDetail }) {
  const selectId = useId();
  const navigate = useNavigate();
  const job = useJobTitle(application.jobId);
  const [dialog, setDialog] = useState<Dialog>(null);
  // "Notify the candidate" (docs/emails.md): a status with an email is then confirmed over its preview.
  const [notify, setNotify] = useState(false);
  const [notifyStatus, setNotifyStatus] = useState<ApplicationStatus | null>(null);
  const statusMutation = useChangeStatus(application.id);
  const deleteMutation = useDeleteApplication(application.id);
  const invalidate = useInvalidateProfile();
  const name = application.candidateName;

  async function changeStatus(status: string) {
    // Spec sections 4 and 5: a reinvite is only sent with a reason, asked for in its dialog.
    if (status === REINVITE_STATUS) {
      setDialog('reinvite');
      return;
    }
    if (notify && STATUS_EMAIL_TEMPLATES[status as ApplicationStatus]) {
      setNotifyStatus(status as ApplicationStatus);
      return;
    }
    try {
      await statusMutation.mutateAsync(status);
      toast.success(T.statusUpdated(name, status), T.statusUpdatedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.statusUpdateFailed), T.statusUpdateFailedTitle);
    }
  }

  async function confirmDelete() {
    try {
      await deleteMutation.mutateAsync();
      toast.success(T.deleted(name), T.deletedTitle);
      navigate(`/jobs/${application.jobId}`, { replace: true });
    } catch (error) {
      setDialog(null);
      toast.error(serverMessageOr(error, T.deleteFailed));
    }
  }

  const jobLabel = job.data ?? `#${application.jobId}`;
  return (
    <header className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">{name}</h1>
            <CandidateStatusBadge status={application.status} />
          </div>
          <p className="text-sm text-slate-600">
            {T.appliedFor}{' '}
            <Link to={`/jobs/${application.jobId}`} className="font-medium text-indigo-700 hover:underline">
              {jobLabel}
            </Link>
          </p>
          <p className="text-xs text-slate-500">
            {T.appliedOn(formatDate(application.createdAt))} · {T.via(application.sourceChannel)}
          </p>
          {application.proposedStatus && <p className="text-xs font-medium text-violet-700">{T.proposal(application.proposedStatus)}</p>}
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:items-end">
          <div className="text-left sm:mr-2 sm:text-right" data-testid="profile-score">
            <p className="text-xs text-slate-500">{T.resumeScore}</p>
            <p className="text-2xl font-semibold text-slate-900 tabular-nums">
              {application.score === null ? T.notAvailable : `${application.score}%`}
              {application.scoreOverridden && <span className="ml-1 align-middle text-xs font-normal text-slate-500">({T.overridden})</span>}
            </p>
          </div>
          <div className="relative flex flex-col gap-1">
            <label htmlFor={selectId} className="text-xs text-slate-500">
              {T.changeStatus}
            </label>
            <StatusSelect id={selectId} disabled={statusMutation.isPending} onChange={changeStatus} className="h-9 w-full py-1 text-sm sm:w-52" />
            {/* From sm it hangs under the select, in the card's padding, so the buttons stay level with the select. */}
            <NotifyCandidateCheckbox
              id={`${selectId}-notify`}
              className="sm:absolute sm:top-full sm:mt-1"
              checked={notify}
              onCheckedChange={setNotify}
              noAddress={!application.candidateEmail}
            />
          </div>
          <div className="flex gap-2">
            <Button variant="outline" className="h-9 flex-1 sm:flex-none" onClick={() => setDialog('edit')}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {T.edit}
            </Button>
            <Button variant="outline" className="h-9 flex-1 text-red-700 sm:flex-none" onClick={() => setDialog('delete')}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {T.delete}
            </Button>
          </div>
        </div>
      </div>
      {dialog === 'reinvite' && (
        <ReinviteDialog candidate={application} notifyByDefault={notify} onClose={() => setDialog(null)} onDone={invalidate} />
      )}
      {notifyStatus && <NotifyStatusDialog candidate={application} status={notifyStatus} onClose={() => setNotifyStatus(null)} onDone={invalidate} />}
      {dialog === 'edit' && <EditCandidateDialog candidate={application} onClose={() => setDialog(null)} onDone={invalidate} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={T.deleteTitle}
        message={T.confirmDelete(name)}
        confirmLabel={T.delete}
        destructive
        pending={deleteMutation.isPending}
        pendingLabel={T.deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      />
    </header>
  );
}
