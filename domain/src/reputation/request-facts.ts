import type { ChatEvent } from '../chat/events.ts';
import type { ReferralEvent } from '../referrals/events.ts';

/** The events a referrer's reputation is computed from: a request's own, and the messages of its chat. */
export const reputationSourceEvents = ['ReferralRequested', 'ReferralTaken', 'ReferralStatusChanged', 'ChatMessageSent'] as const;
export type ReputationSourceEvent = Extract<ReferralEvent | ChatEvent, { type: (typeof reputationSourceEvents)[number] }>;

/**
 * What the log says of one job referral request, for the reputation of whoever takes it on. Times are the events' `at`;
 * "after" means later in the log, so two messages in the same millisecond keep their order.
 */
export type RequestReputationFacts = {
  requestId: string;
  seekerId: string;
  /** the referrer handling it, once one took it on */
  referrerId: string | null;
  takenAt: string | null;
  /** when it first reached approved */
  approvedAt: string | null;
  /** the seeker's first message in the request's chat, whenever they sent it (before the take too) */
  seekerFirstMessageAt: string | null;
  /**
   * Per referrer who wrote in the request's chat, their first message. A referrer of the company may write before
   * taking the request on, and before the seeker writes: a referrer who opened the conversation has answered it.
   * Whoever takes it, their own first message is the one that counts.
   */
  firstRepliesAt: Record<string, string>;
};

const newRequest = (requestId: string, seekerId: string): RequestReputationFacts => ({
  requestId,
  seekerId,
  referrerId: null,
  takenAt: null,
  approvedAt: null,
  seekerFirstMessageAt: null,
  firstRepliesAt: {},
});

type ChatMessageSent = Extract<ReputationSourceEvent, { type: 'ChatMessageSent' }>;

const withMessage = (facts: RequestReputationFacts, { sender, at }: ChatMessageSent['data']): RequestReputationFacts => {
  if (sender.userId === facts.seekerId) return facts.seekerFirstMessageAt === null ? { ...facts, seekerFirstMessageAt: at } : facts;
  if (sender.role !== 'referrer' || Object.hasOwn(facts.firstRepliesAt, sender.userId)) return facts;
  return { ...facts, firstRepliesAt: { ...facts.firstRepliesAt, [sender.userId]: at } };
};

/**
 * Pure: one request's facts after an event of its stream or its chat's. Only job referral chats count (a resume
 * review has no referrer). An event of a request whose ReferralRequested was never seen throws: the projection sets it
 * aside where health shows it.
 */
export const evolveRequestFacts = (facts: RequestReputationFacts | null, event: ReputationSourceEvent): RequestReputationFacts | null => {
  if (event.type === 'ReferralRequested') return newRequest(event.data.referralId, event.data.seekerId);
  if (event.type === 'ChatMessageSent' && event.data.chatType !== 'jobReferral') return facts;
  if (facts === null) throw new Error(`reputation: no request for ${event.type}`);
  switch (event.type) {
    case 'ReferralTaken':
      return { ...facts, referrerId: event.data.referrerId, takenAt: event.data.at };
    case 'ReferralStatusChanged':
      return event.data.to === 'approved' && facts.approvedAt === null ? { ...facts, approvedAt: event.data.at } : facts;
    case 'ChatMessageSent':
      return withMessage(facts, event.data);
  }
};
