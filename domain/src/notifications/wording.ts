import type { ReferralStatus } from '../referrals/constants.ts';
import { statusLabels } from '../referrals/lifecycle.ts';
import { formatMoney } from '../payments/money.ts';

/** The request a notification is about, as its reader knows it. */
export type RequestRef = { requestId: string; desiredPosition: string; companyName: string };

/** What happened, with what its wording needs. */
export type NotificationSubject =
  | { kind: 'referralPaid'; request: RequestRef }
  | { kind: 'referralTaken'; request: RequestRef; referrerName: string }
  | { kind: 'statusChanged'; request: RequestRef; status: ReferralStatus; reason: string | null }
  | { kind: 'refundIssued'; request: RequestRef; amountCents: number; currency: string }
  | { kind: 'chatMessage'; request: RequestRef; senderName: string; preview: string }
  | { kind: 'announcement'; title: string; body: string };

/** `own`: the reader's own request (or a chat they are in); `company`: a request at the reader's company, for its referrers. */
export type NotificationAudience = 'own' | 'company' | 'everyone';

export type NotificationWording = { title: string; text: string };

const what = ({ desiredPosition, companyName }: RequestRef) => `${desiredPosition} at ${companyName}`;

/** The notification's title and sentence, for the bell and the e-mail alike. */
export const describeNotification = (subject: NotificationSubject, audience: NotificationAudience): NotificationWording => {
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
    case 'chatMessage':
      return { title: `New message from ${subject.senderName}`, text: `${what(subject.request)}: ${subject.preview}` };
    case 'announcement':
      return { title: subject.title, text: subject.body };
  }
};

/** A message quoted in a notification: on one line, cut at `max` characters with an ellipsis. */
export const previewOf = (text: string, max: number): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};
