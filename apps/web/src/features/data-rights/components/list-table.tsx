import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { QueryFailed } from '../../../components/query-states';
import { SkeletonRows } from '../../../components/ui/stacked-table';
import { PRIVACY_TEXT as T } from '../messages';

/** One titled block of the page: heading, what it is for, and its content. */
export function PrivacySection({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-1 text-sm text-slate-600">{intro}</div>
      </div>
      {children}
    </section>
  );
}

interface ListTableProps<T> {
  caption: string;
  /** Column headings; the last one is right-aligned, as its cells are, when `lastRight` is set (actions, counts). */
  headers: string[];
  lastRight?: boolean;
  /** The list's query, for its loading and failure states. */
  query: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  items: T[] | undefined;
  empty: string;
  renderRow: (item: T) => ReactNode;
}

/** A list of the page: loading rows, its failure with a retry, its empty line, or its rows. */
export function ListTable<T>({ caption, headers, lastRight = false, query, items, empty, renderRow }: ListTableProps<T>) {
  if (query.isError)
    return <QueryFailed look="alert" message={T.loadFailed} error={query.error} retry={T.retry} onRetry={() => void query.refetch()} />;
  let rows: ReactNode;
  if (query.isPending || !items) rows = <SkeletonRows columns={headers.length} rows={2} />;
  else if (items.length === 0)
    rows = (
      <tr className="block md:table-row">
        <td colSpan={headers.length} className="block px-4 py-8 text-center text-sm text-slate-500 md:table-cell">
          {empty}
        </td>
      </tr>
    );
  else rows = items.map(renderRow);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-busy={query.isPending}>
      {query.isPending && (
        <span role="status" className="sr-only">
          {T.loading}
        </span>
      )}
      <table className="block w-full text-left md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={lastRight && index === headers.length - 1 ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">{rows}</tbody>
      </table>
    </div>
  );
}
