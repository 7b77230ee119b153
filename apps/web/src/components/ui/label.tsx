import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Marks a required field with a red asterisk (CSS-generated, so the label text stays exact). */
  required?: boolean;
}

export function Label({ className, required, ...props }: LabelProps) {
  return (
    <label
      className={cn('mb-1.5 block text-sm font-medium text-slate-700', required && "after:ml-0.5 after:text-red-500 after:content-['*']", className)}
      {...props}
    />
  );
}
