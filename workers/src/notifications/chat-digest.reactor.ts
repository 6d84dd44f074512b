import { CHAT_DIGEST_AFTER_MS, type ChatEvent, type ChatParticipants } from '@referly/domain';
import type { Reactor } from '../reactor.ts';
import { kindOfChat } from '../request-kinds.ts';
import { CHAT_DIGEST_QUEUE } from './events.ts';

export type ChatDigestJob = { triggerEventId: string; chatId: string; requestId: string; messageId: string; senderId: string; participants: ChatParticipants };
export const CHAT_DIGEST_JOB = 'chat-digest';

/**
 * Each chat message is looked at again `digestAfterMs` after it is queued (15 minutes in production): if a person on
 * the request has still not read it then, they get one digest of what they left unread. The worker cannot see who is
 * online (sockets live on the server nodes), so "still unread after 15 minutes" stands for "offline". A restart queues
 * the checks still open again with the full delay: a digest may come late, never early, never twice.
 */
export const chatDigestReactor = (digestAfterMs = CHAT_DIGEST_AFTER_MS): Reactor => ({
  name: 'chat-digest',
  queue: CHAT_DIGEST_QUEUE,
  triggers: ['ChatMessageSent'],
  completions: ['ChatDigestChecked'],
  options: { attempts: 5, backoffMs: 2000, delayMs: digestAfterMs },
  toJob: (recorded) => {
    const event = recorded as unknown as ChatEvent;
    // a chat of a kind of request nobody registered has no digests
    if (event.type !== 'ChatMessageSent' || !kindOfChat(event.data.chatType)) return null;
    const { chatId, requestId, messageId, sender, participants } = event.data;
    const data: ChatDigestJob = { triggerEventId: recorded.id, chatId, requestId, messageId, senderId: sender.userId, participants };
    return { name: CHAT_DIGEST_JOB, data };
  },
  triggerIdOf: (completion) => (typeof completion.data.triggerEventId === 'string' ? completion.data.triggerEventId : null),
});
