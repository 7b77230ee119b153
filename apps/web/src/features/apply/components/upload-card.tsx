import { ASSISTANT_RESUME_ACCEPT } from '@kairox/contract';
import { AlertCircle, UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../lib/cn';
import { ASSISTANT_TEXT as T } from '../assistant';

/** Step 4's resume card: drag and drop or click; PDF, DOC, DOCX, TXT up to 10MB (checked by the page). */
export function UploadCard({ onFile, error }: { onFile: (file: File) => void; error: string | null }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer?.files?.[0];
    if (file) onFile(file);
  }

  return (
    <div className="p-4">
      <label
        htmlFor={`${id}-file`}
        data-testid="resume-upload-card"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-200',
          dragging ? 'border-indigo-500 bg-indigo-50' : error ? 'border-red-300 bg-red-50/50' : 'border-slate-300 bg-white hover:bg-slate-50',
        )}
      >
        <UploadCloud className="h-9 w-9 text-indigo-600" aria-hidden="true" />
        <span className="mt-2 text-sm font-semibold text-slate-800">{T.uploadTitle}</span>
        <span className="mt-1 text-sm text-slate-600">{T.uploadHint}</span>
        <span className="mt-1 text-xs text-slate-500">{T.uploadFormats}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept={ASSISTANT_RESUME_ACCEPT}
          aria-label={T.uploadInputLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 flex items-center gap-1.5 text-sm text-red-600">
          <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
