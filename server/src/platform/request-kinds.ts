import type { ChatParticipants, ChatType, RecordedEvent } from '@referly/domain';
import type { Filter } from '@referly/infra/ports/read-store';
import type { ChatSearchField } from '@referly/projections/chat/queries';
import type { Viewer } from '../auth/viewer.ts';
import type { PaymentPurpose, PaymentPurposes } from './payment-purposes.ts';

/** What a kind of request says about its chat: who reads it, who writes in it, and what changes that. */
export type RequestKindChat = {
  /** whether the viewer may see the request, and so its chat; to anyone else the chat does not exist */
  canSeeRequest(viewer: Viewer, requestId: string): Promise<boolean>;
  /** whether the viewer, who may see the chat, may also write in it */
  mayWrite(viewer: Viewer): boolean;
  /** the read-model filter of this kind's chats a viewer's list holds (chat always adds the kind's chatType to it) */
  chatScope(viewer: Viewer): Filter;
  /** where a search for "the other person" looks, by who is searching */
  searchIn(viewer: Viewer): ChatSearchField[];
  /** who is on the request now, from its own stream (null: no such request); a message's events carry them */
  participants(requestId: string): Promise<ChatParticipants | null>;
  /** the live rooms a message in its chat is announced to, from the people the message's event carries */
  rooms(participants: ChatParticipants): string[];
  /**
   * The events after which who may see a chat of this kind may have changed: its watchers are checked again (the
   * request's, by `requestIdOf`, or everything the person named by the event's `userId` watches).
   */
  accessChanges: readonly string[];
  /** the request (and so the chat) an event of `accessChanges` is about, if it is about one */
  requestIdOf(event: RecordedEvent): string | null;
};

/** A kind of request, as the features it plugs into read it. */
export type RequestKind = {
  chat: RequestKindChat;
  /** what its payments do, registered as the payment purpose of the same name */
  payment: PaymentPurpose;
};

/**
 * The kinds of request (job referrals, resume reviews) by their chatType, which is also the `service` their payments
 * carry: each paid feature registers its kind from its module, and chat (and what else serves every kind) reads it here
 * instead of importing the feature. A kind nobody registered has no chat anyone may see.
 */
export const createRequestKinds = (paymentPurposes: PaymentPurposes) => {
  const kinds = new Map<ChatType, RequestKind>();
  return {
    register(chatType: ChatType, kind: RequestKind): void {
      if (kinds.has(chatType)) throw new Error(`Two features register the request kind ${chatType}`);
      kinds.set(chatType, kind);
      paymentPurposes.register(chatType, kind.payment);
    },
    of: (chatType: ChatType): RequestKind | undefined => kinds.get(chatType),
    all: (): [ChatType, RequestKind][] => [...kinds],
  };
};
export type RequestKinds = ReturnType<typeof createRequestKinds>;
