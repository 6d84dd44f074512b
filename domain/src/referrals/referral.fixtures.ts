import type { ReferralActor, ReferralStatus } from './constants.ts';
import type { ReferralCharge, ReferralEvent, ReferralRequestDetails } from './events.ts';

// What the referral tests start from: Sam's request for a referral at Atlassian, paid with one payment intent,
// the people who act on it, and a clock.

export const t0 = '2026-11-23T09:00:00.000Z';
/** `minutes` after t0, as the ISO text commands and events carry */
export const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

export const seeker: ReferralActor = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };
export const referrer: ReferralActor = { userId: 'r1', role: 'referrer', name: 'Riley Referrer' };
export const otherReferrer: ReferralActor = { userId: 'r2', role: 'referrer', name: 'Robin Referrer' };
export const admin: ReferralActor = { userId: 'a1', role: 'admin', name: 'Ada Admin' };

export const ids = { referralId: 'ref-1', seekerId: 's1', companyId: 'c1' };

export const details: ReferralRequestDetails = {
  seeker: { name: 'Sam Seeker', email: 'sam@example.com', mobile: '0412345678' },
  industry: 'Information and Communication Technology',
  desiredPosition: 'Backend Engineer',
  companyId: 'c1',
  companyName: 'Atlassian',
  currentJob: 'Support Engineer',
  jobUrl: 'https://careers.atlassian.com/jobs/1',
  resume: { fileId: 'f-resume', name: 'resume.pdf', mime: 'application/pdf', size: 2048 },
  coverLetter: null,
};
export const charge: ReferralCharge = { amountCents: 45000, currency: 'usd', couponCode: 'WELCOME10', discountPercentage: 10, paymentIntentId: 'pi_1' };

export const requestedWith = (change: Partial<ReferralCharge>): ReferralEvent => ({
  type: 'ReferralRequested',
  data: { referralId: 'ref-1', seekerId: 's1', ...details, ...charge, ...change, at: t0 },
});
export const requested = requestedWith({});
export const paidAt = (minutes: number): ReferralEvent => ({
  type: 'ReferralPaid',
  data: { ...ids, paymentIntentId: 'pi_1', amountCents: 45000, currency: 'usd', at: at(minutes) },
});
export const paid = paidAt(1);

export const taken = (by: ReferralActor, minutes: number): ReferralEvent => ({
  type: 'ReferralTaken',
  data: { ...ids, referrerId: by.userId, referrerName: by.name, at: at(minutes) },
});

type Change = { referrerId?: string | null; reason?: string | null; refundDue?: boolean };
export const changed = (from: ReferralStatus, to: ReferralStatus, by: ReferralActor, minutes: number, change: Change = {}): ReferralEvent => ({
  type: 'ReferralStatusChanged',
  data: { ...ids, referrerId: change.referrerId ?? null, from, to, by, reason: change.reason ?? null, refundDue: change.refundDue ?? false, at: at(minutes) },
});

/** Paid, taken by Riley and in progress. */
export const inProgress: ReferralEvent[] = [requested, paid, taken(referrer, 10), changed('pending', 'inProgress', referrer, 10, { referrerId: 'r1' })];
/** Riley marked it completed: it waits for Sam's approval. */
export const waiting: ReferralEvent[] = [...inProgress, changed('inProgress', 'waitingforapproval', referrer, 20, { referrerId: 'r1' })];
/** Sam approved it. */
export const approved: ReferralEvent[] = [...waiting, changed('waitingforapproval', 'approved', seeker, 30, { referrerId: 'r1' })];
/** An admin rejected it once paid, so its refund is due. */
export const rejectedPaid: ReferralEvent[] = [requested, paid, changed('pending', 'rejected', admin, 5, { reason: 'Duplicate request', refundDue: true })];
