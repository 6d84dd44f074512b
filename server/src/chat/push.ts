import type { RecordedEvent } from '@referly/domain';
import { ADMIN_ROOM, companyRoom, userRoom } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The people on a chat when its event happened: the seeker, the referrer handling the request (or, while nobody does,
 * its company's referrers) and the admins.
 */
const toEveryoneOnIt = (event: RecordedEvent): string[] => {
  const participants = (event.data.participants ?? {}) as Record<string, unknown>;
  const seekerId = text(participants.seekerId);
  const referrerId = text(participants.referrerId);
  const companyId = text(participants.companyId);
  const referrers = referrerId ? userRoom(referrerId) : companyId ? companyRoom(companyId) : null;
  return [seekerId ? userRoom(seekerId) : null, referrers, ADMIN_ROOM].filter((room): room is string => room !== null);
};

/**
 * The chat events' allow-list. A pushed message says which chat moved and who wrote; its text, its file and its sequence
 * are read through the chat's route (after the event's position), where the viewer's access is checked.
 */
export const chatPush: PushRules = {
  ChatMessageSent: { rooms: toEveryoneOnIt, fields: ['chatId', 'chatType', 'requestId', 'messageId', 'sender', 'at'] },
  ChatRead: { rooms: toEveryoneOnIt, fields: ['chatId', 'userId', 'upTo', 'at'] },
};
