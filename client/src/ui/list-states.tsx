import { useEffect, type ReactNode } from 'react';
import { TriangleAlert, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { isNotFound } from '../lib/failure';
import { toast } from '../lib/toast';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** What a list screen needs to know of its query (TanStack Query's result has all of it). */
export type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; isPlaceholderData: boolean; refetch: () => unknown };

/** A list's failure as a toast, once each time reading it fails. */
export function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}

/** A detail page's query: true once it answers 404 (the page shows its not-found state); any other failure toasts `message` once. */
export function useNotFound(query: { isError: boolean; error: unknown; errorUpdateCount: number }, message: string): boolean {
  const missing = query.isError && isNotFound(query.error);
  useFailureToast(query.isError && !missing && query.errorUpdateCount === 1, message);
  return missing;
}

/** Grey rows where a list is loading; `cells` are the classes of each row's blocks, as wide as the columns they stand for. */
export function ListSkeleton({
  label,
  cells,
  rows = 6,
  rowClassName = 'px-4 py-3.5',
}: {
  label: string;
  cells: string[];
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div role="status" aria-label={label} className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={clsx('flex items-center gap-4', rowClassName)}>
          {cells.map((cell, j) => (
            <Skeleton key={j} className={cell} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A list that could not be read: the spec's message and a way to try again. */
export function ListError({ message, onRetry, icon = true }: { message: string; onRetry: () => void; icon?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700">
      {icon && <TriangleAlert aria-hidden className="size-6" />}
      <p className={icon ? 'font-medium' : undefined}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type EmptyStateProps = {
  icon: LucideIcon;
  title?: ReactNode;
  text: ReactNode;
  /** the next step, as buttons */
  actions?: ReactNode;
  /** a longer text gets a wider measure */
  wide?: boolean;
  /** a person's own empty list invites them to start, on white with the icon in brand colour */
  inviting?: boolean;
};

/** A list with nothing in it: says why, and what to do next. */
export function EmptyState({ icon: Icon, title, text, actions, wide = false, inviting = false }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center',
        inviting ? 'bg-white' : 'bg-slate-50',
      )}
    >
      {inviting ? (
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand">
          <Icon aria-hidden className="size-5" />
        </span>
      ) : (
        <Icon aria-hidden className="size-8 text-slate-400" />
      )}
      {title && <p className="text-base font-medium text-ink">{title}</p>}
      <p className={clsx(wide ? 'max-w-md' : 'max-w-sm', 'text-sm text-muted')}>{text}</p>
      {actions && <div className={clsx('flex flex-wrap justify-center gap-2', inviting && 'mt-1')}>{actions}</div>}
    </div>
  );
}

type ListStatesProps = {
  query: ListQuery;
  /** nothing to show */
  empty: boolean;
  /** the failure is shown in place of the list only when there is nothing to show: by default, failed and empty */
  failed?: boolean;
  skeleton: ReactNode;
  /** the spec's message when the list cannot be read */
  failure: string;
  /** the failure with a warning icon, its message in bold (the default); or the message alone */
  failureIcon?: boolean;
  emptyState: ReactNode;
  /** the list itself */
  children: ReactNode;
};

/** The states of a list in their order: a skeleton while loading, the failure, the empty state, else the list. */
export function ListStates({ query, empty, failed = query.isError && empty, skeleton, failure, failureIcon, emptyState, children }: ListStatesProps) {
  if (query.isPending) return <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">{skeleton}</div>;
  if (failed) return <ListError message={failure} onRetry={() => void query.refetch()} icon={failureIcon} />;
  if (empty) return emptyState;
  return children;
}

const breakpoints = {
  md: { table: 'relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block', cards: 'md:hidden' },
  lg: { table: 'relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block', cards: 'lg:hidden' },
} as const;

/**
 * A table on a wide screen, cards on a narrow one (both are in the document; CSS shows one). While the next page is on
 * its way the one shown fades a little.
 */
export function ResponsiveList({ query, table, cards, tableFrom = 'md' }: { query: ListQuery; table: ReactNode; cards: ReactNode; tableFrom?: 'md' | 'lg' }) {
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={query.isFetching || undefined}>
      <div className={breakpoints[tableFrom].table}>{table}</div>
      <div className={breakpoints[tableFrom].cards}>{cards}</div>
    </div>
  );
}
