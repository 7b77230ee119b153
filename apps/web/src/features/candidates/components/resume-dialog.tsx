import { Download } from 'lucide-react';
import { useState } from 'react';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { downloadWithToken } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { resumeDownloadPath } from '../../../api/applications';
import { useResumeText } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import { useErrorToast } from '../use-error-toast';
import type { CandidateRef } from '../../../components/candidates/reinvite-dialog';

/** 'Resume for {name}': the extracted text, and a Download of the file (fetched with the token). */
export function ResumeDialog({ candidate, onClose }: { candidate: CandidateRef; onClose: () => void }) {
  const query = useResumeText(candidate.id);
  const [downloading, setDownloading] = useState(false);
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.resumeFailed));

  async function download() {
    setDownloading(true);
    try {
      await downloadWithToken(resumeDownloadPath(candidate.id), `resume-${candidate.id}`);
    } catch {
      toast.error(T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.resumeTitle(candidate.candidateName)}
      className="max-w-3xl"
      footer={
        <>
          <Button variant="outline" onClick={download} disabled={downloading}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {downloading ? T.downloading : T.download}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {T.close}
          </Button>
        </>
      }
    >
      <QueryStates query={query} loading={T.resumeLoading} failed={T.resumeFailed} look="line">
        {(resume) =>
          resume.trim() ? (
            <pre data-testid="resume-text" className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {resume.trim()}
            </pre>
          ) : (
            <p className="text-sm text-slate-500">{T.resumeMissing}</p>
          )
        }
      </QueryStates>
    </Dialog>
  );
}
