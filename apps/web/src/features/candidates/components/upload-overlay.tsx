import { UploadCloud } from 'lucide-react';
import { createPortal } from 'react-dom';
import { CANDIDATE_TEXT as T } from '../messages';

/**
 * The upload overlay (spec sections 2 and 4): covers the screen, above any open dialog, while
 * resumes upload. The caller keeps it up for at least 3.5 s (see useUploadOverlay).
 */
export function UploadOverlay({ open, message }: { open: boolean; message: string }) {
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm" data-testid="upload-overlay">
      <div
        role="status"
        aria-live="assertive"
        className="flex w-full max-w-sm flex-col items-center rounded-2xl bg-white px-8 py-10 text-center shadow-2xl"
      >
        <span className="relative flex h-16 w-16 items-center justify-center">
          <span className="absolute inset-0 animate-spin rounded-full border-4 border-indigo-100 border-t-indigo-600" aria-hidden="true" />
          <UploadCloud className="h-7 w-7 text-indigo-600" aria-hidden="true" />
        </span>
        <p className="mt-5 text-base font-semibold text-slate-900">{message}</p>
        <p className="mt-1.5 text-sm text-slate-500">{T.uploadPleaseWait}</p>
      </div>
    </div>,
    document.body,
  );
}
