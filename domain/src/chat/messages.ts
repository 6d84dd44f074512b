import { formatMoney } from '../payments/money.ts';
import { MESSAGE_MAX_LENGTH } from './constants.ts';

/** Every user-facing text of the chat feature, quoted from spec 001 where it gives one. */
export const chatMessages = {
  // §5 chat message
  messageRequired: 'Message is required.',
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  fileKind: 'Please send an image (jpg, jpeg, png, gif, bmp, svg, webp), a PDF or a Word document.',
  readUpToInvalid: 'Please say which message was read.',
  // §8 failure toasts
  failList: 'Failed to fetch chats.',
  failDetail: 'Failed to fetch chat.',
  failSend: 'Failed to add message',
  // server answers
  notFound: 'This chat does not exist.',
  adminReadOnly: 'Admins can only read job referral chats.',
} as const;

/** The system lines a request's own events leave in its chat. */
export const chatSystemLines = {
  paid: 'Payment received.',
  taken: (referrerName: string) => `${referrerName} took on the request.`,
  statusChanged: (statusLabel: string, reason: string | null) => (reason ? `Status changed to ${statusLabel}: ${reason}` : `Status changed to ${statusLabel}.`),
  refundIssued: (amountCents: number, currency: string) => `Refund issued: ${formatMoney(amountCents, currency)}.`,
  // issue 17: the marketplace's own steps
  untakenReminded: "No referrer has taken this request yet: the company's referrers were reminded.",
  silenceReminded: (referrerName: string) => `${referrerName} was reminded to reply in this chat.`,
  released: (reason: string) => reason,
  approvalReminded: 'The seeker was reminded to approve the request or open a dispute.',
  disputeOpened: (seekerName: string, reason: string) => `${seekerName} opened a dispute: ${reason}`,
  disputeQuestion: (question: string) => `Referly team asks: ${question}`,
  disputeSettled: (refunded: boolean, note: string) => `Dispute settled, ${refunded ? 'refunded in full' : 'approved'}: ${note}`,
} as const;
