import type { CreditEvent, CreditHistoryEntry, WithdrawalView } from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const CREDIT_ENTRIES = 'creditEntries';
export const WITHDRAWALS = 'withdrawals';

/** One line of a referrer's credit history, as kept. */
export type CreditEntryDoc = CreditHistoryEntry & { _id: string; referrerId: string; _position: number };

const kinds = {
  CreditsEarned: 'earned',
  CreditsReversed: 'reversed',
  WithdrawalRequested: 'withdrawalRequested',
  WithdrawalPaid: 'withdrawalPaid',
  WithdrawalDeclined: 'withdrawalDeclined',
} as const;

/** Every event of the ledgers, one document each: a referrer's history, and their balances added up from it. */
export const creditEntriesProjection = documentProjection<CreditEntryDoc>({
  name: CREDIT_ENTRIES,
  collection: CREDIT_ENTRIES,
  canHandle: Object.keys(kinds),
  documentId: (event) => event.id,
  evolve: (_doc, recorded) => {
    const event = recorded as unknown as CreditEvent;
    const { referrerId, credits, at } = event.data;
    return {
      _id: recorded.id,
      referrerId,
      kind: kinds[event.type],
      credits,
      referralId: event.type === 'CreditsEarned' || event.type === 'CreditsReversed' ? event.data.referralId : null,
      withdrawalId: event.type === 'CreditsEarned' || event.type === 'CreditsReversed' ? null : event.data.withdrawalId,
      reason: event.type === 'WithdrawalDeclined' ? event.data.reason : null,
      at,
      _position: recorded.position,
    };
  },
  indexes: [{ referrerId: 1, at: -1 }],
});

export type WithdrawalDoc = WithdrawalView & { _position: number };

/** One document per withdrawal, for the admin who pays it out. */
export const withdrawalsProjection = documentProjection<WithdrawalDoc>({
  name: WITHDRAWALS,
  collection: WITHDRAWALS,
  canHandle: ['WithdrawalRequested', 'WithdrawalPaid', 'WithdrawalDeclined'],
  documentId: (event) => (typeof event.data.withdrawalId === 'string' ? event.data.withdrawalId : null),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CreditEvent;
    switch (event.type) {
      case 'WithdrawalRequested': {
        const { withdrawalId, referrerId, credits, accountName, bsb, accountNumber, at } = event.data;
        return {
          _id: withdrawalId,
          referrerId,
          credits,
          accountName,
          bsb,
          accountNumber,
          status: 'requested',
          reason: null,
          requestedAt: at,
          decidedAt: null,
          decidedBy: null,
          _position: recorded.position,
        };
      }
      case 'WithdrawalPaid':
      case 'WithdrawalDeclined': {
        if (!doc) throw new Error(`withdrawal ${event.data.withdrawalId} decided before it was requested`);
        const declined = event.type === 'WithdrawalDeclined';
        return {
          ...doc,
          status: declined ? 'declined' : 'paid',
          reason: declined ? event.data.reason : null,
          decidedAt: event.data.at,
          decidedBy: event.data.by.name,
        };
      }
      case 'CreditsEarned':
      case 'CreditsReversed':
        throw new Error(`withdrawals do not take ${event.type}`);
    }
  },
  indexes: [
    { status: 1, requestedAt: -1 },
    { referrerId: 1, requestedAt: -1 },
  ],
});
