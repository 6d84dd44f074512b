import { chatStream } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getChat } from '@referly/projections/chat/queries';
import { viewerOf } from '../auth/viewer.ts';
import type { RequestKinds } from '../platform/request-kinds.ts';
import type { ChatService } from './chat-service.ts';

/** The demo seeker's paid request at Atlassian, which no referrer has taken yet (server/src/referrals/demo-referrals.ts). */
const DEMO_CHAT_ID = '00000000-0000-4000-c000-000000000002';
const sam = { sub: '00000000-0000-4000-a000-000000000002', role: 'jobSeeker' } as const;
const riley = { sub: '00000000-0000-4000-a000-000000000003', role: 'referrer' } as const;

const conversation: [typeof sam | typeof riley, string][] = [
  [sam, "Hi! I'd love a referral for the Frontend Software Engineer role. Happy to answer any questions about my experience."],
  [riley, 'Hi Sam, thanks for reaching out. I will read your resume today.'],
  [riley, 'Could you tell me which of your projects used React and TypeScript?'],
];

export type DemoChatDeps = {
  chat: ChatService;
  eventStore: EventStore;
  readStore: ReadStore;
  kinds: RequestKinds;
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
};

/**
 * A short conversation on the demo's waiting request, so a new visitor finds a chat with an unread reply (seeker) and
 * one to answer (referrer). Written through the chat's own use case, once: nothing is added to a chat that has messages.
 */
export const seedDemoChat = async ({ chat, eventStore, readStore, kinds, waitFor }: DemoChatDeps): Promise<number> => {
  if ((await eventStore.readStream(chatStream(DEMO_CHAT_ID))).length > 0) return 0;
  // the request's chat exists once the read models hold its payment, seeded by the referrals feature just before
  await waitFor(await eventStore.headPosition(), 10_000);
  const doc = await getChat(readStore, DEMO_CHAT_ID);
  const kind = doc && kinds.of(doc.chatType);
  if (!doc || !kind) return 0;
  let position = 0;
  for (const [sender, text] of conversation) position = (await chat.send(doc, kind, await viewerOf(readStore, sender), { text })).position;
  return position;
};
