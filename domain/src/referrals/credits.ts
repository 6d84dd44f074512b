import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import type { ReferralActor } from './constants.ts';

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
  | Event<'WithdrawalRequested', { referrerId: string; withdrawalId: string; credits: number } & BankAccount & { at: string }>
  | Event<'WithdrawalPaid', { referrerId: string; withdrawalId: string; credits: number; by: ReferralActor; at: string }>
  | Event<'WithdrawalDeclined', { referrerId: string; withdrawalId: string; credits: number; by: ReferralActor; reason: string; at: string }>;

export type CreditCommand =
  | { type: 'EarnCredits'; referrerId: string; referralId: string; triggerEventId: string; credits: number; now: string }
  | { type: 'RequestWithdrawal'; referrerId: string; withdrawalId: string; credits: number; bank: BankAccount; now: string }
  | { type: 'MarkWithdrawalPaid'; withdrawalId: string; by: ReferralActor; now: string }
  | { type: 'DeclineWithdrawal'; withdrawalId: string; by: ReferralActor; reason: string; now: string };

export type WithdrawalState = { credits: number; status: 'requested' | 'paid' | 'declined' };
/** `available`: earned, less what is asked for or paid out; a declined withdrawal gives its credits back. */
export type CreditLedger = { referrerId: string; available: number; earnedFor: string[]; withdrawals: Record<string, WithdrawalState> };

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
  initialState: () => ({ referrerId: '', available: 0, earnedFor: [], withdrawals: {} }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'EarnCredits': {
        // once per referral, however often its approval is reported
        if (state.earnedFor.includes(command.referralId)) return [];
        const { referrerId, referralId, triggerEventId, credits, now } = command;
        return [{ type: 'CreditsEarned', data: { referrerId, referralId, triggerEventId, credits, at: now } }];
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
