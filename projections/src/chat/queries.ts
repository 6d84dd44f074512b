import type { ChatType } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { CHAT_MESSAGES, CHATS, type ChatDoc, type ChatMessageDoc } from './chats.projection.ts';
import { searchPattern } from '../search.ts';

/** Where a search looks: the other person's name (by the viewer's role), the position and the company. */
export type ChatSearchField = 'seeker.name' | 'referrer.name' | 'desiredPosition' | 'companyName';

/**
 * The chats a person may see (`scope`, the same filter as their requests), of one kind or every kind, latest activity
 * first. A chat nothing has happened in yet (a request not paid) is not listed.
 */
export const listChats = async (
  store: ReadStore,
  scope: Filter,
  query: { chatType?: ChatType | undefined; search?: string | undefined; searchIn: ChatSearchField[] },
): Promise<ChatDoc[]> => {
  const conditions: Filter[] = [scope, { messageCount: { $gt: 0 } }];
  if (query.chatType) conditions.push({ chatType: query.chatType });
  const search = query.search?.trim();
  if (search) {
    const pattern = searchPattern(search);
    conditions.push({ $or: query.searchIn.map((field) => ({ [field]: pattern })) });
  }
  return store.collection<ChatDoc>(CHATS).find({ $and: conditions }, { sort: { lastActivityAt: -1, _id: 1 } });
};

export const getChat = (store: ReadStore, chatId: string): Promise<ChatDoc | null> => store.collection<ChatDoc>(CHATS).findOne({ _id: chatId });

export type MessagePage = { messages: ChatMessageDoc[]; hasMore: boolean };

/** The last `limit` messages before sequence `before` (default: the newest), oldest first, and whether older ones remain. */
export const messagesBefore = async (store: ReadStore, chatId: string, page: { before?: number | undefined; limit: number }): Promise<MessagePage> => {
  const filter: Filter = page.before === undefined ? { chatId } : { chatId, sequence: { $lt: page.before } };
  const newest = await store.collection<ChatMessageDoc>(CHAT_MESSAGES).find(filter, { sort: { sequence: -1 }, limit: page.limit + 1 });
  return { messages: newest.slice(0, page.limit).reverse(), hasMore: newest.length > page.limit };
};

export const getChatMessage = (store: ReadStore, chatId: string, messageId: string): Promise<ChatMessageDoc | null> =>
  store.collection<ChatMessageDoc>(CHAT_MESSAGES).findOne({ _id: messageId, chatId });

/** What a person has not read of a chat: the messages of others and the system lines after the last one they saw. */
export const unreadCount = (store: ReadStore, chat: ChatDoc, userId: string): Promise<number> => {
  const seen = chat.lastRead[userId] ?? 0;
  if (seen >= chat.messageCount) return Promise.resolve(0);
  return store.collection<ChatMessageDoc>(CHAT_MESSAGES).countDocuments({ chatId: chat._id, sequence: { $gt: seen }, 'sender._id': { $ne: userId } });
};
