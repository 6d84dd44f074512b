import { chatSystemLines, DAY_MS, PAYMENT_CURRENCY, referralKind, statusLabels, unitsBetween, type ReferralEvent } from '@referly/domain';
import { chatPerson } from '../chat/chat-doc.ts';
import { defineRequestKind } from '../request-kind.ts';

type SystemLineType = (typeof referralKind.chatSystemLineTypes)[number];
type NotifyingType = (typeof referralKind.notifyingTypes)[number];

/** What job referrals bring to the chats read model (and, through the registry, to the others). */
export const referralProjections = defineRequestKind<ReferralEvent, 'ReferralRequested', SystemLineType, NotifyingType>({
  chatType: referralKind.chatType,
  opens: 'ReferralRequested',
  requestIdField: 'referralId',
  chat: {
    open: ({ referralId, seekerId, seeker, companyId, companyName, desiredPosition, currency, at }) => ({
      chatType: referralKind.chatType,
      requestId: referralId,
      seekerId,
      companyId,
      referrerId: null,
      paid: false,
      seeker: chatPerson(seekerId, seeker.name),
      referrer: null,
      desiredPosition,
      companyName,
      status: 'pending',
      statusLabel: statusLabels.pending,
      currency,
      at,
    }),
    systemLines: {
      ReferralPaid: ({ at }) => ({ text: chatSystemLines.paid, at, patch: { paid: true } }),
      ReferralTaken: ({ referrerId, referrerName, at }) => ({
        text: chatSystemLines.taken(referrerName),
        at,
        patch: { referrerId, referrer: chatPerson(referrerId, referrerName) },
      }),
      ReferralStatusChanged: ({ to, reason, referrerId, at }, chat) => ({
        text: chatSystemLines.statusChanged(statusLabels[to], reason),
        at,
        patch: { status: to, statusLabel: statusLabels[to], referrerId: referrerId ?? chat.referrerId },
      }),
      RefundIssued: ({ amountCents, at }, chat) => ({ text: chatSystemLines.refundIssued(amountCents, chat.currency), at }),
      ReferralUntakenReminded: ({ at }) => ({ text: chatSystemLines.untakenReminded, at }),
      ReferralSilenceReminded: ({ referrerName, at }) => ({ text: chatSystemLines.silenceReminded(referrerName), at }),
      ReferralReleased: ({ reason, at }) => ({
        text: chatSystemLines.released(reason),
        at,
        patch: { referrerId: null, referrer: null, status: 'pending', statusLabel: statusLabels.pending },
      }),
      ReferralApprovalReminded: ({ at }) => ({ text: chatSystemLines.approvalReminded, at }),
      ReferralDisputeOpened: ({ reason, at }, chat) => ({ text: chatSystemLines.disputeOpened(chat.seeker.name, reason), at }),
      ReferralDisputeQuestionAsked: ({ question, at }) => ({ text: chatSystemLines.disputeQuestion(question), at }),
      ReferralDisputeSettled: ({ outcome, note, at }) => ({ text: chatSystemLines.disputeSettled(outcome === 'refunded', note), at }),
    },
  },
  notifications: {
    request: ({ referralId, seekerId, companyId, desiredPosition, companyName, currency }) => ({
      requestId: referralId,
      seekerId,
      companyId,
      desiredPosition,
      companyName,
      currency,
    }),
    steps: {
      // the seeker is told; the company's referrers see it until one takes it
      ReferralPaid: ({ seekerId, companyId }, request) => ({
        notify: [{ subject: { kind: 'referralPaid', request }, userIds: [seekerId], companyId, openToCompany: true }],
      }),
      ReferralTaken: ({ seekerId, referrerId, referrerName }, request) => ({
        notify: [{ subject: { kind: 'referralTaken', request, referrerName }, userIds: [seekerId] }],
        closeToCompany: { takenBy: referrerId },
        request: { referrerId },
      }),
      ReferralStatusChanged: ({ seekerId, to, reason, by, referrerId }, request) => ({
        // the seeker's own change (an approval) needs no telling; the referrer hears of an approval, whoever made it
        notify: [
          ...(by.userId === seekerId ? [] : [{ subject: { kind: 'statusChanged' as const, request, status: to, reason }, userIds: [seekerId] }]),
          ...(to === 'approved' && referrerId ? [{ subject: { kind: 'referralApproved' as const, request, reason }, userIds: [referrerId] }] : []),
        ],
        ...(to === 'pending' ? {} : { closeToCompany: { takenBy: referrerId } }),
      }),
      RefundIssued: ({ seekerId, amountCents }, request, kept) => ({
        notify: [{ subject: { kind: 'refundIssued', request, amountCents, currency: kept?.currency ?? PAYMENT_CURRENCY }, userIds: [seekerId] }],
      }),
      // issue 17: the company's referrers are reminded while it is open to them; the seeker is told it is still open
      ReferralUntakenReminded: ({ seekerId, companyId, afterHours }, request) => ({
        notify: [
          { subject: { kind: 'untakenReminder', request, hours: afterHours }, companyId, openToCompany: true },
          { subject: { kind: 'untakenReminder', request, hours: afterHours }, userIds: [seekerId] },
        ],
        // the reminder takes the place of the company's earlier notification of it
        closeToCompany: { takenBy: null },
      }),
      ReferralSilenceReminded: ({ referrerId, afterDays }, request) => ({
        notify: [{ subject: { kind: 'silenceReminder', request, days: afterDays }, userIds: [referrerId] }],
      }),
      // back in the pool: open to the company's referrers again, the seeker told
      ReferralReleased: ({ seekerId, companyId, referrerId, referrerName, silentSince, at }, request) => ({
        notify: [
          { subject: { kind: 'releasedToPool', request, referrerName }, companyId, openToCompany: true },
          { subject: { kind: 'releasedToPool', request, referrerName }, userIds: [seekerId] },
          // the referrer who lost it is told why
          {
            subject: { kind: 'releasedFromYou', request, days: unitsBetween(silentSince, at, DAY_MS) },
            userIds: [referrerId],
          },
        ],
        request: { referrerId: null },
      }),
      ReferralApprovalReminded: ({ seekerId, daysLeft }, request) => ({
        notify: [{ subject: { kind: 'approvalReminder', request, daysLeft }, userIds: [seekerId] }],
      }),
      // issue 17's disputes: the admins settle it, the referrer is told; both people on it read the questions and the outcome
      ReferralDisputeOpened: ({ referrerId, reason }, request) => ({
        notify: [
          { subject: { kind: 'disputeOpened', request, reason }, admins: true },
          ...(referrerId ? [{ subject: { kind: 'disputeOpened' as const, request, reason }, userIds: [referrerId] }] : []),
        ],
      }),
      ReferralDisputeQuestionAsked: ({ seekerId, referrerId, question }, request) => ({
        notify: [{ subject: { kind: 'disputeQuestion', request, question }, userIds: [seekerId, ...(referrerId ? [referrerId] : [])] }],
      }),
      ReferralDisputeSettled: ({ seekerId, referrerId, outcome, note }, request) => ({
        notify: [{ subject: { kind: 'disputeSettled', request, outcome, note }, userIds: [seekerId, ...(referrerId ? [referrerId] : [])] }],
      }),
    },
  },
});
