import clsx from 'clsx';

/** A grey block where content is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded bg-slate-200/80', className)} />;
}
