import type { RefObject } from 'react';
import { isFinal } from '@referly/domain';
import { PayNowAction, usePayLater as usePayLaterRequest } from '../../../lib/payments/pay-later';
import { referralKeys } from '../api/keys';
import type { Referral } from '../api/types';
import { referralPaymentCopy, referralPaymentInput, referralPaymentMachine } from './referral-payment';

/** An unpaid request the seeker can still pay: not decided yet, and something is due. */
export const canPayLater = (referral: Pick<Referral, 'paymentStatus' | 'amountDue' | 'status'>) =>
  referral.paymentStatus === 'Unpaid' && referral.amountDue > 0 && !isFinal(referral.status);

/** The checkout for paying a request later (lib/payments/pay-later.tsx), with the referral's flow and words. */
export const usePayLater = (referral: Referral, fallbackFocus: RefObject<HTMLElement | null>) =>
  usePayLaterRequest(
    {
      machine: referralPaymentMachine,
      input: referralPaymentInput(referral._id),
      order: {
        amountCents: referral.amountDue,
        currency: referral.currency,
        billing: { name: referral.jobSeekerDetails.name, email: referral.jobSeekerDetails.email },
        summary: `Job referral: ${referral.industryDetails.desiredPosition} at ${referral.industryDetails.desiredCompany}`,
      },
      copy: referralPaymentCopy('Done'),
      queryKey: referralKeys.all,
    },
    fallbackFocus,
  );

/** 'Pay now' for a request left unpaid; nothing once it is paid or decided. */
export function PayNowButton({ referral, onPay, size = 'md' }: { referral: Referral; onPay: () => void; size?: 'sm' | 'md' }) {
  if (!canPayLater(referral)) return null;
  return <PayNowAction amountCents={referral.amountDue} currency={referral.currency} onPay={onPay} size={size} />;
}
