import { evolveRequestFacts, reputationSourceEvents, type RecordedEvent, type ReputationSourceEvent, type RequestReputationFacts } from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const REPUTATION_REQUESTS = 'reputationRequests';

/**
 * One document per job referral request: what its referrer's reputation needs (who took it and when, its approval,
 * the seeker's first message, each referrer's first answer after it). The figures depend on the clock (the last 90
 * days), so they are computed when asked (`referrerReputation` in queries.ts), from the documents of one referrer.
 */
export type ReputationRequestDoc = RequestReputationFacts & { _id: string; _position: number };

/** A request's events name it by `referralId`, its chat's by `requestId`; a resume review's chat has no referrer. */
const requestIdOf = (event: RecordedEvent): string | null => {
  if (event.type === 'ChatMessageSent' && event.data.chatType !== 'jobReferral') return null;
  const id = event.data.referralId ?? event.data.requestId;
  return typeof id === 'string' && id !== '' ? id : null;
};

export const reputationRequestsProjection = documentProjection<ReputationRequestDoc>({
  name: REPUTATION_REQUESTS,
  collection: REPUTATION_REQUESTS,
  canHandle: [...reputationSourceEvents],
  documentId: requestIdOf,
  evolve: (doc, recorded) => {
    const facts = evolveRequestFacts(doc, recorded as unknown as ReputationSourceEvent);
    return facts && { ...facts, _id: facts.requestId, _position: recorded.position };
  },
  indexes: [{ referrerId: 1 }, { seekerId: 1, referrerId: 1 }],
});
