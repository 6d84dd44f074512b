import clsx from 'clsx';
import { formatDate } from '../../../lib/dates';
import type { Chat } from '../api/types';
import { withWhomOf } from './chat-people';
import { UnreadBadge } from './unread-badge';

/** The last message in a line: its words, the file's name, or the system line. */
export const previewOf = (content: NonNullable<Chat['latestMessage']>['content']): string =>
  content.type === 'file' ? `Sent a file: ${content.value}` : content.value;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

type ChatListProps = { chats: Chat[]; selectedId: string | null; onSelect: (chat: Chat) => void; myId: string | null };

/** The chats, latest activity first: who, about which position, the last message and how many are unread. */
export function ChatList({ chats, selectedId, onSelect, myId }: ChatListProps) {
  return (
    <ul aria-label="Chats" className="flex flex-col divide-y divide-slate-100">
      {chats.map((chat) => {
        const selected = chat._id === selectedId;
        const who = withWhomOf(chat, myId);
        const { desiredPosition, companyName } = chat.requestDetails;
        return (
          <li key={chat._id}>
            <button
              type="button"
              onClick={() => onSelect(chat)}
              aria-current={selected || undefined}
              className={clsx('focus-ring flex w-full items-start gap-3 px-4 py-3 text-left transition-colors', selected ? 'bg-brand-50' : 'hover:bg-slate-50')}
            >
              <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                {initialsOf(who) || '?'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={clsx('truncate text-sm text-ink', chat.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{who}</span>
                  {chat.latestMessage && (
                    <time dateTime={chat.latestMessage.timestamp} className="shrink-0 text-xs text-muted tabular-nums">
                      {formatDate(chat.latestMessage.timestamp)}
                    </time>
                  )}
                </span>
                <span className="block truncate text-xs text-muted">
                  {desiredPosition} at {companyName}
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span className={clsx('min-w-0 flex-1 truncate text-sm', chat.unreadCount > 0 ? 'text-ink' : 'text-slate-500')}>
                    {chat.latestMessage ? previewOf(chat.latestMessage.content) : 'No messages yet'}
                  </span>
                  <UnreadBadge count={chat.unreadCount} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
