import { chatTypeSchema, type ChatParticipants, type RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getChatMessage } from '@referly/projections/chat/queries';
import { ADMIN_ROOM, chatRoom, companyRoom, userRoom } from '../live/rooms.ts';
import { pick, type PushRules } from '../platform/feature-module.ts';
import type { RequestKinds } from '../platform/request-kinds.ts';
import { messageView } from './views.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The people on a chat when its event happened, as the event names them. */
const participantsOf = (event: RecordedEvent): ChatParticipants => {
  const participants = (event.data.participants ?? {}) as Record<string, unknown>;
  return { seekerId: text(participants.seekerId) ?? '', referrerId: text(participants.referrerId), companyId: text(participants.companyId) ?? '' };
};

/**
 * A read mark names no kind: the seeker, the referrer handling the request (or, while nobody does, its company's
 * referrers) and the admins hear of it. It carries no words, only who read up to where.
 */
const toEveryoneOnIt = (event: RecordedEvent): string[] => {
  const { seekerId, referrerId, companyId } = participantsOf(event);
  const referrers = referrerId ? userRoom(referrerId) : companyId ? companyRoom(companyId) : null;
  return [seekerId ? userRoom(seekerId) : null, referrers, ADMIN_ROOM].filter((room): room is string => room !== null);
};

/** What a pushed message's notice says: which chat moved and who wrote, never what. */
const NOTICE_FIELDS = ['chatId', 'chatType', 'requestId', 'messageId', 'sender', 'at'] as const;

/** How long a watched chat's message waits for the read model to number it before its watchers get the notice instead. */
export const WATCHERS_WAIT_MS = 5000;

export type ChatPushDeps = {
  kinds: RequestKinds;
  readStore: ReadStore;
  /** resolves once the read models reached a position (false: not within the time) */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  /** resolves once the watches this node is checking again (after an event that may change who sees a chat) are settled */
  rechecked: () => Promise<void>;
};

/**
 * The chat events' allow-list. A pushed message's notice says which chat moved and who wrote, to whom its request's
 * kind says (nobody, for a kind nobody registered). The sockets watching the chat (its room, joined only after the
 * chat's access check, and left when a re-check fails) hear instead the message as the chat's read shows it (its
 * text, its sender, its time, its file's name, size and type, its sequence) in that one push, once the read model
 * numbered it and any re-check of who may watch started before it is settled; anyone else reads it through the chat's
 * route, where the viewer's access is checked.
 */
export const chatPush = ({ kinds, readStore, waitFor, rechecked }: ChatPushDeps): PushRules => {
  const kindOf = (event: RecordedEvent) => {
    const chatType = chatTypeSchema.safeParse(event.data.chatType);
    return chatType.success ? kinds.of(chatType.data) : undefined;
  };
  return {
    ChatMessageSent: {
      rooms: (event) => kindOf(event)?.chat.rooms(participantsOf(event)) ?? [],
      fields: NOTICE_FIELDS,
      watchers: {
        room: (event) => {
          const chatId = text(event.data.chatId);
          return chatId && kindOf(event) ? chatRoom(chatId) : null;
        },
        data: async (event) => {
          const [chatId, messageId] = [text(event.data.chatId), text(event.data.messageId)];
          if (!chatId || !messageId || !(await waitFor(event.position, WATCHERS_WAIT_MS))) return null;
          await rechecked();
          const stored = await getChatMessage(readStore, chatId, messageId);
          return stored ? { ...pick(event.data, NOTICE_FIELDS), message: messageView(stored) } : null;
        },
      },
    },
    ChatRead: { rooms: toEveryoneOnIt, fields: ['chatId', 'userId', 'upTo', 'at'] },
  };
};
