/**
 * A table that stacks on phones: below md each row is a card (its cells one under another, each
 * with its label), from md on it is a table. The team page and the privacy page's lists use it.
 */
export const CELL = 'block px-4 py-1 md:table-cell md:py-3 md:align-middle';
/** A cell's column name, shown only while the row is a card. */
export const CELL_LABEL = 'mr-2 text-xs font-medium text-slate-500 md:hidden';
export const ROW = 'block border-b border-slate-100 py-3 last:border-b-0 md:table-row md:py-0';

/** Placeholder rows while the list loads. */
export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className={ROW}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className={CELL}>
              <div className="h-4 animate-pulse rounded bg-slate-100" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
