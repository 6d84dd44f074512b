import { formatMoney } from '../payments/money.ts';
import type { NotificationAudience, NotificationWording, RequestRef } from '../notifications/wording.ts';
import type { ReferralStatus } from './constants.ts';
import { statusLabels } from './lifecycle.ts';

/** What a referral's notifications are about, with what their wording needs. */
export type ReferralNotificationSubject =
  | { kind: 'referralPaid'; request: RequestRef }
  | { kind: 'referralTaken'; request: RequestRef; referrerName: string }
  | { kind: 'statusChanged'; request: RequestRef; status: ReferralStatus; reason: string | null }
  | { kind: 'refundIssued'; request: RequestRef; amountCents: number; currency: string };

const what = ({ desiredPosition, companyName }: RequestRef) => `${desiredPosition} at ${companyName}`;

/** A referral notification's title and sentence, for the bell and the e-mail alike. */
const describeReferralNotification = (subject: ReferralNotificationSubject, audience: NotificationAudience): NotificationWording => {
  switch (subject.kind) {
    case 'referralPaid':
      return audience === 'company'
        ? { title: 'New paid request', text: `A seeker is asking for a referral: ${what(subject.request)}.` }
        : { title: 'Payment received', text: `Your referral request for ${what(subject.request)} is paid and with its referrers now.` };
    case 'referralTaken':
      return { title: 'A referrer took your request', text: `${subject.referrerName} is handling your request for ${what(subject.request)}.` };
    case 'statusChanged': {
      const label = statusLabels[subject.status];
      const reason = subject.reason ? ` Reason: ${subject.reason}` : '';
      return { title: `Status changed to ${label}`, text: `Your request for ${what(subject.request)} is now ${label}.${reason}` };
    }
    case 'refundIssued':
      return {
        title: 'Refund issued',
        text: `${formatMoney(subject.amountCents, subject.currency)} was refunded for your request for ${what(subject.request)}.`,
      };
  }
};

/** The notifications job referrals contribute to the bell: their subjects' kinds and their words, and a request's name in others'. */
export const referralNotifications = {
  kinds: ['referralPaid', 'referralTaken', 'statusChanged', 'refundIssued'] as const satisfies readonly ReferralNotificationSubject['kind'][],
  describe: describeReferralNotification,
  requestName: what,
};
