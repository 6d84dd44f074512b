import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import clsx from 'clsx';

const itemClass =
  'focus-ring inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-medium tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Spec 000 §9: first and last buttons around the previous, current and next page numbers. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  const numbers = [page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1.5">
      <button
        type="button"
        className={clsx(itemClass, 'border-slate-300 bg-white text-ink hover:bg-slate-50')}
        disabled={page <= 1}
        onClick={() => onPage(1)}
        aria-label="First page"
      >
        <ChevronsLeft aria-hidden className="size-4" />
        <span className="hidden sm:inline">First</span>
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          className={clsx(itemClass, n === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-ink hover:bg-slate-50')}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={clsx(itemClass, 'border-slate-300 bg-white text-ink hover:bg-slate-50')}
        disabled={page >= totalPages}
        onClick={() => onPage(totalPages)}
        aria-label="Last page"
      >
        <span className="hidden sm:inline">Last</span>
        <ChevronsRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
