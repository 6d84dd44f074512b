import { chatSystemLines, referralKind, statusLabels, type ReferralEvent } from '@referly/domain';
import { chatPerson } from '../chat/chat-doc.ts';
import { defineRequestKind } from '../request-kind.ts';

type SystemLineType = (typeof referralKind.chatSystemLineTypes)[number];

/** What job referrals bring to the chats read model (and, through the registry, to the others). */
export const referralProjections = defineRequestKind<ReferralEvent, 'ReferralRequested', SystemLineType>({
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
});
