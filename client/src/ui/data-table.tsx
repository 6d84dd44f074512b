import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import clsx from 'clsx';

export type SortOrder = 'none' | 'asc' | 'desc';

export type Column<T> = {
  /** the column's name in the head; a sort button goes in as it is */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** the cells' own classes (width, colour, emphasis); the table adds the padding */
  className?: string;
  /** the head cell's classes, in place of the usual ones */
  headerClassName?: string;
  /** a sortable column says how it sorts (aria-sort) */
  sort?: SortOrder;
};

/** Where a whole row leads, and what a screen reader calls it. */
export type RowLink = { to: string; label: string };

type DataTableProps<T> = {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** how tall a row is: admin tables are denser than a person's own list */
  density?: 'dense' | 'compact' | 'comfortable';
  /** a row that opens its page, by click or Enter */
  rowLink?: (row: T) => RowLink;
  rowClassName?: (row: T) => string | undefined;
};

const cellPadding = { dense: 'py-2', compact: 'py-2.5', comfortable: 'py-3' } as const;
const headerCell = 'px-3 py-2.5 whitespace-nowrap first:pl-4';
const ariaSort = { none: 'none', asc: 'ascending', desc: 'descending' } as const;
const linkRow =
  'cursor-pointer transition-colors hover:bg-brand-50/50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset';

/** The desktop table of a list: one head, a row per item; cards take over on phones. */
export function DataTable<T>({ columns, rows, rowKey, density = 'compact', rowLink, rowClassName }: DataTableProps<T>) {
  const cells = (row: T) =>
    columns.map((column, i) => (
      <td key={i} className={clsx('px-3 first:pl-4', cellPadding[density], column.className)}>
        {column.cell(row)}
      </td>
    ));
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" aria-sort={column.sort && ariaSort[column.sort]} className={column.headerClassName ?? headerCell}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) =>
          rowLink ? (
            <LinkRow key={rowKey(row)} link={rowLink(row)} className={rowClassName?.(row)}>
              {cells(row)}
            </LinkRow>
          ) : (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {cells(row)}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

function LinkRow({ link, className, children }: { link: RowLink; className: string | undefined; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr
      tabIndex={0}
      aria-label={link.label}
      onClick={() => navigate(link.to)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') navigate(link.to);
      }}
      className={clsx(linkRow, className)}
    >
      {children}
    </tr>
  );
}

/** The last column: a row's buttons, to the right; `header` may say 'Actions' to screen readers only. */
export const actionsColumn = <T,>(cell: (row: T) => ReactNode, header: ReactNode = 'Actions'): Column<T> => ({
  header,
  headerClassName: 'px-3 py-2.5 pr-4 text-right',
  className: 'pr-4 text-right',
  cell,
});

const nextSort: Record<SortOrder, SortOrder> = { none: 'asc', asc: 'desc', desc: 'none' };
const sortIcons = { none: ArrowUpDown, asc: ArrowUp, desc: ArrowDown } as const;

/** A sortable column's header: each press goes none → ascending → descending → none. */
export function SortButton({ label, sort, hint, onSort }: { label: string; sort: SortOrder; hint: string; onSort: (sort: SortOrder) => void }) {
  const Icon = sortIcons[sort];
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort[sort])}
      title={hint}
      className="focus-ring -mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 font-semibold tracking-wide uppercase hover:bg-slate-200/60 hover:text-ink"
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">({hint})</span>
    </button>
  );
}
