import type { ReactNode } from 'react';
import { STORED_APPLICATION_STATUSES, applicationStatusLabel } from '@kairox/contract';
import { ChevronLeft, ChevronRight, RefreshCw, Search } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { CANDIDATE_TEXT as T } from '../messages';
import { ALL_STATUSES, type CandidateSort } from '../table-logic';

const SORT_LABELS: Array<[CandidateSort, string]> = [
  ['default', T.sortDefault],
  ['name-asc', T.sortNameAsc],
  ['name-desc', T.sortNameDesc],
  ['score-asc', T.sortScoreAsc],
  ['score-desc', T.sortScoreDesc],
  ['scorecard-asc', T.sortScorecardAsc],
  ['scorecard-desc', T.sortScorecardDesc],
];

/** Title, the count line (a blank until the first page loads) and Refresh. */
export function CandidateTableHeader({ countText, refreshing, onRefresh }: { countText: string; refreshing: boolean; onRefresh: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-5 sm:px-6">
      <div>
        <h2 id="candidates-heading" className="text-lg font-semibold text-slate-900">
          {T.tableTitle}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500" data-testid="candidates-count" aria-live="polite">
          {countText}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRefresh}>
        <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden="true" />
        {T.refresh}
      </Button>
    </div>
  );
}

export function CandidateFilters({
  search,
  onSearchChange,
  statusFilter,
  onStatusFilterChange,
  sort,
  onSortChange,
  children,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  statusFilter: string;
  onStatusFilterChange: (status: string) => void;
  sort: CandidateSort;
  onSortChange: (sort: CandidateSort) => void;
  /** Options under the filters (the table's "Notify the candidates"). */
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3 p-5 sm:grid-cols-[minmax(0,1fr)_13rem_14rem] sm:px-6">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          type="search"
          aria-label={T.search}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select aria-label={T.statusFilter} value={statusFilter} onChange={(event) => onStatusFilterChange(event.target.value)}>
        <option value={ALL_STATUSES}>{T.allStatuses}</option>
        {STORED_APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {applicationStatusLabel(status)}
          </option>
        ))}
      </Select>
      <Select aria-label={T.sort} value={sort} onChange={(event) => onSortChange(event.target.value as CandidateSort)}>
        {SORT_LABELS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      {children && <div className="sm:col-span-3">{children}</div>}
    </div>
  );
}

export function CandidatePagination({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  return (
    <nav aria-label={T.pagination} className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 sm:px-6">
      <button type="button" className={buttonClasses('outline', 'sm')} disabled={page <= 0} onClick={() => onPageChange(Math.max(0, page - 1))}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {T.previous}
      </button>
      <span className="text-sm text-slate-600">{T.pageOf(page + 1, pages)}</span>
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        disabled={page >= pages - 1}
        onClick={() => onPageChange(Math.min(pages - 1, page + 1))}
      >
        {T.next}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
