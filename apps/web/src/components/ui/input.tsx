import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field as failing validation (red border and aria-invalid). */
  invalid?: boolean;
}

/** Shared look of text-like controls, reused by Select and third-party inputs. */
export const fieldClasses =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

export function fieldStateClasses(invalid?: boolean): string {
  return invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200';
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, className, type = 'text', ...props }, ref) {
  return (
    <input ref={ref} type={type} aria-invalid={invalid || undefined} className={cn(fieldClasses, fieldStateClasses(invalid), className)} {...props} />
  );
});
