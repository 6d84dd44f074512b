import { hoursInWords, plural } from '../shared/durations.ts';
import { formatMoney } from '../payments/money.ts';
import type { NotificationAudience, NotificationWording, RequestRef } from '../notifications/wording.ts';
import type { ReferralStatus } from './constants.ts';
import type { DisputeOutcome } from './events.ts';
import { statusLabels } from './lifecycle.ts';

/** What a referral's notifications are about, with what their wording needs. */
export type ReferralNotificationSubject =
  | { kind: 'referralPaid'; request: RequestRef }
  | { kind: 'referralTaken'; request: RequestRef; referrerName: string }
  | { kind: 'statusChanged'; request: RequestRef; status: ReferralStatus; reason: string | null }
  | { kind: 'refundIssued'; request: RequestRef; amountCents: number; currency: string }
  // the referrer: the request they handled is approved (by the seeker, an admin or the marketplace) and earns their credits
  | { kind: 'referralApproved'; request: RequestRef; reason: string | null }
  // issue 17: the marketplace's own steps
  | { kind: 'untakenReminder'; request: RequestRef; hours: number }
  | { kind: 'silenceReminder'; request: RequestRef; days: number }
  | { kind: 'releasedToPool'; request: RequestRef; referrerName: string }
  // the referrer who lost it: why
  | { kind: 'releasedFromYou'; request: RequestRef; days: number }
  | { kind: 'approvalReminder'; request: RequestRef; daysLeft: number }
  | { kind: 'disputeOpened'; request: RequestRef; reason: string }
  | { kind: 'disputeQuestion'; request: RequestRef; question: string }
  | { kind: 'disputeSettled'; request: RequestRef; outcome: DisputeOutcome; note: string };

const what = ({ desiredPosition, companyName }: RequestRef) => `${desiredPosition} at ${companyName}`;
const days = (count: number) => plural(count, 'day');

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
    case 'referralApproved':
      return {
        title: 'Referral approved',
        text: `Your referral for ${what(subject.request)} is approved and its credits are yours.${subject.reason ? ` ${subject.reason}` : ''}`,
      };
    case 'refundIssued':
      return {
        title: 'Refund issued',
        text: `${formatMoney(subject.amountCents, subject.currency)} was refunded for your request for ${what(subject.request)}.`,
      };
    case 'untakenReminder':
      return audience === 'company'
        ? {
            title: 'A paid request is waiting',
            text: `Nobody has taken ${what(subject.request)} for ${hoursInWords(subject.hours)}. Take it from your requests.`,
          }
        : {
            title: 'Your request is still open',
            text: `No referrer has taken your request for ${what(subject.request)} yet. Its company's referrers were reminded; if nobody takes it in time, it is refunded in full.`,
          };
    case 'silenceReminder':
      return {
        title: 'Your seeker is waiting',
        text: `You have not written in the chat of ${what(subject.request)} for ${days(subject.days)}. Reply soon, or the request goes back to the company's referrers.`,
      };
    case 'releasedToPool':
      return audience === 'company'
        ? { title: 'A request is open again', text: `${what(subject.request)} is back in your company's requests: any referrer may take it.` }
        : {
            title: 'Your request is open again',
            text: `${subject.referrerName} did not answer, so your request for ${what(subject.request)} is open to the company's other referrers.`,
          };
    case 'releasedFromYou':
      return {
        title: 'A request went back to the pool',
        text: `You did not write in the chat of ${what(subject.request)} for ${days(subject.days)}, so it went back to your company's referrers.`,
      };
    case 'disputeOpened':
      return audience === 'admins'
        ? { title: 'A dispute to settle', text: `The seeker disputes ${what(subject.request)}: ${subject.reason}` }
        : {
            title: 'Your seeker opened a dispute',
            text: `The seeker disputes ${what(subject.request)}. Our team will look into it and may ask you in the chat.`,
          };
    case 'disputeQuestion':
      return { title: 'A question about the dispute', text: `Our team asks about ${what(subject.request)}: ${subject.question}` };
    case 'disputeSettled':
      return {
        title: subject.outcome === 'refunded' ? 'Dispute settled: refunded' : 'Dispute settled: approved',
        text: `The dispute about ${what(subject.request)} was settled. ${subject.note}`,
      };
    case 'approvalReminder':
      return {
        title: 'Please approve or dispute',
        text: `Your referrer marked ${what(subject.request)} completed. Approve it or open a dispute; otherwise it is approved automatically in ${days(subject.daysLeft)}.`,
      };
  }
};

/** The notifications job referrals contribute to the bell: their subjects' kinds and their words, and a request's name in others'. */
export const referralNotifications = {
  kinds: [
    'referralPaid',
    'referralTaken',
    'statusChanged',
    'referralApproved',
    'refundIssued',
    'untakenReminder',
    'silenceReminder',
    'releasedToPool',
    'releasedFromYou',
    'approvalReminder',
    'disputeOpened',
    'disputeQuestion',
    'disputeSettled',
  ] as const satisfies readonly ReferralNotificationSubject['kind'][],
  describe: describeReferralNotification,
  requestName: what,
};
