import type { ReactNode } from 'react';
import { Label } from './label';
import { cn } from '../../lib/cn';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** A line under the control (e.g. a counter or a note), announced as its description. */
  hint?: ReactNode;
  className?: string;
  children: (aria: { id: string; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and an optional hint, wired together for screen readers. */
export function FormField({ id, label, required, hint, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': hint ? hintId : undefined })}
      {hint && (
        <div id={hintId} className={cn('mt-1.5 text-xs text-slate-500')}>
          {hint}
        </div>
      )}
    </div>
  );
}
