import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { useChats } from '../api/queries';

const COUNTED = /^\(\d+\+?\) /;

/** The title with the count in front, as "(3) Referly — …"; the title alone for 0. */
export const titleWithCount = (title: string, count: number) => {
  const bare = title.replace(COUNTED, '');
  if (count <= 0) return bare;
  return `(${count > 99 ? '99+' : count}) ${bare}`;
};

/**
 * The browser tab says how many chat messages wait for the signed-in seeker or referrer, across all their chats, and
 * follows new messages and reads live (the chat list is kept fresh by the chat feature's live handlers). Admins read
 * chats without being in them, so nothing waits for them.
 */
export function UnreadChatsTitle() {
  const { token, user } = useSession();
  const inChats = Boolean(token) && (user?.userRole === 'jobSeeker' || (user?.userRole === 'referrer' && user.referrerVerificationStatus === 'approved'));
  const chats = useChats({ chatType: 'jobReferral', search: '' }, { enabled: inChats });
  const unread = inChats ? (chats.data ?? []).reduce((sum, chat) => sum + chat.unreadCount, 0) : 0;
  useEffect(() => {
    document.title = titleWithCount(document.title, unread);
  }, [unread]);
  return null;
}
