import { chatTypeSchema, type ChatParticipants, type RecordedEvent } from '@referly/domain';
import { ADMIN_ROOM, companyRoom, userRoom } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';
import type { RequestKinds } from '../platform/request-kinds.ts';

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

/**
 * The chat events' allow-list. A pushed message says which chat moved and who wrote, to whom its request's kind says
 * (nobody, for a kind nobody registered); its text, its file and its sequence are read through the chat's route (after
 * the event's position), where the viewer's access is checked.
 */
export const chatPush = (kinds: RequestKinds): PushRules => ({
  ChatMessageSent: {
    rooms: (event) => {
      const chatType = chatTypeSchema.safeParse(event.data.chatType);
      const kind = chatType.success ? kinds.of(chatType.data) : undefined;
      return kind ? kind.chat.rooms(participantsOf(event)) : [];
    },
    fields: ['chatId', 'chatType', 'requestId', 'messageId', 'sender', 'at'],
  },
  ChatRead: { rooms: toEveryoneOnIt, fields: ['chatId', 'userId', 'upTo', 'at'] },
});
