/**
 * Spec 001 §4: the statuses a referral request passes through; and issue 17's 'expired': paid, nobody took it in time,
 * refunded in full and closed by the marketplace itself.
 */
export const referralStatuses = ['pending', 'inProgress', 'waitingforapproval', 'approved', 'rejected', 'expired'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/**
 * What a person may ask for in a status dropdown: the statuses, plus the referrer's 'completed' (spec 001 §2.3,
 * 'Mark it as completed'), which puts the request in front of the seeker as waitingforapproval.
 */
export const statusChoices = ['pending', 'inProgress', 'completed', 'waitingforapproval', 'approved', 'rejected'] as const;
export type StatusChoice = (typeof statusChoices)[number];

/** Who acts on a request: its seeker, a referrer of its company, an admin, or the marketplace's own timers (issue 17). */
export type ReferralActorRole = 'jobSeeker' | 'referrer' | 'admin' | 'system';
export type ReferralActor = { userId: string; role: ReferralActorRole; name: string };

/** The marketplace acting by itself when a period runs out: an automatic refund, return to the pool or approval. */
export const SYSTEM_ACTOR: ReferralActor = { userId: 'system', role: 'system', name: 'Referly' };

/** Credits an approved referral earns its referrer (1 credit = A$1). */
export const REFERRAL_CREDITS = 100;
/** Spam caps (issue 6 §2): requests a seeker may make in 24 hours, and open requests per company (one). */
export const DAILY_REFERRAL_LIMIT = 10;
export { DAY_MS } from '../shared/durations.ts';
/** A slot taken this recently whose request is not in the log yet is a request still being made, not an abandoned one. */
export const SLOT_IN_FLIGHT_MS = 10 * 60 * 1000;

/** Spec 001 §5, §9: the request forms' upload widget. */
export const requestFileExtensions = ['pdf', 'doc', 'docx', 'jpg'] as const;

/** Spec 001 §9: amounts go to the payment provider in cents, currency usd. */
export const PAYMENT_CURRENCY = 'usd';
