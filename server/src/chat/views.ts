import { isPictureType, type ChatMessageView, type ChatView } from '@referly/domain';
import type { ChatDoc, ChatMessageDoc } from '@referly/projections/chat/chats.projection';
import type { Viewer } from '../auth/viewer.ts';

/** The path a chat's file is downloaded from, by whoever may see the chat. */
export const chatFileUrl = (chatId: string, messageId: string) => `/api/chat/${chatId}/files/${messageId}`;

/**
 * A message as the API answers it: a file by its name, size, type and download path, never by where it is kept; shown
 * inline only if its bytes showed a raster picture.
 */
export const messageView = (doc: ChatMessageDoc): ChatMessageView => {
  const { file, ...content } = doc.content;
  return {
    _id: doc._id,
    sequence: doc.sequence,
    sender: doc.sender,
    content: file
      ? { ...content, file: { name: file.name, size: file.size, mime: file.mime, url: chatFileUrl(doc.chatId, doc._id), image: isPictureType(file.mime) } }
      : content,
    timestamp: doc.at,
  };
};

/** Spec 001 §3's chat, as one person sees it: with their unread count and whether they may write in it (its kind's say). */
export const chatView = (doc: ChatDoc, viewer: Viewer, unreadCount: number, canSend: boolean): ChatView => ({
  _id: doc._id,
  chatType: doc.chatType,
  requestDetails: {
    _id: doc.requestId,
    desiredPosition: doc.desiredPosition,
    companyName: doc.companyName,
    status: doc.status,
    statusLabel: doc.statusLabel,
  },
  participants: { jobSeeker: doc.seeker, referrer: doc.referrer },
  latestMessage: doc.latestMessage,
  unreadCount,
  badge: unreadCount,
  canSend,
  seenBy: [doc.seeker, doc.referrer].flatMap((person) =>
    person && person._id !== viewer.userId ? [{ _id: person._id, name: person.name, upTo: doc.lastRead[person._id] ?? 0 }] : [],
  ),
});
