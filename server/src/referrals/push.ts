import type { RecordedEvent } from '@referly/domain';
import { ADMIN_ROOM, companyRoom, userRoom } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const rooms = (...names: (string | null)[]) => names.filter((name): name is string => name !== null);

const seeker = (event: RecordedEvent) => {
  const id = text(event.data.seekerId);
  return id ? userRoom(id) : null;
};
const company = (event: RecordedEvent) => {
  const id = text(event.data.companyId);
  return id ? companyRoom(id) : null;
};
const referrer = (event: RecordedEvent) => {
  const id = text(event.data.referrerId);
  return id ? userRoom(id) : null;
};

/** What a request's seeker, its company's referrers (once paid) and the admins are told as it moves. */
const toSeekerAndAdmins = (event: RecordedEvent) => rooms(seeker(event), ADMIN_ROOM);
const toEveryoneOnIt = (event: RecordedEvent) => rooms(seeker(event), company(event), referrer(event), ADMIN_ROOM);
const toReferrer = (event: RecordedEvent) => rooms(referrer(event));
const toReferrerAndAdmins = (event: RecordedEvent) => rooms(referrer(event), ADMIN_ROOM);

const refundFields = ['referralId', 'seekerId', 'companyId', 'amountCents', 'at'] as const;

/**
 * The referral events' allow-list. Contact details, files and payment references stay on the server: a pushed event
 * says what changed, and each client reads what it may see of it through the routes.
 */
export const referralsPush: PushRules = {
  ReferralRequested: { rooms: toSeekerAndAdmins, fields: ['referralId', 'seekerId', 'companyId', 'companyName', 'desiredPosition', 'amountCents', 'at'] },
  ReferralPaid: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'amountCents', 'at'] },
  ReferralPaymentFailed: { rooms: toSeekerAndAdmins, fields: ['referralId', 'seekerId', 'companyId', 'message', 'at'] },
  ReferralPaymentMismatched: {
    rooms: toSeekerAndAdmins,
    fields: ['referralId', 'seekerId', 'companyId', 'amountCents', 'currency', 'expectedAmountCents', 'expectedCurrency', 'at'],
  },
  ReferralTaken: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'referrerName', 'at'] },
  ReferralStatusChanged: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'from', 'to', 'reason', 'at'] },
  ReferralFeedbackGiven: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'at'] },
  // issue 17: the marketplace's own steps
  ReferralUntakenReminded: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'at'] },
  ReferralSilenceReminded: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'at'] },
  ReferralReleased: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'reason', 'at'] },
  ReferralApprovalReminded: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'at'] },
  ReferralDisputeOpened: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'at'] },
  ReferralDisputeQuestionAsked: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'at'] },
  ReferralDisputeSettled: { rooms: toEveryoneOnIt, fields: ['referralId', 'seekerId', 'companyId', 'referrerId', 'outcome', 'at'] },
  RefundRequested: { rooms: toSeekerAndAdmins, fields: refundFields },
  RefundIssued: { rooms: toSeekerAndAdmins, fields: refundFields },
  RefundFailed: { rooms: toSeekerAndAdmins, fields: [...refundFields, 'error', 'final'] },
  CreditsEarned: { rooms: toReferrer, fields: ['referrerId', 'referralId', 'credits', 'at'] },
  CreditsReversed: { rooms: toReferrer, fields: ['referrerId', 'referralId', 'credits', 'at'] },
  WithdrawalRequested: { rooms: toReferrerAndAdmins, fields: ['referrerId', 'withdrawalId', 'credits', 'at'] },
  WithdrawalPaid: { rooms: toReferrerAndAdmins, fields: ['referrerId', 'withdrawalId', 'credits', 'at'] },
  WithdrawalDeclined: { rooms: toReferrerAndAdmins, fields: ['referrerId', 'withdrawalId', 'credits', 'reason', 'at'] },
};
