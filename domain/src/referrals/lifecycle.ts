import { DAY_MS } from '../shared/durations.ts';
import type { ReferralActorRole, ReferralStatus, StatusChoice } from './constants.ts';

/** What a dropdown choice makes the request: the referrer's 'completed' waits for the seeker's approval. */
export const statusAfter = (choice: StatusChoice): ReferralStatus => (choice === 'completed' ? 'waitingforapproval' : choice);

/** The facts of a request that decide who may move it where; an open dispute (issue 17) is the admins' to settle. */
export type LifecycleFacts = { status: ReferralStatus; paid: boolean; referrerId: string | null; disputeOpen?: boolean };

/**
 * Decided: nobody moves it again (spec 001 §4: approved locks the admin's dropdown; rejection cannot be reversed; an
 * expired request was refunded and closed).
 */
export const isFinal = (status: ReferralStatus): boolean => status === 'approved' || status === 'rejected' || status === 'expired';

const choicesOf: Record<ReferralActorRole, readonly StatusChoice[]> = {
  // spec 001 §2.3's four choices, as the next steps come: take it on, complete it, put it back, and rejection last
  referrer: ['inProgress', 'completed', 'pending', 'rejected'],
  // spec 001 §4: pending, inProgress, approved or rejected
  admin: ['pending', 'inProgress', 'approved', 'rejected'],
  // spec 001 §1: the seeker marks the request approved once the referrer has done their part
  jobSeeker: ['approved'],
  // the timers act through their own commands, never through a dropdown
  system: [],
};

/**
 * The choices a person's status dropdown offers now; empty means it is locked. One rule for the server's decisions
 * and the client's dropdowns:
 * - nobody changes a decided (approved, rejected or expired) request, nor one with an open dispute (settled in the admins'
 *   dispute queue);
 * - a referrer acts only on a paid request that nobody else handles, and not while it waits for the seeker's
 *   approval (spec 001 §4: locked at waitingforapproval, approved, rejected);
 * - an admin may cancel (reject) an unpaid request, and otherwise set any status once it is paid;
 * - the seeker may approve a request the referrer marked completed.
 * A choice that would leave the status as it is is not offered.
 */
export const allowedChoices = (role: ReferralActorRole, facts: LifecycleFacts, actorId: string): StatusChoice[] => {
  if (isFinal(facts.status) || facts.disputeOpen === true) return [];
  const moving = (choice: StatusChoice) => statusAfter(choice) !== facts.status;
  switch (role) {
    case 'referrer':
      if (!facts.paid || facts.status === 'waitingforapproval') return [];
      if (facts.referrerId !== null && facts.referrerId !== actorId) return [];
      return choicesOf.referrer.filter(moving);
    case 'admin':
      if (!facts.paid) return ['rejected'];
      return choicesOf.admin.filter(moving);
    case 'jobSeeker':
      return facts.status === 'waitingforapproval' ? [...choicesOf.jobSeeker] : [];
    case 'system':
      return [];
  }
};

/** Spec 001 §2.3's dropdown wording for each choice. */
export const choiceLabels: Record<StatusChoice, string> = {
  pending: 'Mark it as Pending',
  inProgress: 'Mark it as InProgress',
  completed: 'Mark it as completed',
  waitingforapproval: 'Waiting for approval',
  approved: 'Mark it as Approved',
  rejected: 'Mark it as Rejected',
};

/** What moving a request nobody handles to in progress does for a referrer: it becomes theirs. */
export const TAKE_LABEL = 'Take this request';

/**
 * A choice in the words of the person making it: the spec's, except that a referrer's in progress on a request nobody
 * handles says plainly that it takes the request on.
 */
export const choiceLabelFor = (role: ReferralActorRole, choice: StatusChoice, facts: Pick<LifecycleFacts, 'referrerId'>): string =>
  role === 'referrer' && choice === 'inProgress' && facts.referrerId === null ? TAKE_LABEL : choiceLabels[choice];

/** How each status reads on a badge, the same everywhere it shows. */
export const statusLabels: Record<ReferralStatus, string> = {
  pending: 'Pending',
  inProgress: 'In progress',
  waitingforapproval: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** Spec 001 §2.2 and §2.4's tabs: "pending" gathers every request not decided yet. */
export const referralTabs = ['all', 'pending', 'approved', 'rejected'] as const;
export type ReferralTab = (typeof referralTabs)[number];
export const statusesOfTab = (tab: ReferralTab): readonly ReferralStatus[] | null => {
  switch (tab) {
    case 'all':
      return null;
    case 'pending':
      return ['pending', 'inProgress', 'waitingforapproval'];
    case 'approved':
      return ['approved'];
    case 'rejected':
      // closed without an approval: rejected, or expired untaken and refunded
      return ['rejected', 'expired'];
  }
};

/** Issue 17: the last moment (epoch ms) a dispute may be opened: `windowDays` after the completion or approval at `since`. */
export const disputeWindowEnd = (since: string, windowDays: number): number => Date.parse(since) + windowDays * DAY_MS;
