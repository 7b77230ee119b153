import { Pagination } from '../../../components/ui/pagination';

/** Under a list: 'Showing 21–40 of 45 users' and the shared page buttons (zero-based pages). */
export function ListFooter({
  page,
  pageSize,
  totalPages,
  totalElements,
  itemLabel,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
  itemLabel: string;
  onPageChange: (page: number) => void;
}) {
  const from = totalElements === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(totalElements, (page + 1) * pageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing <span className="font-medium text-slate-900">{from}</span>–<span className="font-medium text-slate-900">{to}</span> of{' '}
        <span className="font-medium text-slate-900">{totalElements}</span> {itemLabel}
      </p>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={`${itemLabel} pages`} />
    </div>
  );
}
