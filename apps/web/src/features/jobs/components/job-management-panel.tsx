import { JOB_MESSAGES, type Job } from '@kairox/contract';
import { FileDown, FileSpreadsheet, Lock, Pencil, Settings2, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteJob } from '../api/delete-job';
import { candidatesCsv, csvFileName, downloadCsv, fetchAllApplicants } from '../candidates-csv';
import { useUpdateJobStatus } from '../api/update-job-status';
import { JOB_PAGE_TEXT as T } from '../messages';
import { EditJobDialog } from './edit-job-dialog';

/**
 * What Share Job copies: the current address (spec: the staff link) and, while the job takes
 * applications (only ACTIVE jobs do), the public assistant's /apply/{jobId}.
 */
function shareText(job: Job): string {
  const lines = [T.staffLink(window.location.href)];
  if (job.status === 'ACTIVE') lines.push(T.applyLink(new URL(`/apply/${job.id}`, window.location.origin).href));
  return lines.join('\n');
}

async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Why Close Job is unavailable: a closed or completed job cannot be closed again. */
function closeBlockedReason(status: Job['status']): string | undefined {
  if (status === 'CLOSED') return T.alreadyClosed;
  if (status === 'COMPLETED') return T.alreadyCompleted;
  return undefined;
}

/** 'Job Management' (spec section 2): Edit, Close, Share, CSV, PDF and Delete. */
export function JobManagementPanel({ job }: { job: Job }) {
  const navigate = useNavigate();
  const [editOpen, setEditOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const updateStatus = useUpdateJobStatus();
  const deleteJob = useDeleteJob();
  const [exporting, setExporting] = useState(false);
  const closeBlocked = closeBlockedReason(job.status);

  async function closeJob() {
    if (!window.confirm(JOB_MESSAGES.confirmClose(job.title))) return;
    try {
      await updateStatus.mutateAsync({ id: job.id, status: 'CLOSED' });
      toast.success(JOB_MESSAGES.closed(job.title));
    } catch (error) {
      toast.error(serverMessageOr(error, JOB_MESSAGES.closeFailed), JOB_MESSAGES.closeFailedTitle);
    }
  }

  async function shareJob() {
    try {
      await copyToClipboard(shareText(job));
      toast.success(JOB_MESSAGES.linkCopied);
    } catch {
      toast.error(JOB_MESSAGES.copyFailed, JOB_MESSAGES.copyFailedTitle);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const applicants = await fetchAllApplicants(job.id);
      downloadCsv(csvFileName(job.title), candidatesCsv(applicants));
      toast.success(T.csvExported(applicants.length));
    } catch {
      toast.error(T.csvFailed, T.csvFailedTitle);
    } finally {
      setExporting(false);
    }
  }

  async function removeJob() {
    const { id, title } = job;
    try {
      await deleteJob.mutateAsync(id);
      setConfirmDelete(false);
      toast.success(JOB_MESSAGES.deleted(title));
      navigate('/dashboard');
    } catch {
      setConfirmDelete(false);
      toast.error(JOB_MESSAGES.deleteFailed);
    }
  }

  return (
    <section aria-labelledby="job-management-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden">
      <div className="flex items-start gap-3">
        <Settings2 className="mt-0.5 h-5 w-5 text-indigo-600" aria-hidden="true" />
        <div>
          <h2 id="job-management-heading" className="text-lg font-semibold text-slate-900">
            {T.management}
          </h2>
          <p className="text-sm text-slate-500">{T.managementHint}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setEditOpen(true)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {T.editJob}
        </Button>
        {/* A disabled button takes no pointer events: the wrapper shows why on hover. */}
        <span title={closeBlocked} className="inline-flex">
          <Button variant="outline" onClick={closeJob} disabled={Boolean(closeBlocked) || updateStatus.isPending} title={closeBlocked}>
            <Lock className="h-4 w-4" aria-hidden="true" />
            {T.closeJob}
          </Button>
        </span>
        <Button variant="outline" onClick={shareJob}>
          <Share2 className="h-4 w-4" aria-hidden="true" />
          {T.shareJob}
        </Button>
        <Button
          variant="outline"
          onClick={exportCsv}
          disabled={exporting}
          aria-busy={exporting || undefined}
          title={exporting ? T.exportingCsv : T.exportCsv}
        >
          <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
          {T.csv}
        </Button>
        <Button variant="outline" onClick={() => window.print()} title={T.exportPdf}>
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {T.pdf}
        </Button>
        <Button variant="destructive" onClick={() => setConfirmDelete(true)} className="sm:ml-auto">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {T.deleteJob}
        </Button>
      </div>

      {editOpen && <EditJobDialog job={job} open onClose={() => setEditOpen(false)} />}
      <ConfirmDialog
        open={confirmDelete}
        title={T.deleteTitle}
        message={JOB_MESSAGES.confirmDelete(job.title)}
        confirmLabel={T.delete}
        pendingLabel={T.deleting}
        cancelLabel={T.cancel}
        destructive
        pending={deleteJob.isPending}
        onConfirm={removeJob}
        onCancel={() => setConfirmDelete(false)}
      />
    </section>
  );
}
