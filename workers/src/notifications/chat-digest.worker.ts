import {
  chatDigestDecider,
  chatDigestStream,
  chatStream,
  chatSystemLineTypes,
  mayMail,
  nameRequest,
  unreadMessagesOf,
  type ChatDigestCommand,
  type ChatEvent,
  type PlacedChatEvent,
  type UnreadMessage,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import type { Mailer } from '@referly/infra/ports/mailer';
import { kindOfChat, readRequest } from '../request-kinds.ts';
import { person } from './accounts-lookup.ts';
import type { ChatDigestJob } from './chat-digest.reactor.ts';
import { CHAT_DIGEST_QUEUE } from './events.ts';
import { chatDigestMail } from './mails.ts';

export type ChatDigestDeps = { eventStore: EventStore; jobQueue: JobQueue; mailer: Mailer; clock: () => Date };

const systemLineTypes = new Set<string>(chatSystemLineTypes);

/**
 * A chat message's delayed check. For each person on the request but its writer: if the message is still unread, the
 * digest of everything they left unread in the chat (and no earlier digest listed) is claimed in `chat-digests-{chatId}`
 * first, then mailed, then recorded as sent, so a later message's check finds it listed and sends nothing, and a crash
 * after the claim mails it on the retry. The check is closed (ChatDigestChecked) in every case.
 */
export const registerChatDigestWorker = (deps: ChatDigestDeps) => {
  const { eventStore, mailer } = deps;
  const now = () => deps.clock().toISOString();
  const run = (chatId: string, command: ChatDigestCommand) => handleCommand(eventStore, chatDigestStream(chatId), chatDigestDecider, command);

  const mailDue = async (job: ChatDigestJob, userId: string, unread: UnreadMessage[], about: string) => {
    const [reachable] = await person(eventStore, userId);
    if (!reachable || !mayMail('chatDigest', reachable.account.notificationSettings)) return;
    const { state } = await loadState(eventStore, chatDigestStream(job.chatId), chatDigestDecider);
    for (const [digestId, due] of Object.entries(state.unsent)) {
      if (due.userId !== userId) continue;
      const listed = new Set(due.messages.map((message) => message.messageId));
      const messages = unread.filter((message) => listed.has(message.messageId));
      const to = reachable.account.profile.email;
      // read meanwhile (between a claim and a retry): nothing is left to tell, and the digest is closed as it is
      if (messages.length > 0) {
        await mailer.send({ messageId: `<${digestId}@referly.dev>`, to, ...chatDigestMail(reachable.account.profile.firstName, about, messages) });
      }
      await run(job.chatId, { type: 'RecordDigestSent', chatId: job.chatId, digestId, to, now: now() });
    }
  };

  deps.jobQueue.process<ChatDigestJob>(
    CHAT_DIGEST_QUEUE,
    async ({ data: job }) => {
      const { chatId, requestId, messageId, senderId, participants, triggerEventId } = job;
      const chat = await eventStore.readStream(chatStream(chatId));
      const placed = chat.map((event) => ({ ...event, position: event.position }) as unknown as PlacedChatEvent);
      // the chat's kind, from the message this check is about: its request's stream holds the system lines
      const sent = chat.find((event) => event.data.messageId === messageId) as unknown as ChatEvent | undefined;
      const kind = kindOfChat(sent?.type === 'ChatMessageSent' ? sent.data.chatType : undefined);
      const requestEvents = kind ? await readRequest(eventStore, kind, requestId) : [];
      const systemLines = requestEvents.filter((event) => systemLineTypes.has(event.type)).map((event) => event.position);
      const named = kind?.requestRefOf(requestId, requestEvents[0]);
      // the request in its kind's words, as the bell names it in a chat message's line ('Backend Engineer at Atlassian')
      const about = kind && named ? nameRequest({ ...named, chatType: kind.chatType }, 'own') : 'your request at Referly';
      const recipients = [participants.seekerId, participants.referrerId].filter((id): id is string => id !== null && id !== senderId);
      for (const userId of recipients) {
        const unread = unreadMessagesOf(userId, placed, systemLines);
        if (unread.some((message) => message.messageId === messageId)) {
          const listed = unread.map((message) => ({ messageId: message.messageId, position: message.position }));
          await run(chatId, { type: 'ClaimDigest', chatId, digestId: `${triggerEventId}.${userId}`, userId, unread: listed, now: now() });
        }
        // also mails a digest an earlier try claimed but did not get to send
        await mailDue(job, userId, unread, about);
      }
      await run(chatId, { type: 'RecordChecked', chatId, triggerEventId, now: now() });
    },
    { concurrency: 1 },
  );
};
