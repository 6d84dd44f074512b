import clsx from 'clsx';

const looks = {
  /** on a light surface */
  alert: 'bg-rose-600 text-white',
  /** on a brand-coloured button */
  onBrand: 'bg-white text-brand-800',
};

/** How many messages are waiting: a count for the eye, the words for a screen reader; nothing when none are. */
export function UnreadBadge({ count, look = 'alert' }: { count: number; look?: keyof typeof looks }) {
  if (count <= 0) return null;
  return (
    <span className={clsx('inline-grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-xs font-semibold tabular-nums', looks[look])}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{count === 1 ? ', 1 unread message' : `, ${count} unread messages`}</span>
    </span>
  );
}
