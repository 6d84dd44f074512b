import { type ActivityKind, type ReferralStatus, statusLabels } from '@referly/domain';
import type { ActivitySpec, Path } from '../activity/catalogue.ts';
import { activityPart, adminPath, plural, withReason } from '../activity/words.ts';
import { REFERRALS, type ReferralDoc } from './referrals.projection.ts';

const onRequest = (kind: ActivityKind, actor: Path | undefined, fields: Path[], more: Partial<ActivitySpec> = {}): ActivitySpec => ({
  kind,
  ...(actor ? { actor } : {}),
  users: ['seekerId'],
  subject: { type: 'referral', id: 'referralId' },
  fields: ['companyId', ...fields],
  ...more,
});
const withdrawal = (fields: Path[], decided: boolean): ActivitySpec => ({
  kind: 'credits',
  actor: decided ? 'by.userId' : 'referrerId',
  ...(decided ? { actorName: 'by.name', users: ['referrerId'] } : {}),
  subject: { type: 'withdrawal', id: 'withdrawalId' },
  fields: ['credits', ...fields],
});

/**
 * Job referrals' events in the admin's feed: the request, its payment and refund, and the referrer's credits; the
 * requests' and withdrawals' links, and a request's name, looked up in the referrals read model.
 */
export const referralsActivity = activityPart(
  {
    ReferralRequested: onRequest('referrals', 'seekerId', [
      'companyName',
      'desiredPosition',
      'industry',
      'amountCents',
      'currency',
      'couponCode',
      'discountPercentage',
    ]),
    ReferralTaken: onRequest('referrals', 'referrerId', ['referrerName'], { actorName: 'referrerName' }),
    ReferralStatusChanged: onRequest('referrals', 'by.userId', ['from', 'to', 'reason', 'refundDue'], {
      actorName: 'by.name',
      users: ['seekerId', 'referrerId'],
    }),
    ReferralFeedbackGiven: onRequest('referrals', 'seekerId', ['feedback']),
    // issue 17: the marketplace's own steps, no actor
    ReferralUntakenReminded: onRequest('referrals', undefined, ['afterHours']),
    ReferralSilenceReminded: onRequest('referrals', undefined, ['referrerName', 'afterDays'], { users: ['seekerId', 'referrerId'] }),
    ReferralReleased: onRequest('referrals', undefined, ['referrerName', 'reason'], { users: ['seekerId', 'referrerId'] }),
    ReferralApprovalReminded: onRequest('referrals', undefined, ['daysLeft']),
    ReferralDisputeOpened: onRequest('referrals', 'seekerId', ['reason', 'statusAtOpening'], { users: ['seekerId', 'referrerId'] }),
    ReferralDisputeQuestionAsked: onRequest('referrals', 'by.userId', ['question'], { actorName: 'by.name', users: ['seekerId', 'referrerId'] }),
    ReferralDisputeSettled: onRequest('referrals', 'by.userId', ['outcome', 'note'], { actorName: 'by.name', users: ['seekerId', 'referrerId'] }),
    ReferralSlotTaken: onRequest('referrals', 'seekerId', []),
    ReferralPaid: onRequest('payments', 'seekerId', ['amountCents', 'currency']),
    ReferralPaymentFailed: onRequest('payments', 'seekerId', ['message']),
    ReferralPaymentMismatched: onRequest('payments', undefined, ['amountCents', 'currency', 'expectedAmountCents', 'expectedCurrency']),
    RefundRequested: onRequest('payments', 'by.userId', [], { actorName: 'by.name' }),
    RefundIssued: onRequest('payments', undefined, ['amountCents']),
    RefundFailed: onRequest('payments', undefined, ['error', 'attempt', 'final']),
    CreditsEarned: { kind: 'credits', actor: 'referrerId', subject: { type: 'referral', id: 'referralId' }, fields: ['credits'] },
    CreditsReversed: { kind: 'credits', users: ['referrerId'], subject: { type: 'referral', id: 'referralId' }, fields: ['credits'] },
    WithdrawalRequested: withdrawal([], false),
    WithdrawalPaid: withdrawal([], true),
    WithdrawalDeclined: withdrawal(['reason'], true),
  },
  {
    ReferralRequested: (s) => `${s.actor} asked for a referral at ${s.company} (${s.text('desiredPosition')})`,
    ReferralTaken: (s) => `${s.actor} took on ${s.request()}`,
    ReferralStatusChanged: (s) =>
      withReason(`${s.actor} changed ${s.request()} to ${statusLabels[s.text('to') as ReferralStatus] ?? s.text('to')}`, s.text('reason')),
    ReferralFeedbackGiven: (s) => `${s.actor} left feedback on their referral at ${s.company}`,
    ReferralUntakenReminded: (s) => `Nobody has taken ${s.request()} yet: its company's referrers were reminded`,
    ReferralSilenceReminded: (s) => `${s.text('referrerName')} was reminded to reply on ${s.request()}`,
    ReferralReleased: (s) => withReason(`${s.request()} went back to its company's pool`, s.text('reason')),
    ReferralApprovalReminded: (s) => `${s.person('seekerId')} was reminded to approve ${s.request()}`,
    ReferralDisputeOpened: (s) => withReason(`${s.actor} opened a dispute on ${s.request()}`, s.text('reason')),
    ReferralDisputeQuestionAsked: (s) => withReason(`${s.actor} asked about the dispute on ${s.request()}`, s.text('question')),
    ReferralDisputeSettled: (s) =>
      withReason(`${s.actor} settled the dispute on ${s.request()}: ${s.text('outcome') === 'refunded' ? 'refunded' : 'approved'}`, s.text('note')),
    ReferralSlotTaken: (s) => `${s.actor} took a request slot for ${s.company}`,
    ReferralPaid: (s) => `${s.actor} paid ${s.money('amountCents')} for a referral at ${s.company}`,
    ReferralPaymentFailed: (s) => withReason(`${s.possessive(s.actor)} payment for a referral at ${s.company} failed`, s.text('message')),
    ReferralPaymentMismatched: (s) =>
      `A payment of ${s.money('amountCents')} reported for ${s.request()} did not match the ${s.money('expectedAmountCents', 'expectedCurrency')} asked for: the request stays unpaid`,
    RefundRequested: (s) => `${s.actor} asked for a refund of ${s.request()}`,
    RefundIssued: (s) => `${s.person('seekerId')} was refunded ${s.money('amountCents')} for a referral at ${s.company}`,
    RefundFailed: (s) =>
      withReason(
        `A refund to ${s.person('seekerId')} for a referral at ${s.company} failed (attempt ${s.num('attempt')}${s.details.final ? ', the last' : ''})`,
        s.text('error'),
      ),
    CreditsEarned: (s) => `${s.actor} earned ${plural(s.num('credits'), 'credit')} for a referral at ${s.company}`,
    CreditsReversed: (s) =>
      `${plural(s.num('credits'), 'credit')} of ${s.possessive(s.person('referrerId'))} for a referral at ${s.company} were taken back: its dispute was refunded`,
    WithdrawalRequested: (s) => `${s.actor} asked to withdraw ${plural(s.num('credits'), 'credit')}`,
    WithdrawalPaid: (s) => `${s.actor} paid out ${s.possessive(s.person('referrerId'))} withdrawal of ${plural(s.num('credits'), 'credit')}`,
    WithdrawalDeclined: (s) =>
      withReason(`${s.actor} declined ${s.possessive(s.person('referrerId'))} withdrawal of ${plural(s.num('credits'), 'credit')}`, s.text('reason')),
  },
  {
    referral: {
      link: (id) => ({ href: adminPath('/admin_dashboard/job_referrals', id), label: 'View request' }),
      requestName: (s) => `referral request at ${s.company}`,
      requests: async (store, ids) => {
        const referrals = await store.collection<ReferralDoc>(REFERRALS).find({ _id: { $in: [...ids] } });
        return new Map(
          referrals.map((referral) => [referral._id, { seekerId: referral.seekerId, currency: referral.currency, companyName: referral.companyName }]),
        );
      },
    },
    withdrawal: { link: () => ({ href: '/admin_dashboard/withdrawals', label: 'View withdrawals' }) },
  },
);
