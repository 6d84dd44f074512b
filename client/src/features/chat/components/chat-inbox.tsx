import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, ExternalLink, MessagesSquare } from 'lucide-react';
import clsx from 'clsx';
import { chatMessages } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { ClearFiltersButton, SearchField } from '../../../ui/list-filters';
import { ListError, ListSkeleton, useFailureToast } from '../../../ui/list-states';
import { RequestStatusBadge } from '../../../ui/status-badge';
import { useChats } from '../api/queries';
import type { Chat, ChatType } from '../api/types';
import { ChatList } from './chat-list';
import { withWhomOf } from './chat-people';
import { Conversation } from './conversation';
import { PresenceNote, presenceOf } from './presence';
import { useChatRoom } from '../api/room';

type ChatInboxProps = {
  chatType: ChatType;
  search: string;
  searchText: string;
  onSearchText: (text: string) => void;
  onClearSearch: () => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** what an empty list says, with the next step */
  emptyState: ReactNode;
};

/** The request a chat is about, where the viewer's role opens it. */
const requestPathOf = (chat: Chat, role: string | undefined) => {
  if (chat.chatType !== 'jobReferral') return null;
  if (role === 'admin') return paths.adminJobReferral(chat._id);
  if (role === 'referrer') return paths.referrerDetails(chat._id);
  return paths.userJobReferral(chat._id);
};

function ConversationPane({ chat, onBack }: { chat: Chat; onBack: () => void }) {
  const { user } = useSession();
  const requestPath = requestPathOf(chat, user?.userRole);
  const { desiredPosition, companyName, status, statusLabel } = chat.requestDetails;
  const room = useChatRoom(chat._id);
  return (
    <section aria-labelledby="conversation-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to chats"
          className="focus-ring grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 md:hidden"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </button>
        <div className="min-w-0 flex-1">
          <h2 id="conversation-title" className="truncate text-base font-semibold text-ink">
            {withWhomOf(chat, user?.id ?? null)}
          </h2>
          <p className="flex min-w-0 items-center gap-2 text-xs text-muted">
            <span className="truncate">
              {desiredPosition} at {companyName}
            </span>
            <PresenceNote text={presenceOf(chat, room)} />
          </p>
        </div>
        {status && <RequestStatusBadge status={status} label={statusLabel} />}
        {requestPath && (
          <Link
            to={requestPath}
            aria-label="View request"
            className="focus-ring inline-flex shrink-0 items-center gap-1 rounded p-1 text-sm font-medium text-brand hover:underline"
          >
            <span className="hidden sm:inline">View request</span>
            <ExternalLink aria-hidden className="size-4" />
          </Link>
        )}
      </header>
      <Conversation key={chat._id} chatType={chat.chatType} requestId={chat._id} active />
    </section>
  );
}

/**
 * A searchable list of chats and the selected conversation beside it; on a phone the list and the conversation are
 * separate views, with a way back to the list.
 */
export function ChatInbox({ chatType, search, searchText, onSearchText, onClearSearch, selectedId, onSelect, emptyState }: ChatInboxProps) {
  const { user } = useSession();
  const chats = useChats({ chatType, search });
  useFailureToast(chats.isError && chats.errorUpdateCount === 1, chatMessages.failList);
  const list = chats.data ?? [];
  // a search that leaves the open chat out of the list does not close it
  const lastSelected = useRef<Chat | null>(null);
  const found = list.find((chat) => chat._id === selectedId) ?? (lastSelected.current?._id === selectedId ? lastSelected.current : null);
  lastSelected.current = found;
  const selected = found;

  const listBody = () => {
    if (chats.isPending) return <ListSkeleton label="Loading chats" cells={['size-10 rounded-full', 'h-4 flex-1']} rows={5} />;
    if (chats.isError && list.length === 0) return <ListError message={chatMessages.failList} onRetry={() => void chats.refetch()} />;
    if (list.length === 0 && search)
      return (
        <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-muted">
          <p>No chats match “{search}”.</p>
          <ClearFiltersButton label="Clear search" onClick={onClearSearch} />
        </div>
      );
    if (list.length === 0) return <div className="p-4">{emptyState}</div>;
    return <ChatList chats={list} selectedId={selectedId} onSelect={(chat) => onSelect(chat._id)} myId={user?.id ?? null} />;
  };

  return (
    <div className="grid h-[calc(100dvh-12rem)] grid-cols-[minmax(0,1fr)] min-h-[28rem] overflow-hidden rounded-xl border border-slate-200 bg-white md:h-[min(44rem,calc(100dvh-14rem))] md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className={clsx('min-h-0 flex-col border-slate-200 md:flex md:border-r', selected ? 'hidden' : 'flex')}>
        <div className="border-b border-slate-200 p-3">
          <SearchField label="Search chats" value={searchText} onChange={onSearchText} placeholder="Search by name, position or company" className="block" />
        </div>
        <div className={clsx('min-h-0 flex-1 overflow-y-auto', chats.isPlaceholderData && 'opacity-60')} aria-busy={chats.isFetching || undefined}>
          {listBody()}
        </div>
      </div>
      <div className={clsx('min-h-0 flex-col', selected ? 'flex' : 'hidden md:flex')}>
        {selected ? (
          <ConversationPane chat={selected} onBack={() => onSelect(null)} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted">
            <MessagesSquare aria-hidden className="size-10 text-slate-300" />
            <p>Choose a conversation to read it here.</p>
          </div>
        )}
      </div>
    </div>
  );
}
