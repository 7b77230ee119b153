import { useId, type ReactNode } from 'react';
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
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function Field({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-500">
      {children}
    </p>
  );
}

/** Kept outside the <label> so each label's text stays exactly the field name. */

/** Kept outside the <label> so each label's text stays exactly the field name. */
export function Optional() {
  return <span className="mb-1.5 text-xs text-slate-400">{SIGNUP_TEXT.optional}</span>;
}

export function LabelRow({ children }: { children: ReactNode }) {
  return <div className="flex items-baseline justify-between gap-2">{children}</div>;
}
