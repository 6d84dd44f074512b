import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import { DAILY_REFERRAL_LIMIT, DAY_MS, SLOT_IN_FLIGHT_MS } from './constants.ts';
import { referralMessages as messages } from './messages.ts';

/**
 * Events of a seeker's request quota, `referral-quota-{seekerId}`: one slot per request made. The stream is what
 * two simultaneous requests of one seeker both write to, so the spam caps hold however they race.
 */
export type ReferralQuotaEvent = Event<'ReferralSlotTaken', { seekerId: string; referralId: string; companyId: string; at: string }>;

export type ReferralSlot = { referralId: string; companyId: string; at: string };
export type ReferralQuota = { slots: ReferralSlot[] };

/**
 * What the log says of the seeker's requests when the command is made: `madeReferralIds`, the slots' requests that are
 * in the log, and `openCompanyIds`, the companies of those not approved or rejected yet. A slot whose request is not in
 * the log yet holds its company while it is young (the request is being made), and is an abandoned attempt after that.
 * `companyId` names a company of the list, or one about to be added for a typed name.
 */
export type ReferralQuotaCommand = {
  type: 'TakeSlot';
  seekerId: string;
  referralId: string;
  companyId: string;
  madeReferralIds: readonly string[];
  openCompanyIds: readonly string[];
  now: string;
};

export const referralQuotaStream = (seekerId: string) => `referral-quota-${seekerId}`;

export const referralQuotaDecider: Decider<ReferralQuotaCommand, ReferralQuotaEvent, ReferralQuota> = {
  initialState: () => ({ slots: [] }),
  evolve: (state, event) => ({ slots: [...state.slots, { referralId: event.data.referralId, companyId: event.data.companyId, at: event.data.at }] }),
  decide: ({ seekerId, referralId, companyId, madeReferralIds, openCompanyIds, now }, state) => {
    const at = Date.parse(now);
    const made = new Set(madeReferralIds);
    const beingMade = (slot: ReferralSlot) => !made.has(slot.referralId) && at - Date.parse(slot.at) < SLOT_IN_FLIGHT_MS;
    const holdsCompany = openCompanyIds.includes(companyId) || state.slots.some((slot) => slot.companyId === companyId && beingMade(slot));
    if (holdsCompany) throw new DomainError('conflict', messages.activeForCompany);
    const today = state.slots.filter((slot) => at - Date.parse(slot.at) < DAY_MS).length;
    if (today >= DAILY_REFERRAL_LIMIT) throw new DomainError('rate_limited', messages.dailyLimit);
    return [{ type: 'ReferralSlotTaken', data: { seekerId, referralId, companyId, at: now } }];
  },
};
