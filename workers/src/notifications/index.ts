import { CHAT_DIGEST_AFTER_MS } from '@referly/domain';
import type { WorkerFeature } from '../worker-feature.ts';
import { chatDigestReactor } from './chat-digest.reactor.ts';
import { registerChatDigestWorker } from './chat-digest.worker.ts';
import { notificationMailReactor } from './notification-mail.reactor.ts';
import { registerNotificationMailWorker } from './notification-mail.worker.ts';

/** Notification e-mails, each as the person's Notification Settings allow, and digests of chat messages left unread for `digestAfterMs`. */
export const notificationWorkersWith = ({ digestAfterMs = CHAT_DIGEST_AFTER_MS }: { digestAfterMs?: number } = {}): WorkerFeature => ({
  name: 'notifications',
  reactors: [notificationMailReactor, chatDigestReactor(digestAfterMs)],
  register: ({ eventStore, jobQueue, mailer, clock, log }) => {
    registerNotificationMailWorker({ eventStore, jobQueue, mailer, clock, log });
    registerChatDigestWorker({ eventStore, jobQueue, mailer, clock });
  },
});

export const notificationWorkers: WorkerFeature = notificationWorkersWith();
