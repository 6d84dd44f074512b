import type { PaymentView } from '@referly/domain';

/** What a request's read model keeps of its payment. */
type PaymentFields = {
  paid: boolean;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  paidAt: string | null;
  couponCode: string | null;
  discountPercentage: number | null;
};

/** Spec 001 §3's payment of a request, once paid: the intent is its reference; a coupon that made it free is its method. */
export const paymentView = (doc: PaymentFields): PaymentView | null =>
  doc.paid
    ? {
        _id: doc.paymentIntentId,
        amount: doc.amountCents / 100,
        amountCents: doc.amountCents,
        currency: doc.currency,
        paymentMethod: doc.amountCents === 0 ? 'Coupon' : 'CreditCard',
        date: doc.paidAt,
        reference: doc.paymentIntentId,
        couponCode: doc.couponCode,
        discountPercentage: doc.discountPercentage,
      }
    : null;
