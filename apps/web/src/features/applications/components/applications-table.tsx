import { applicationStatusLabel, type ApplicationSearchRow } from '@kairox/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';

import { APPLICATIONS_TEXT } from '../messages';

const COLUMNS = 8;

/** '2026-11-22T10:00:00.000Z' -> 'Nov 22, 2026' (the UTC day, as the date filters read it). */
function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

interface RowSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  setMany: (ids: readonly number[], on: boolean) => void;
}

/** The header checkbox: checked when every row of the page is selected, mixed when some are. */
function SelectPageCheckbox({ rows, selection }: { rows: ApplicationSearchRow[]; selection: RowSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  const selectedHere = rows.filter((row) => selection.selected.has(row.id)).length;
  const all = rows.length > 0 && selectedHere === rows.length;
  const some = selectedHere > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <Checkbox
      ref={ref}
      aria-label={APPLICATIONS_TEXT.selectAll}
      checked={all}
      disabled={rows.length === 0}
      onChange={(event) =>
        selection.setMany(
          rows.map((row) => row.id),
          event.target.checked,
        )
      }
    />
  );
}

function Th({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase', className)}>
      {children}
    </th>
  );
}

const RESUME_TONE: Record<ApplicationSearchRow['resumeStatus'], string> = {
  PENDING: 'bg-slate-100 text-slate-700',
  PROCESSING: 'bg-sky-50 text-sky-700',
  COMPLETED: 'bg-emerald-50 text-emerald-700',
  FAILED: 'bg-red-50 text-red-700',
};

export function ApplicationsTable({
  rows,
  loading,
  stale,
  emptyText,
  selection,
}: {
  rows: ApplicationSearchRow[];
  loading: boolean;
  stale: boolean;
  emptyText: string;
  selection: RowSelection;
}) {
  return (
    // The table scrolls inside its box on narrow screens; the page never does.
    <div className="overflow-x-auto">
      <table className="w-full min-w-[860px] divide-y divide-slate-200" aria-busy={loading || stale || undefined}>
        <caption className="sr-only">{APPLICATIONS_TEXT.tableCaption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <Th className="w-10">
              <SelectPageCheckbox rows={rows} selection={selection} />
            </Th>
            <Th>{APPLICATIONS_TEXT.columns.candidate}</Th>
            <Th>{APPLICATIONS_TEXT.columns.job}</Th>
            <Th>{APPLICATIONS_TEXT.columns.status}</Th>
            <Th className="text-right">{APPLICATIONS_TEXT.columns.score}</Th>
            <Th>{APPLICATIONS_TEXT.columns.source}</Th>
            <Th>{APPLICATIONS_TEXT.columns.resume}</Th>
            <Th>{APPLICATIONS_TEXT.columns.applied}</Th>
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', stale && 'opacity-60')}>
          {loading ? (
            Array.from({ length: 5 }, (_, index) => (
              <tr key={index} aria-hidden="true">
                {Array.from({ length: COLUMNS }, (_, cell) => (
                  <td key={cell} className="px-3 py-4">
                    <div className="h-4 animate-pulse rounded bg-slate-100" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="px-4 py-12 text-center text-sm text-slate-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const selected = selection.selected.has(row.id);
              return (
                <tr key={row.id} className={cn('transition-colors hover:bg-slate-50/70', selected && 'bg-indigo-50/50')}>
                  <td className="px-3 py-3">
                    <Checkbox
                      aria-label={APPLICATIONS_TEXT.select(row.candidateName)}
                      checked={selected}
                      onChange={(event) => selection.toggle(row.id, event.target.checked)}
                    />
                  </td>
                  <td className="max-w-52 px-3 py-3">
                    <Link to={`/applications/${row.id}`} className="block truncate font-medium text-indigo-700 hover:underline">
                      {row.candidateName}
                    </Link>
                    {row.candidateEmail && <p className="truncate text-sm text-slate-500">{row.candidateEmail}</p>}
                  </td>
                  <td className="max-w-44 truncate px-3 py-3 text-sm text-slate-700" title={row.jobTitle}>
                    {row.jobTitle}
                  </td>
                  <td className="min-w-28 px-3 py-3 text-sm text-slate-700">{applicationStatusLabel(row.status)}</td>
                  <td className="px-3 py-3 text-right text-sm text-slate-900 tabular-nums">{row.score ?? APPLICATIONS_TEXT.notScored}</td>
                  <td className="max-w-32 truncate px-3 py-3 text-sm text-slate-700" title={row.sourceChannel}>
                    {row.sourceChannel}
                  </td>
                  <td className="px-3 py-3">
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', RESUME_TONE[row.resumeStatus])}>
                      {applicationStatusLabel(row.resumeStatus)}
                    </span>
                  </td>
                  <td className="px-3 py-3 text-sm whitespace-nowrap text-slate-700">{formatShortDate(row.createdAt)}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
