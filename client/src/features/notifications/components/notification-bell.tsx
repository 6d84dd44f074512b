import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Popover } from 'radix-ui';
import { Bell, CheckCheck } from 'lucide-react';
import clsx from 'clsx';
import type { UserRole } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { EmptyState, ListError, ListSkeleton } from '../../../ui/list-states';
import { useMarkNotificationsRead } from '../api/mutations';
import { useNotifications } from '../api/queries';
import type { NotificationItem } from '../api/types';

/** Where an entry about a request leads: the request, as the reader's role sees it. */
export const requestLinkFor = (role: UserRole, requestId: string): string => {
  switch (role) {
    case 'jobSeeker':
      return paths.userJobReferral(requestId);
    case 'referrer':
      return paths.referrerDetails(requestId);
    case 'admin':
      return paths.adminJobReferral(requestId);
  }
};

const countLabel = (count: number) => (count > 99 ? '99+' : String(count));

function Entry({ item, fresh, onOpen }: { item: NotificationItem; fresh: boolean; onOpen: (item: NotificationItem) => void }) {
  const unread = fresh || !item.read;
  const body = (
    <>
      <span aria-hidden className={clsx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand' : 'bg-transparent')} />
      <span className="min-w-0 flex-1">
        <span className={clsx('block text-sm text-ink', unread ? 'font-semibold' : 'font-medium')}>{item.title}</span>
        <span className="mt-0.5 line-clamp-3 block text-sm whitespace-pre-line text-muted">{item.text}</span>
        <span className="mt-1 block text-xs text-muted tabular-nums">
          {formatDateTime(item.createdAt)}
          {unread && <span className="sr-only">, unread</span>}
        </span>
      </span>
    </>
  );
  const className = clsx('flex w-full gap-3 px-4 py-3 text-left', unread && 'bg-brand/5');
  if (!item.link && !item.requestId) return <div className={className}>{body}</div>;
  return (
    <button type="button" className={clsx(className, 'focus-ring hover:bg-slate-50')} onClick={() => onOpen(item)}>
      {body}
    </button>
  );
}

/** The popover's list while it loads, when it cannot be read, and when there is nothing: the app's list states. */
function ListStates({ state, retry }: { state: 'loading' | 'error' | 'empty'; retry: () => void }) {
  if (state === 'loading') return <ListSkeleton label="Loading notifications" cells={['size-2 shrink-0 rounded-full', 'h-4 flex-1']} rows={3} />;
  return (
    <div className="p-3">
      {state === 'error' ? (
        <ListError message="Failed to fetch notifications." onRetry={retry} icon={false} />
      ) : (
        <EmptyState icon={Bell} title="No notifications yet" text="When something happens on your requests, or Referly has news, it shows here." />
      )}
    </div>
  );
}

/**
 * The bell of every signed-in header: the unread count, and the newest notifications in a popover (Escape closes it
 * and gives focus back to the bell). Opening it marks what it shows as read; those entries stay marked as new while it
 * is open. An entry about a request leads to that request; a feature's entry to the page it names (`link`).
 */
export function NotificationBell({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const marked = useRef(false);
  const page = notifications.data;
  const unread = page?.unreadCount ?? 0;
  const items = page?.data ?? [];
  const { mutate } = markRead;

  // what the open list shows is read: once, when it opens (or when it first loads while open)
  useEffect(() => {
    if (!open || !page || marked.current) return;
    marked.current = true;
    const ids = page.data.filter((item) => !item.read).map((item) => item._id);
    setFresh(new Set(ids));
    if (ids.length > 0) mutate(ids);
  }, [open, page, mutate]);

  if (!user) return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      marked.current = false;
      setFresh(new Set());
    }
  };

  const openEntry = (item: NotificationItem) => {
    if (!item.read && !fresh.has(item._id)) mutate([item._id]);
    onOpenChange(false);
    // a feature's notification names its page (the forum's discussion); a request's page is the reader's role's
    if (item.link) void navigate(item.link);
    else if (item.requestId) void navigate(requestLinkFor(user.userRole, item.requestId));
  };

  const state = notifications.isPending ? 'loading' : notifications.isError ? 'error' : items.length === 0 ? 'empty' : null;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        className={clsx(
          'focus-ring relative grid size-10 place-items-center rounded-lg',
          tone === 'dark' ? 'text-slate-300 hover:bg-white/10 hover:text-white' : 'text-ink hover:bg-slate-100',
        )}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {countLabel(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          onOpenAutoFocus={(event) => {
            // focus lands on the list itself, so arrow keys and Tab start at its top
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          tabIndex={-1}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl outline-none sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 className="text-sm font-semibold text-ink">Notifications</h2>
            {(unread > 0 || fresh.size > 0) && (
              <button
                type="button"
                onClick={() => {
                  mutate('all');
                  setFresh(new Set());
                }}
                className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-brand hover:underline"
              >
                <CheckCheck aria-hidden className="size-4" />
                Mark all as read
              </button>
            )}
          </div>
          <div className="overflow-y-auto overscroll-contain">
            {state ? (
              <ListStates state={state} retry={() => void notifications.refetch()} />
            ) : (
              <ul className="divide-y divide-slate-100">
                {items.map((item) => (
                  <li key={item._id}>
                    <Entry item={item} fresh={fresh.has(item._id)} onOpen={openEntry} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
