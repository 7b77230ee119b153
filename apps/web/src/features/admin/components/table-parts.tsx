import { Search, Trash2, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';

/** The header checkbox: checked when every row is selected, mixed when some are. */
export function SelectAllCheckbox({
  label,
  total,
  selected,
  onChange,
  disabled,
}: {
  label: string;
  total: number;
  selected: number;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const all = total > 0 && selected === total;
  const some = selected > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <Checkbox ref={ref} aria-label={label} checked={all} disabled={disabled || total === 0} onChange={(event) => onChange(event.target.checked)} />
  );
}

/** A search box with a leading magnifier; labelled for screen readers. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full sm:w-72">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** The bar that appears while rows are selected: count, clear, and the bulk delete. */
export function SelectionBar({
  countLabel,
  clearLabel,
  deleteLabel,
  onClear,
  onDelete,
  disabled,
}: {
  countLabel: string;
  clearLabel: string;
  deleteLabel: string;
  onClear: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-indigo-100 bg-indigo-50/70 px-5 py-2.5">
      <p className="text-sm font-medium text-indigo-900" aria-live="polite">
        {countLabel}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden="true" />
          {clearLabel}
        </Button>
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={disabled}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {deleteLabel}
        </Button>
      </div>
    </div>
  );
}

export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase ${className ?? ''}`}>
      {children}
    </th>
  );
}

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-4 py-4">
              <div className="h-4 animate-pulse rounded bg-slate-100" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ columns, title, body }: { columns: number; title: string; body?: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-6 py-14 text-center">
        <p className="font-medium text-slate-900">{title}</p>
        {body && <p className="mt-1 text-sm text-slate-500">{body}</p>}
      </td>
    </tr>
  );
}
