import { useEffect, useRef } from 'react';
import { Eye } from 'lucide-react';
import { chatMessages } from '@referly/domain';
import { useSession } from '../../../lib/session';
import { ListError, useFailureToast } from '../../../ui/list-states';
import { useMarkRead } from '../api/mutations';
import { messagesOf, useChat } from '../api/queries';
import { useChatRoom } from '../api/room';
import type { ChatType } from '../api/types';
import { Composer } from './composer';
import { MessageList, MessageListSkeleton } from './message-list';
import { TypingLine } from './presence';

type ConversationProps = {
  chatType: ChatType;
  requestId: string;
  /** shown to the person now (an open drawer, the selected chat): what they see is marked read */
  active: boolean;
  /** put the caret in the message box when it appears */
  autoFocus?: boolean;
};

/** Only who may send gets a box; an admin reading a job referral chat is told why there is none. */
function ReadOnlyNote({ isAdmin }: { isAdmin: boolean }) {
  return (
    <p role="note" className="flex items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-muted">
      <Eye aria-hidden className="size-4 shrink-0" />
      {isAdmin ? 'Read only: admins can read job referral chats but not send in them.' : 'You can no longer send messages in this chat.'}
    </p>
  );
}

/** One chat's messages and its message box: the same in the drawer, the messenger and the chat manager. */
export function Conversation({ chatType, requestId, active, autoFocus = false }: ConversationProps) {
  const { user } = useSession();
  const chat = useChat(chatType, requestId);
  useFailureToast(chat.isError && chat.errorUpdateCount === 1, chatMessages.failDetail);
  const markRead = useMarkRead(chatType, requestId);
  const newest = chat.data?.pages[0];
  const messages = messagesOf(chat.data);
  const lastSequence = messages.at(-1)?.sequence ?? 0;
  const unread = newest?.unreadCount ?? 0;
  const room = useChatRoom(newest?._id);

  const markedUpTo = useRef(0);
  const { mutate } = markRead;
  useEffect(() => {
    if (!active || unread === 0 || lastSequence <= markedUpTo.current) return;
    markedUpTo.current = lastSequence;
    mutate(lastSequence);
  }, [active, unread, lastSequence, mutate]);

  if (chat.isPending) return <MessageListSkeleton />;
  if (!newest) {
    return (
      <div className="flex-1 p-4">
        <ListError message={chatMessages.failDetail} onRetry={() => void chat.refetch()} />
      </div>
    );
  }
  return (
    <>
      <MessageList
        messages={messages}
        myId={user?.id ?? null}
        hasOlder={chat.hasNextPage}
        loadingOlder={chat.isFetchingNextPage}
        onLoadOlder={() => void chat.fetchNextPage()}
        seenUpTo={Math.max(0, ...newest.seenBy.map((person) => person.upTo))}
      />
      <TypingLine typing={room.typing} />
      {newest.canSend ? <Composer chatType={chatType} chatId={newest._id} autoFocus={autoFocus} /> : <ReadOnlyNote isAdmin={user?.userRole === 'admin'} />}
    </>
  );
}
