import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { SIGNUP_TEXT } from '../messages';

export function Section({ number, title, description, children }: { number: number; title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="mb-6 flex items-start gap-3">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">{number}</span>{' '}
          {title}
        </h2>
      </div>
      <p className="-mt-4 mb-6 pl-11 text-sm text-slate-500">{description}</p>
      {/* Fields keep a message line under them (ReserveFieldMessageLines), which spaces the rows. */}
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * A field with a note at the end of its label line ('Optional', the pricing link). The note stays
 * outside the <label>, so each label's text is exactly the field name.
 */
export function WithLabelNote({ note, className, children }: { note: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('relative', className)}>
      <div className="absolute top-0 right-0 leading-5">{note}</div>
      {children}
    </div>
  );
}

export function Optional() {
  return <span className="text-xs text-slate-400">{SIGNUP_TEXT.optional}</span>;
}
