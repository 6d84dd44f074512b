import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import { REFERRAL_CREDITS, type ReferralActor } from './constants.ts';

export const creditMessages = {
  notEnough: 'You do not have enough available credits.',
  wholeCredits: 'Enter a whole number of credits, at least 1.',
  unknownWithdrawal: 'This withdrawal does not exist.',
  decided: 'This withdrawal has already been decided.',
  declineReasonRequired: 'Please give the reason for declining.',
  toastRequested: 'Withdrawal requested.',
  toastPaid: 'Withdrawal marked as paid.',
  toastDeclined: 'Withdrawal declined.',
} as const;

/** Where a withdrawal is paid: an Australian bank account. */
export type BankAccount = { accountName: string; bsb: string; accountNumber: string };

/** A referrer's ledger, `credits-{referrerId}`: credits earned by approved referrals, and what was asked to be paid out. */
export type CreditEvent =
  | Event<'CreditsEarned', { referrerId: string; referralId: string; triggerEventId: string; credits: number; at: string }>
  /** issue 17: an approved request refunded after a dispute takes its credits back (0 when they were never earned) */
  | Event<'CreditsReversed', { referrerId: string; referralId: string; triggerEventId: string; credits: number; at: string }>
  | Event<'WithdrawalRequested', { referrerId: string; withdrawalId: string; credits: number } & BankAccount & { at: string }>
  | Event<'WithdrawalPaid', { referrerId: string; withdrawalId: string; credits: number; by: ReferralActor; at: string }>
  | Event<'WithdrawalDeclined', { referrerId: string; withdrawalId: string; credits: number; by: ReferralActor; reason: string; at: string }>;

export type CreditCommand =
  | { type: 'EarnCredits'; referrerId: string; referralId: string; triggerEventId: string; credits: number; now: string }
  | { type: 'ReverseCredits'; referrerId: string; referralId: string; triggerEventId: string; now: string }
  | { type: 'RequestWithdrawal'; referrerId: string; withdrawalId: string; credits: number; bank: BankAccount; now: string }
  | { type: 'MarkWithdrawalPaid'; withdrawalId: string; by: ReferralActor; now: string }
  | { type: 'DeclineWithdrawal'; withdrawalId: string; by: ReferralActor; reason: string; now: string };

export type WithdrawalState = { credits: number; status: 'requested' | 'paid' | 'declined' };
/**
 * `available`: earned, less what is asked for or paid out and what a refunded dispute took back (which may leave it
 * below zero: later credits make it up); a declined withdrawal gives its credits back.
 */
export type CreditLedger = {
  referrerId: string;
  available: number;
  earnedFor: string[];
  /** referrals whose credits were taken back: never earned again */
  reversedFor: string[];
  withdrawals: Record<string, WithdrawalState>;
};

export const creditStream = (referrerId: string) => `credits-${referrerId}`;

const evolve = (state: CreditLedger, event: CreditEvent): CreditLedger => {
  switch (event.type) {
    case 'CreditsEarned':
      return {
        ...state,
        referrerId: event.data.referrerId,
        available: state.available + event.data.credits,
        earnedFor: [...state.earnedFor, event.data.referralId],
      };
    case 'CreditsReversed':
      return {
        ...state,
        referrerId: event.data.referrerId,
        available: state.available - event.data.credits,
        reversedFor: [...state.reversedFor, event.data.referralId],
      };
    case 'WithdrawalRequested':
      return {
        ...state,
        referrerId: event.data.referrerId,
        available: state.available - event.data.credits,
        withdrawals: { ...state.withdrawals, [event.data.withdrawalId]: { credits: event.data.credits, status: 'requested' } },
      };
    case 'WithdrawalPaid':
      return { ...state, withdrawals: { ...state.withdrawals, [event.data.withdrawalId]: { credits: event.data.credits, status: 'paid' } } };
    case 'WithdrawalDeclined':
      return {
        ...state,
        available: state.available + event.data.credits,
        withdrawals: { ...state.withdrawals, [event.data.withdrawalId]: { credits: event.data.credits, status: 'declined' } },
      };
  }
};

/** A withdrawal an admin may still decide. */
const undecided = (state: CreditLedger, withdrawalId: string): WithdrawalState => {
  const withdrawal = state.withdrawals[withdrawalId];
  if (!withdrawal) throw new DomainError('not_found', creditMessages.unknownWithdrawal);
  if (withdrawal.status !== 'requested') throw new DomainError('conflict', creditMessages.decided);
  return withdrawal;
};

export const creditDecider: Decider<CreditCommand, CreditEvent, CreditLedger> = {
  initialState: () => ({ referrerId: '', available: 0, earnedFor: [], reversedFor: [], withdrawals: {} }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'EarnCredits': {
        // once per referral, however often its approval is reported; never for one whose credits were taken back
        if (state.earnedFor.includes(command.referralId) || state.reversedFor.includes(command.referralId)) return [];
        const { referrerId, referralId, triggerEventId, credits, now } = command;
        return [{ type: 'CreditsEarned', data: { referrerId, referralId, triggerEventId, credits, at: now } }];
      }
      case 'ReverseCredits': {
        const { referrerId, referralId, triggerEventId, now } = command;
        if (state.reversedFor.includes(referralId)) return [];
        // what its approval earned; nothing when the approval's credits were not written yet (they never will be)
        const credits = state.earnedFor.includes(referralId) ? REFERRAL_CREDITS : 0;
        return [{ type: 'CreditsReversed', data: { referrerId, referralId, triggerEventId, credits, at: now } }];
      }
      case 'RequestWithdrawal': {
        const { referrerId, withdrawalId, credits, bank, now } = command;
        if (!Number.isInteger(credits) || credits < 1) throw new DomainError('validation_failed', creditMessages.wholeCredits);
        if (credits > state.available) throw new DomainError('conflict', creditMessages.notEnough);
        return [{ type: 'WithdrawalRequested', data: { referrerId, withdrawalId, credits, ...bank, at: now } }];
      }
      case 'MarkWithdrawalPaid': {
        const { credits } = undecided(state, command.withdrawalId);
        return [
          { type: 'WithdrawalPaid', data: { referrerId: state.referrerId, withdrawalId: command.withdrawalId, credits, by: command.by, at: command.now } },
        ];
      }
      case 'DeclineWithdrawal': {
        const { credits } = undecided(state, command.withdrawalId);
        const reason = command.reason.trim();
        if (reason === '') throw new DomainError('validation_failed', creditMessages.declineReasonRequired);
        return [
          {
            type: 'WithdrawalDeclined',
            data: { referrerId: state.referrerId, withdrawalId: command.withdrawalId, credits, by: command.by, reason, at: command.now },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
