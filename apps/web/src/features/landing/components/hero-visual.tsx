import { CheckCircle2, ShieldCheck, Sparkles } from 'lucide-react';

const CANDIDATES = [
  { initials: 'PS', name: 'Priya S.', role: 'Senior Frontend Engineer', score: 94, tone: 'bg-emerald-500' },
  { initials: 'MK', name: 'Marcus K.', role: 'Senior Frontend Engineer', score: 87, tone: 'bg-emerald-500' },
  { initials: 'LA', name: 'Lena A.', role: 'Senior Frontend Engineer', score: 72, tone: 'bg-amber-400' },
  { initials: 'DR', name: 'Diego R.', role: 'Senior Frontend Engineer', score: 58, tone: 'bg-rose-400' },
] as const;

/**
 * A product glimpse drawn with CSS (no image download): a screening list with AI scores.
 * Decorative, hidden from assistive technology.
 */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 via-violet-200/40 to-sky-200/50 blur-2xl" />
      <div className="rounded-2xl border border-slate-200/80 bg-white/90 p-5 shadow-2xl shadow-indigo-200/50 backdrop-blur">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-medium text-slate-500">AI screening</p>
            <p className="text-sm font-semibold text-slate-900">Senior Frontend Engineer</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700">
            <Sparkles className="h-3.5 w-3.5" />
            128 screened
          </span>
        </div>
        <ul className="mt-4 space-y-2.5">
          {CANDIDATES.map((candidate) => (
            <li key={candidate.name} className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/70 px-3 py-2.5">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-xs font-bold text-white">
                {candidate.initials}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{candidate.name}</p>
                <div className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
                  <div className={`h-full rounded-full ${candidate.tone}`} style={{ width: `${candidate.score}%` }} />
                </div>
              </div>
              <span className="w-10 text-right text-sm font-bold text-slate-900 tabular-nums">{candidate.score}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-4 hidden items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-lg sm:flex">
        <CheckCircle2 className="h-5 w-5 text-emerald-500" />
        <div>
          <p className="text-xs font-semibold text-slate-900">Shortlisted in 2 hours</p>
          <p className="text-[11px] text-slate-500">AI interview completed</p>
        </div>
      </div>
      <div className="absolute -top-5 -right-3 hidden items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-lg sm:flex">
        <ShieldCheck className="h-5 w-5 text-indigo-600" />
        <p className="text-xs font-semibold text-slate-900">Identity verified</p>
      </div>
    </div>
  );
}
