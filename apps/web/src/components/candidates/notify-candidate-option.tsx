import type { CandidateEmailTemplate } from '@kairox/contract';
import { useState } from 'react';
import { useEmailPreview } from '../../api/candidate-emails';
import { serverMessageOr } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Checkbox } from '../ui/checkbox';
import { NOTIFY_TEXT as T } from './notify-text';

/** The email a template would send this application now, rendered by the server (the job's language, the footer). */
export function EmailPreviewPanel({
  applicationId,
  template,
  reason = '',
}: {
  applicationId: number;
  template: CandidateEmailTemplate;
  reason?: string;
}) {
  const settledReason = useDebouncedValue(reason.trim(), 400);
  const preview = useEmailPreview(applicationId, template, settledReason, true);
  if (preview.isPending) {
    return (
      <p role="status" className="text-xs text-slate-500">
        {T.previewLoading}
      </p>
    );
  }
  if (preview.isError) {
    return (
      <p role="alert" className="text-xs text-red-700">
        {serverMessageOr(preview.error, T.previewFailed)}
      </p>
    );
  }
  const { to, subject, body } = preview.data;
  return (
    <div className="space-y-1.5 rounded-md border border-slate-200 bg-white p-3 text-xs text-slate-700" data-testid="email-preview">
      <p className="break-words">
        <span className="text-slate-500">{T.to}: </span>
        {to}
      </p>
      <p className="font-medium break-words text-slate-900">
        <span className="font-normal text-slate-500">{T.subject}: </span>
        {subject}
      </p>
      <pre className="max-h-60 overflow-y-auto font-sans break-words whitespace-pre-wrap">{body}</pre>
    </div>
  );
}

/**
 * The checkbox beside the 'Change Status' dropdown: while ticked, choosing a status that has an
 * email asks to confirm over the email's preview (NotifyStatusDialog).
 */
export function NotifyCandidateCheckbox({
  id,
  checked,
  onCheckedChange,
  noAddress,
  className,
  label = T.notify,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  noAddress: boolean;
  className?: string;
  label?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={cn('flex items-center gap-2 text-xs whitespace-nowrap text-slate-600', className)}
      title={noAddress ? T.noAddress : T.askFirst}
    >
      <Checkbox id={id} checked={checked && !noAddress} disabled={noAddress} onChange={(event) => onCheckedChange(event.target.checked)} />
      {label}
    </label>
  );
}

interface NotifyCandidateOptionProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The email of the chosen status; null when it sends none. */
  template: CandidateEmailTemplate | null;
  /** The application previewed; null shows no preview (a bulk change by filter). */
  previewApplicationId: number | null;
  /** For a bulk change: whose email the preview shows. */
  previewName?: string;
  reason?: string;
  /** The candidate has no email address. */
  noAddress?: boolean;
  bulk?: boolean;
}

/** "Notify the candidate": a checkbox and, once ticked, the email's preview behind a disclosure. */
export function NotifyCandidateOption({
  id,
  checked,
  onCheckedChange,
  template,
  previewApplicationId,
  previewName,
  reason,
  noAddress = false,
  bulk = false,
}: NotifyCandidateOptionProps) {
  const [open, setOpen] = useState(false);
  const unavailable = template === null || noAddress;
  const hint = noAddress ? T.noAddress : template === null ? T.noEmailForStatus : bulk ? T.willEmailEach : T.willEmail;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Checkbox
          id={id}
          checked={checked && !unavailable}
          disabled={unavailable}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {bulk ? T.notifyCandidates : T.notify}
      </label>
      <p id={`${id}-hint`} className="mt-1 ml-6 text-xs text-slate-500">
        {hint}
      </p>
      {checked && !unavailable && previewApplicationId !== null && (
        <details className="mt-2 ml-6" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer text-xs font-medium text-indigo-700 hover:underline">
            {previewName ? T.previewFor(previewName) : T.preview}
          </summary>
          <div className="mt-2">{open && <EmailPreviewPanel applicationId={previewApplicationId} template={template} reason={reason} />}</div>
        </details>
      )}
    </div>
  );
}
