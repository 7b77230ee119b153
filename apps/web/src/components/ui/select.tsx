import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses, fieldStateClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
}

/** A styled native select: keeps the platform's keyboard and screen-reader behaviour. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ invalid, className, ...props }, ref) {
  return (
    <select ref={ref} aria-invalid={invalid || undefined} className={cn(fieldClasses, fieldStateClasses(invalid), 'pr-8', className)} {...props} />
  );
});
