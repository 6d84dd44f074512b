import { chatMessages, DomainError, type ChatType } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ChatDoc } from '@referly/projections/chat/chats.projection';
import { getChat, listChats } from '@referly/projections/chat/queries';
import type { Viewer } from '../auth/viewer.ts';
import type { RequestKind, RequestKinds } from '../platform/request-kinds.ts';

const notFound = () => new DomainError('not_found', chatMessages.notFound);

/**
 * Whoever may see a chat's request, as its kind says, may see the chat; anyone else, and everyone for a kind nobody
 * registered, is told it does not exist.
 */
export const mustSeeChat = async (
  readStore: ReadStore,
  kinds: RequestKinds,
  viewer: Viewer,
  chatId: string,
  chatType?: ChatType,
): Promise<{ chat: ChatDoc; kind: RequestKind }> => {
  const chat = await getChat(readStore, chatId);
  if (!chat || (chatType !== undefined && chat.chatType !== chatType)) throw notFound();
  const kind = kinds.of(chat.chatType);
  if (!kind || !(await kind.chat.canSeeRequest(viewer, chat.requestId))) throw notFound();
  return { chat, kind };
};

/**
 * A viewer's chat list: of each registered kind (or the one asked for), the chats its scope gives them, never of
 * another kind, latest activity first.
 */
export const visibleChats = async (
  readStore: ReadStore,
  kinds: RequestKinds,
  viewer: Viewer,
  query: { chatType?: ChatType | undefined; search?: string | undefined },
): Promise<ChatDoc[]> => {
  const listed = kinds.all().filter(([chatType]) => query.chatType === undefined || query.chatType === chatType);
  const lists = await Promise.all(
    listed.map(([chatType, kind]) =>
      listChats(readStore, { $and: [{ chatType }, kind.chat.chatScope(viewer)] }, { chatType, search: query.search, searchIn: kind.chat.searchIn(viewer) }),
    ),
  );
  return lists.flat().sort((a, b) => (a.lastActivityAt === b.lastActivityAt ? (a._id < b._id ? -1 : 1) : a.lastActivityAt < b.lastActivityAt ? 1 : -1));
};
