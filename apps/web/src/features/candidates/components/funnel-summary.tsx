import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Mail, Percent, Trophy, Users, Video, XCircle, type LucideIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { applicantsQueryOptions } from '../api/hooks';
import { FUNNEL_PAGE_SIZE } from '../constants';
import { computeFunnel, type FunnelSummary as Summary } from '../funnel';
import { CANDIDATE_TEXT as T } from '../messages';
import { formatScore } from '../table-logic';
import { useErrorToast } from '../use-error-toast';

interface Tile {
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
  tone: string;
}

function tilesOf(summary: Summary | null): Tile[] {
  const count = (value: number | undefined) => (summary ? String(value ?? 0) : T.notAvailable);
  return [
    { label: T.tileTotal, value: count(summary?.total), icon: Users, tone: 'bg-indigo-50 text-indigo-600' },
    { label: T.tilePending, value: count(summary?.pending), icon: Clock, tone: 'bg-slate-100 text-slate-600' },
    { label: T.tileInvited, value: count(summary?.invited), icon: Mail, tone: 'bg-violet-50 text-violet-600' },
    { label: T.tileInInterview, value: count(summary?.inInterview), icon: Video, tone: 'bg-amber-50 text-amber-600' },
    { label: T.tileShortlisted, value: count(summary?.shortlisted), icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-600' },
    { label: T.tileRejected, value: count(summary?.rejected), icon: XCircle, tone: 'bg-red-50 text-red-600' },
    {
      label: T.tileConversion,
      value: summary ? `${summary.conversionRate}%` : T.notAvailable,
      icon: Percent,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: T.tileTopScorer,
      value: summary?.topScorer ? `${formatScore(summary.topScorer.score)}%` : summary ? T.noTopScorer : T.notAvailable,
      detail: summary?.topScorer?.name,
      icon: Trophy,
      tone: 'bg-yellow-50 text-yellow-600',
    },
  ];
}

/**
 * 'Application Funnel Summary' (spec sections 2, 4 and 9): eight tiles computed from page 0 of the
 * job's applications (size 20; see funnel.ts). It shares that page's query with the table.
 */
export function FunnelSummary({ jobId }: { jobId: number }) {
  const query = useQuery(applicantsQueryOptions(jobId, 0, FUNNEL_PAGE_SIZE));
  useErrorToast(query.isError, query.errorUpdatedAt, () => toast.error(T.funnelFailed));
  const summary = query.data ? computeFunnel(query.data) : null;
  const loading = query.isPending;

  return (
    <section aria-labelledby="funnel-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="funnel-heading" className="text-lg font-semibold text-slate-900">
        {T.funnelTitle}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">{T.funnelHint}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={loading || undefined}>
        {tilesOf(summary).map((tile) => (
          <li key={tile.label} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3" data-testid="funnel-tile">
            <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${tile.tone}`} aria-hidden="true">
              <tile.icon className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500">{tile.label}</p>
              <p className="text-xl font-bold text-slate-900">{loading ? '…' : tile.value}</p>
              {tile.detail && (
                <p className="truncate text-xs text-slate-600" title={tile.detail}>
                  {tile.detail}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
