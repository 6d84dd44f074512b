import { chatSystemLines, PAYMENT_CURRENCY, referralKind, statusLabels, type ReferralEvent } from '@referly/domain';
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
        // the seeker's own change (an approval) needs no telling
        notify: by.userId === seekerId ? [] : [{ subject: { kind: 'statusChanged', request, status: to, reason }, userIds: [seekerId] }],
        ...(to === 'pending' ? {} : { closeToCompany: { takenBy: referrerId } }),
      }),
      RefundIssued: ({ seekerId, amountCents }, request, kept) => ({
        notify: [{ subject: { kind: 'refundIssued', request, amountCents, currency: kept?.currency ?? PAYMENT_CURRENCY }, userIds: [seekerId] }],
      }),
    },
  },
});
