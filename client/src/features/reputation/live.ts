import type { ChatEvent, ReferralEvent } from '@referly/domain';
import type { LiveHandlers } from '../../lib/socket';
import { reputationKeys } from './api/keys';

// docs/API.md, Referrer reputation: the figures follow a request's take and status, and the messages of its chat
const changesReputation = ['ReferralTaken', 'ReferralStatusChanged', 'ChatMessageSent'] as const satisfies readonly (
  ReferralEvent['type'] | ChatEvent['type']
)[];

/** A referrer's figures on screen follow the events they are computed from, without a reload. */
export const reputationLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesReputation.map((type) => [type, [reputationKeys.all]])),
};
