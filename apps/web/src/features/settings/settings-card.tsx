import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One card of the settings page: its icon and title (the region's name), what it is for, and its content. */
export function SettingsCard({ icon: Icon, title, intro, children }: { icon: LucideIcon; title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
