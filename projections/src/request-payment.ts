import { formatMoney, referralMessages } from '@referly/domain';

/** What a paid request's read model keeps of its payment. */
type PaymentFields = { paid: boolean; paidAt: string | null; lastPaymentError: string | null };

/** A payment's line in a request's timeline, the same for every kind of request. */
type PaymentEntry = { kind: 'paid' | 'paymentFailed' | 'paymentMismatch'; label: string; by: null; reason?: string; at: string };

/** A payment outcome as a request's `next(changes, entry)` takes it. */
type PaymentStep = [Partial<PaymentFields>, PaymentEntry];

export const paymentReceived = (at: string): PaymentStep => [
  { paid: true, paidAt: at, lastPaymentError: null },
  { kind: 'paid', label: 'Payment received', by: null, at },
];

export const paymentFailed = (message: string, at: string): PaymentStep => [
  { lastPaymentError: message },
  { kind: 'paymentFailed', label: 'Payment failed', by: null, reason: message, at },
];

/** A success that does not match the charge: it shows as the payment's error only while the request is unpaid. */
export const paymentMismatched = (
  doc: Pick<PaymentFields, 'paid' | 'lastPaymentError'>,
  reported: { paymentIntentId: string; amountCents: number; currency: string; expectedAmountCents: number; expectedCurrency: string },
  at: string,
): PaymentStep => {
  const { paymentIntentId, amountCents, currency, expectedAmountCents, expectedCurrency } = reported;
  const reason = `${formatMoney(amountCents, currency)} reported on ${paymentIntentId}; ${formatMoney(expectedAmountCents, expectedCurrency)} asked for`;
  return [
    { lastPaymentError: doc.paid ? doc.lastPaymentError : referralMessages.paymentAmountMismatch },
    { kind: 'paymentMismatch', label: 'Payment did not match', by: null, reason, at },
  ];
};
