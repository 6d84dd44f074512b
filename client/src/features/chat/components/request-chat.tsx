import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useSession } from '../../../lib/session';
import { buttonClass } from '../../../ui/button';
import { useChat } from '../api/queries';
import { useChatRoom } from '../api/room';
import type { ChatType } from '../api/types';
import { withWhomOf } from './chat-people';
import { ChatDrawer, type DrawerState } from './chat-drawer';
import { presenceOf } from './presence';
import { UnreadBadge } from './unread-badge';

export type RequestChatProps = {
  chatType: ChatType;
  requestId: string;
  company: string;
  position: string;
  /** the button's words: 'Chat', 'Chat with Mia' */
  label: string;
};

/** A request's Chat button with its real unread count, and the drawer it opens (spec 001 §2.5). */
export function RequestChat({ chatType, requestId, company, position, label }: RequestChatProps) {
  const { user } = useSession();
  const chat = useChat(chatType, requestId);
  const [state, setState] = useState<DrawerState>('closed');
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const newest = chat.data?.pages[0];
  const unread = newest?.unreadCount ?? 0;
  const open = state === 'open' || state === 'maximized';
  const room = useChatRoom(state === 'closed' ? undefined : newest?._id);

  return (
    <>
      <button
        ref={setOpener}
        type="button"
        onClick={() => setState(open ? 'closed' : 'open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        className={buttonClass('primary', 'md')}
      >
        <MessageCircle aria-hidden className="size-4" />
        {label}
        <UnreadBadge count={unread} look="onBrand" />
      </button>
      <ChatDrawer
        state={state}
        onStateChange={setState}
        chatType={chatType}
        requestId={requestId}
        company={newest?.requestDetails.companyName ?? company}
        position={newest?.requestDetails.desiredPosition ?? position}
        withWhom={newest ? withWhomOf(newest, user?.id ?? null) : undefined}
        presence={newest ? presenceOf(newest, room) : null}
        unread={unread}
        returnFocusTo={opener}
      />
    </>
  );
}
