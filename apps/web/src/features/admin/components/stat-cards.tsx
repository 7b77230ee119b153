import { Building2, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useAdminStats } from '../api/stats';
import { ADMIN_DASHBOARD_TEXT } from '../messages';

interface Card {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
  loading?: boolean;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** The three cards: Total Organizations, Total Users (0 when the count fails) and Access Level 'Super Admin'. */
export function StatCards() {
  const stats = useAdminStats();
  const count = (value: number | undefined) => numberFormat.format(value ?? 0);
  const cards: Card[] = [
    {
      label: ADMIN_DASHBOARD_TEXT.totalOrganizations,
      value: count(stats.data?.totalOrganizations),
      hint: ADMIN_DASHBOARD_TEXT.organizationsHint,
      icon: Building2,
      tone: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
      loading: stats.isPending,
    },
    {
      label: ADMIN_DASHBOARD_TEXT.totalUsers,
      value: count(stats.data?.totalUsers),
      hint: ADMIN_DASHBOARD_TEXT.usersHint,
      icon: Users,
      tone: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
      loading: stats.isPending,
    },
    {
      label: ADMIN_DASHBOARD_TEXT.accessLevel,
      value: ADMIN_DASHBOARD_TEXT.superAdmin,
      hint: ADMIN_DASHBOARD_TEXT.accessHint,
      icon: ShieldCheck,
      tone: 'bg-violet-50 text-violet-600 ring-violet-100',
    },
  ];
  return (
    <section aria-label="Platform overview">
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="flex items-start justify-between rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="min-w-0">
              <dt className="text-sm font-medium text-slate-500">{card.label}</dt>
              <dd className="mt-2 text-3xl font-bold tracking-tight text-slate-900" aria-busy={card.loading || undefined}>
                {card.loading ? <span className="inline-block h-8 w-16 animate-pulse rounded bg-slate-100" aria-label="Loading" /> : card.value}
              </dd>
              <dd className="mt-1 text-xs text-slate-500">{card.hint}</dd>
            </div>
            <span className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ring-1', card.tone)}>
              <card.icon className="h-5 w-5" aria-hidden="true" />
            </span>
          </div>
        ))}
      </dl>
    </section>
  );
}
