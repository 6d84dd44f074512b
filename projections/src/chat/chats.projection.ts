import { chatSystemLineTypes, type ChatEvent, type RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { Projection, SetAside } from '../projection.ts';
import type { ChatOpening } from '../request-kind.ts';
import { kindOfChat, kindOpenedBy, requestKindProjections } from '../request-kinds.ts';
import type { ChatContentDoc, ChatDoc, ChatMessageDoc } from './chat-doc.ts';

export const CHATS = 'chats';
export const CHAT_MESSAGES = 'chatMessages';

export { chatPerson, type ChatContentDoc, type ChatDoc, type ChatMessageDoc, type ChatPersonDoc } from './chat-doc.ts';

type Step = { chat: ChatDoc; message: ChatMessageDoc | null };

// each kind's opening event makes a chat; its system-line events (the domain's lists) write lines in it
const handled = [...new Set([...requestKindProjections.map((kind) => kind.opens), ...chatSystemLineTypes, 'ChatMessageSent', 'ChatRead'])];

/** The field naming the request in an event of a kind's: the kind that opens with it or words it as a line. */
const requestIdFieldOf = (type: string): string | undefined =>
  requestKindProjections.find((kind) => kind.opens === type || kind.chat.systemLines[type] !== undefined)?.requestIdField;

/** The chat an event belongs to: a request's events name it by the request, a chat's by itself. */
const chatIdOf = (event: RecordedEvent): string | null => {
  const field = requestIdFieldOf(event.type);
  const id = event.data.chatId ?? (field === undefined ? undefined : event.data[field]);
  return typeof id === 'string' && id !== '' ? id : null;
};

/** A new message at the end of the chat: its sequence, the chat's latest message and its activity move with it. */
const withMessage = (chat: ChatDoc, event: RecordedEvent, id: string, sender: ChatMessageDoc['sender'], content: ChatContentDoc, at: string): Step => {
  const sequence = chat.messageCount + 1;
  const lastRead = sender ? { ...chat.lastRead, [sender._id]: sequence } : chat.lastRead;
  return {
    chat: {
      ...chat,
      messageCount: sequence,
      lastRead,
      latestMessage: { content: { type: content.type, value: content.value }, timestamp: at },
      lastActivityAt: at,
      _position: event.position,
    },
    message: { _id: id, chatId: chat._id, sequence, sender, content, at, _position: event.position },
  };
};

const systemLine = (chat: ChatDoc, recorded: RecordedEvent, text: string, at: string) =>
  withMessage(chat, recorded, recorded.id, null, { type: 'system', value: text }, at);

/** A request's new chat, empty, as its kind opens it. */
const opened = (recorded: RecordedEvent, open: (data: Record<string, unknown>) => ChatOpening): Step => {
  const { at, ...opening } = open(recorded.data);
  const chat: ChatDoc = {
    _id: opening.requestId,
    ...opening,
    latestMessage: null,
    messageCount: 0,
    lastRead: {},
    lastActivityAt: at,
    createdAt: at,
    _position: recorded.position,
  };
  return { chat, message: null };
};

/** Pure: the chat after one event, and the message it adds (a person's, a system line of its kind's, or none). */
export const evolveChat = (doc: ChatDoc | null, recorded: RecordedEvent): Step => {
  const opening = kindOpenedBy(recorded.type);
  if (opening) return opened(recorded, opening.chat.open);
  if (!doc) throw new Error(`chat ${String(chatIdOf(recorded))} has no request`);
  const chat = { ...doc, _position: recorded.position };
  const event = recorded as unknown as ChatEvent;
  if (event.type === 'ChatMessageSent') {
    const { messageId, sender, content, at } = event.data;
    return withMessage(chat, recorded, messageId, { _id: sender.userId, role: sender.role, name: sender.name }, content, at);
  }
  if (event.type === 'ChatRead') {
    const { userId, upTo } = event.data;
    // reading never goes back, and never past the newest message
    const seen = Math.min(Math.max(chat.lastRead[userId] ?? 0, upTo), chat.messageCount);
    return { chat: { ...chat, lastRead: { ...chat.lastRead, [userId]: seen } }, message: null };
  }
  const line = kindOfChat(chat.chatType)?.chat.systemLines[recorded.type];
  if (!line) throw new Error(`a ${chat.chatType} chat shows no ${recorded.type}`);
  const { text, at, patch } = line(recorded.data, chat);
  return systemLine({ ...chat, ...patch }, recorded, text, at);
};

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The chats and their messages, folded from `events` onto `start` (the stored chats, or none for a rebuild). */
const fold = (events: RecordedEvent[], docs: Map<string, ChatDoc | null>, wanted: (chatId: string) => boolean) => {
  const setAside: SetAside[] = [];
  const messages: ChatMessageDoc[] = [];
  const touched = new Set<string>();
  for (const event of events) {
    const id = chatIdOf(event);
    if (id === null || !wanted(id)) continue;
    const current = docs.get(id) ?? null;
    if (event.position <= (current?._position ?? 0)) continue;
    try {
      const { chat, message } = evolveChat(current, event);
      docs.set(id, chat);
      if (message) messages.push(message);
      touched.add(id);
    } catch (error) {
      setAside.push({ event, documentId: id, error: describeError(error) });
    }
  }
  return { setAside, messages, touched };
};

/**
 * The chats read model: a `chats` document per chat and a `chatMessages` document per message. A message's sequence is
 * its chat's count after it, so one projection writes both: messages first, then the chat that counts them. A retry
 * after a failure between the two counts from the same chat to the same sequences; a write lands only over an older
 * document, so a replay or a second runner never applies an event twice.
 */
export const chatsProjection: Projection = {
  name: CHATS,
  canHandle: [...handled],
  setup: async (store: ReadStore) => {
    const chats = store.collection(CHATS);
    await chats.createIndex({ seekerId: 1, lastActivityAt: -1 });
    await chats.createIndex({ companyId: 1, paid: 1, lastActivityAt: -1 });
    await chats.createIndex({ lastActivityAt: -1 });
    await store.collection(CHAT_MESSAGES).createIndex({ chatId: 1, sequence: -1 });
  },
  apply: async (events, store) => {
    const chats = store.collection<ChatDoc>(CHATS);
    const ids = new Set(events.map(chatIdOf).filter((id): id is string => id !== null));
    const docs = new Map<string, ChatDoc | null>();
    await Promise.all([...ids].map(async (id) => docs.set(id, await chats.findOne({ _id: id }))));
    const { setAside, messages, touched } = fold(events, docs, () => true);
    await Promise.all(messages.map((message) => store.collection<ChatMessageDoc>(CHAT_MESSAGES).replaceIfNewer(message)));
    await Promise.all(
      [...touched].map(async (id) => {
        const chat = docs.get(id);
        if (chat) await chats.replaceIfNewer(chat);
      }),
    );
    return setAside;
  },
  rebuildDocuments: async (documentIds, pages, store) => {
    const wanted = new Set(documentIds);
    const docs = new Map<string, ChatDoc | null>();
    const setAside: SetAside[] = [];
    const messages: ChatMessageDoc[] = [];
    for await (const page of pages) {
      const folded = fold(page, docs, (id) => wanted.has(id));
      setAside.push(...folded.setAside);
      messages.push(...folded.messages);
    }
    const messageDocs = store.collection<ChatMessageDoc>(CHAT_MESSAGES);
    for (const id of wanted) await Promise.all((await messageDocs.find({ chatId: id })).map((message) => messageDocs.deleteOne({ _id: message._id })));
    for (const message of messages) await messageDocs.replaceOne({ _id: message._id }, message, { upsert: true });
    const chats = store.collection<ChatDoc>(CHATS);
    for (const id of wanted) {
      const chat = docs.get(id);
      if (chat) await chats.replaceOne({ _id: id }, chat, { upsert: true });
      else await chats.deleteOne({ _id: id });
    }
    return setAside;
  },
};
