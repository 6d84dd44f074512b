import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { Fact, FactPanel, NotGiven } from '../../../ui/facts';
import { PaymentBadge } from '../../../ui/status-badge';
import type { Referral } from '../api/types';

const methodLabels: Record<'seeker' | 'admin', Record<string, string>> = {
  seeker: { CreditCard: 'Credit card', Coupon: 'Coupon (no charge)' },
  admin: { CreditCard: 'Credit card', Coupon: 'Coupon (nothing to pay)' },
};

type PaymentFactsProps = {
  referral: Referral;
  /** the admin reads the coupon and an unpaid request's last failure on their own lines; the seeker reads them elsewhere */
  viewer: 'seeker' | 'admin';
  /** what the viewer may do about an unpaid request (the seeker's 'Pay now') */
  paymentAction?: ReactNode;
};

/** Spec 001 §2.4's Payment Details: paid or not, and the payment, or what is due. */
export function PaymentFacts({ referral, viewer, paymentAction }: PaymentFactsProps) {
  const admin = viewer === 'admin';
  const { payment } = referral;
  const badge = <PaymentBadge paid={referral.paymentStatus === 'Paid'} refund={referral.refund?.status ?? null} />;
  return (
    <FactPanel title="Payment Details" aside={admin && badge} footer={admin && !payment && 'Not paid yet: referrers see the request once the job seeker pays.'}>
      {!admin && <Fact label="Payment">{badge}</Fact>}
      {payment ? (
        <>
          <Fact label="Reference">
            <span className="font-mono text-xs break-all">{payment.reference}</span>
          </Fact>
          <Fact label="Date">
            <span className="tabular-nums">{formatDate(payment.date)}</span>
          </Fact>
          <Fact label="Method">{methodLabels[viewer][payment.paymentMethod] ?? payment.paymentMethod}</Fact>
          <Fact label="Amount">
            <span className="tabular-nums">{money(payment.amountCents, payment.currency)}</span>
            {!admin && payment.couponCode && (
              <span className="ml-2 font-normal text-muted">
                coupon {payment.couponCode}
                {payment.discountPercentage !== null ? ` (${payment.discountPercentage}% off)` : ''}
              </span>
            )}
          </Fact>
          {admin && (
            <Fact label="Coupon">
              {payment.couponCode ? (
                <span>
                  <span className="font-mono">{payment.couponCode}</span>
                  {payment.discountPercentage !== null && <span className="font-normal text-muted"> ({payment.discountPercentage}% off)</span>}
                </span>
              ) : (
                <NotGiven>None</NotGiven>
              )}
            </Fact>
          )}
        </>
      ) : (
        <>
          <Fact label="Amount due">
            <span className="tabular-nums">{money(referral.amountDue, referral.currency)}</span>
            {paymentAction && <div className="mt-3">{paymentAction}</div>}
          </Fact>
          {admin && referral.lastPaymentError && (
            <Fact label="Last payment attempt">
              <span className="text-rose-700">{referral.lastPaymentError}</span>
            </Fact>
          )}
        </>
      )}
    </FactPanel>
  );
}
