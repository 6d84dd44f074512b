import type { ChatType, MailKind, NotificationAudience, NotificationSubject, RecordedEvent, RequestRef } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { Reachable } from './notifications/accounts-lookup.ts';

/** An event that may be e-mailed: as which kind of mail (its toggle), to whom, in which words. */
export type Mailing = { kind: MailKind; audience: NotificationAudience; subject: NotificationSubject; people: () => Promise<Reachable[]> };

/** What a kind's mailings may read: the log, and its requests as their mails name them. */
export type MailingDeps = { eventStore: EventStore; requestRef: (requestId: string) => Promise<RequestRef> };

/**
 * What a kind of request brings to the e-mail workers: the stream of one of its requests (whose system-line events a
 * chat digest counts), how its mails name a request (from the stream's first event; null when that is not its
 * opening), and which of its events are e-mailed, beside the bell, and how.
 */
export type RequestKindWorkers = {
  chatType: ChatType;
  streamOf: (requestId: string) => string;
  requestRefOf: (requestId: string, opening: RecordedEvent | undefined) => RequestRef | null;
  mailTriggers: readonly string[];
  mailingOf: (event: { type: string; data: Record<string, unknown> }, deps: MailingDeps) => Promise<Mailing | null>;
};
