import { JOB_MESSAGES } from '@kairox/contract';
import { PartyPopper } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { JOB_POSTING_TEXT } from '../messages';

interface JobCreatedDialogProps {
  jobId: number | null;
  onClose: () => void;
  onViewJob: (jobId: number) => void;
}

/** 'Hooray! Job Created Successfully!' with the new job's id, Close and View Job Details. */
export function JobCreatedDialog({ jobId, onClose, onViewJob }: JobCreatedDialogProps) {
  return (
    <Dialog
      open={jobId !== null}
      onClose={onClose}
      title={JOB_MESSAGES.createdModalTitle}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {JOB_POSTING_TEXT.close}
          </Button>
          <Button onClick={() => jobId !== null && onViewJob(jobId)} data-autofocus>
            {JOB_POSTING_TEXT.viewJobDetails}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
          <PartyPopper className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="text-sm text-slate-600">{JOB_POSTING_TEXT.createdBody}</p>
        <p className="rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700">
          {JOB_POSTING_TEXT.createdJobId}:{' '}
          <span className="font-semibold text-slate-900" data-testid="created-job-id">
            {jobId}
          </span>
        </p>
      </div>
    </Dialog>
  );
}
