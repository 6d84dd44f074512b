import { chatSystemLineTypes, type ChatEvent } from '@referly/domain';
import type { LiveHandlers } from '../../lib/socket';
import { chatKeys } from './api/keys';

// docs/API.md, Chats: the chat's own events, and the request's events the chat read model turns into system lines
const changesChats = [...(['ChatMessageSent', 'ChatRead'] as const satisfies readonly ChatEvent['type'][]), ...chatSystemLineTypes];

/** The chat lists and any open chat follow new messages, reads and system lines without a reload. */
export const chatLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesChats.map((type) => [type, [chatKeys.all]])),
};
