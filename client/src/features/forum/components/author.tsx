import clsx from 'clsx';
import type { DiscussionAuthor } from '../api/types';

export const authorName = (user: DiscussionAuthor | null | undefined) => {
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return name || 'Referly member';
};

const initialsOf = (user: DiscussionAuthor | null | undefined) =>
  authorName(user)
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A member's initials in a circle (their picture is not fetched for every line of a thread). */
export function Avatar({ user, size = 'md' }: { user: DiscussionAuthor | null | undefined; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'grid shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-100',
        size === 'sm' ? 'size-7 text-[0.6875rem]' : 'size-9 text-xs',
      )}
    >
      {initialsOf(user)}
    </span>
  );
}
