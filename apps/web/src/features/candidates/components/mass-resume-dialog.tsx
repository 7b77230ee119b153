import { DASHBOARD_RESUME_ACCEPT, MASS_UPLOAD_MAX_FILES } from '@kairox/contract';
import { AlertTriangle, CheckCircle2, FileText, UploadCloud, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useInvalidateApplications, useMassUpload } from '../api/hooks';
import { dashboardResumeProblem, fileKey, formatFileSize } from '../files';
import { CANDIDATE_TEXT as T } from '../messages';
import { useUploadOverlay } from '../upload';
import type { CandidateDialogJob } from './add-candidate-dialog';
import { UploadOverlay } from './upload-overlay';

interface PickedFile {
  key: string;
  file: File;
  keep: boolean;
}

interface Refusal {
  fileName: string;
  reason: string;
}

/** The per-file refusals of a 400 mass-upload answer (none accepted), when it carries them. */
function refusalsOf(error: unknown): Refusal[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const { rejected } = error.body as { rejected?: unknown };
  return Array.isArray(rejected) ? (rejected as Refusal[]).filter((item) => item && typeof item.fileName === 'string') : [];
}

function RefusalList({ heading, items, tone }: { heading: string; items: Refusal[]; tone: 'warning' | 'error' }) {
  if (items.length === 0) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'rounded-lg border p-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        {heading}
      </p>
      <ul className="mt-2 space-y-1 pl-6">
        {items.map((item, index) => (
          <li key={`${item.fileName}-${index}`}>
            <span className="font-medium break-all">{item.fileName}</span>: {item.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The dashboard's 'Mass Resume' dialog (spec sections 2, 5 and 8): a multi-file PDF picker (click
 * or drag and drop) where each file can be kept, skipped or removed; at least one kept file is
 * needed. The overlay stays at least 3.5 s before the result toast. Files the server refused are
 * listed with their reasons.
 */
export function MassResumeDialog({ job, onClose }: { job: CandidateDialogJob; onClose: () => void }) {
  const id = useId();
  const [items, setItems] = useState<PickedFile[]>([]);
  const [notAdded, setNotAdded] = useState<Refusal[]>([]);
  const [result, setResult] = useState<{ accepted: number; rejected: Refusal[]; failed: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const mutation = useMassUpload();
  const invalidate = useInvalidateApplications();
  const { uploading, run } = useUploadOverlay();

  const kept = items.filter((item) => item.keep);
  const close = () => {
    if (!uploading) onClose();
  };

  function addFiles(list: FileList | File[] | null | undefined) {
    if (!list) return;
    const refused: Refusal[] = [];
    const next = [...items];
    const keys = new Set(items.map((item) => item.key));
    for (const file of Array.from(list)) {
      const problem = dashboardResumeProblem(file);
      const key = fileKey(file);
      if (problem) refused.push({ fileName: file.name, reason: problem });
      else if (keys.has(key)) refused.push({ fileName: file.name, reason: T.duplicateFile });
      else {
        keys.add(key);
        next.push({ key, file, keep: true });
      }
    }
    setItems(next);
    setNotAdded(refused);
    setResult(null);
  }

  const toggle = (key: string) => setItems((previous) => previous.map((item) => (item.key === key ? { ...item, keep: !item.keep } : item)));
  const remove = (key: string) => setItems((previous) => previous.filter((item) => item.key !== key));

  async function upload() {
    if (uploading) return;
    if (kept.length === 0) {
      toast.error(T.noneSelected, T.noneSelectedTitle);
      return;
    }
    if (kept.length > MASS_UPLOAD_MAX_FILES) {
      toast.error(T.tooManyFiles, T.tooManyFilesTitle);
      return;
    }
    const files = kept.map((item) => item.file);
    const outcome = await run(() => mutation.mutateAsync({ jobId: job.id, files }));
    if (outcome.ok) {
      const accepted = outcome.value.accepted.length;
      const { rejected } = outcome.value;
      toast.success(T.massUploaded(accepted), T.massUploadedTitle);
      void invalidate();
      if (rejected.length === 0) {
        onClose();
        return;
      }
      setItems([]);
      setNotAdded([]);
      setResult({ accepted, rejected, failed: false });
    } else {
      toast.error(serverMessageOr(outcome.error, T.massUploadFailed), T.massUploadFailedTitle);
      const rejected = refusalsOf(outcome.error);
      setResult(rejected.length > 0 ? { accepted: 0, rejected, failed: true } : null);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer?.files);
  }

  const inputId = `${id}-files`;

  return (
    <>
      <Dialog
        open
        onClose={close}
        title={T.massResumeTitle}
        description={`#${job.id} · ${job.title}`}
        className="max-w-2xl"
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={uploading}>
              {T.close}
            </Button>
            <Button onClick={upload} disabled={uploading}>
              <UploadCloud className="h-4 w-4" aria-hidden="true" />
              {uploading ? T.uploading : T.uploadResumes}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{T.massResumeHint}</p>
          <label
            htmlFor={inputId}
            data-testid="mass-resume-dropzone"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
              'focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-200',
              dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
            )}
          >
            <UploadCloud className="h-8 w-8 text-indigo-600" aria-hidden="true" />
            <span className="mt-2 text-sm font-medium text-slate-700">{T.dropResumes}</span>
            <span className="mt-1 text-xs text-slate-500">PDF · max 10MB</span>
            <input
              id={inputId}
              type="file"
              multiple
              accept={DASHBOARD_RESUME_ACCEPT}
              aria-label={T.pickResumes}
              className="sr-only"
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </label>

          <RefusalList heading={T.notAdded} items={notAdded} tone="warning" />

          {items.length > 0 && (
            <div>
              <p className="mb-2 text-sm font-medium text-slate-700" aria-live="polite">
                {T.selectedCount(kept.length, items.length)}
              </p>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Selected resumes">
                {items.map((item) => (
                  <li key={item.key} className={cn('flex items-center gap-3 px-3 py-2.5', !item.keep && 'bg-slate-50')}>
                    <FileText className={cn('h-5 w-5 shrink-0', item.keep ? 'text-indigo-600' : 'text-slate-400')} aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className={cn('truncate text-sm font-medium', item.keep ? 'text-slate-900' : 'text-slate-400 line-through')}>
                        {item.file.name}
                      </p>
                      <p className="text-xs text-slate-500">
                        {formatFileSize(item.file.size)}
                        {!item.keep && <span className="ml-2 font-medium text-amber-700">{T.skipped}</span>}
                      </p>
                    </div>
                    <label className="flex items-center gap-1.5 text-sm text-slate-700">
                      <Checkbox checked={item.keep} onChange={() => toggle(item.key)} aria-label={T.keepFile(item.file.name)} />
                      <span aria-hidden="true">{T.keep}</span>
                    </label>
                    <button
                      type="button"
                      onClick={() => remove(item.key)}
                      aria-label={T.removeFile(item.file.name)}
                      className="rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {result && (
            <div className="space-y-3" data-testid="mass-upload-result">
              {!result.failed && (
                <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  {T.acceptedSummary(result.accepted)}
                </p>
              )}
              <RefusalList heading={T.rejectedHeading} items={result.rejected} tone={result.failed ? 'error' : 'warning'} />
            </div>
          )}
        </div>
      </Dialog>
      <UploadOverlay open={uploading} message={T.uploadingResumes} />
    </>
  );
}
