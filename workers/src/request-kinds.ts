import type { EventStore } from '@referly/infra/ports/event-store';
import { referralWorkers } from './referrals/kind.ts';
import type { RequestKindWorkers } from './request-kind.ts';
import { resumeReviewMailWorkers } from './resume-review/kind.ts';

/** The kinds of request, as the e-mail workers read them. A new kind adds its line here. */
export const requestKindWorkers: readonly RequestKindWorkers[] = [referralWorkers, resumeReviewMailWorkers];

export const kindOfChat = (chatType: unknown): RequestKindWorkers | undefined => requestKindWorkers.find((kind) => kind.chatType === chatType);

/** The kind that e-mails events of this type. */
export const kindMailing = (type: string): RequestKindWorkers | undefined => requestKindWorkers.find((kind) => kind.mailTriggers.includes(type));

/** A request's stream, read from the start: its opening event first. */
export const readRequest = (eventStore: EventStore, kind: RequestKindWorkers, requestId: string) => eventStore.readStream(kind.streamOf(requestId));
