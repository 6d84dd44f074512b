import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { detailDate, money, paymentDate } from '../../../lib/format';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import type { Payment, Referral } from '../api/types';
import { Fact, FactSection, NotGiven } from './fact';
import { FileDownload } from './file-download';

const methodLabels: Record<string, string> = { CreditCard: 'Credit card', Coupon: 'Coupon (no charge)' };

function PaymentFacts({ payment }: { payment: Payment }) {
  return (
    <>
      <Fact label="Reference">
        <span className="font-mono text-xs break-all">{payment.reference}</span>
      </Fact>
      <Fact label="Date">{paymentDate(payment.date)}</Fact>
      <Fact label="Method">{methodLabels[payment.paymentMethod] ?? payment.paymentMethod}</Fact>
      <Fact label="Amount">
        <span className="tabular-nums">
          {money(payment.amountCents)} {payment.currency.toUpperCase()}
        </span>
        {payment.couponCode && (
          <span className="ml-2 font-normal text-muted">
            coupon {payment.couponCode}
            {payment.discountPercentage !== null ? ` (${payment.discountPercentage}% off)` : ''}
          </span>
        )}
      </Fact>
    </>
  );
}

/**
 * A request's facts as spec 001 §2.2 and §2.4 list them: status, user information, industry selection, files and
 * payment. The same for the seeker, the referrer and the admin; `paymentAction` is what the viewer may do about an
 * unpaid request (the seeker's 'Pay now').
 */
export function ReferralFacts({ referral, paymentAction }: { referral: Referral; paymentAction?: ReactNode }) {
  const { jobSeekerDetails: seeker, industryDetails: industry } = referral;
  return (
    <div className="flex flex-col gap-5">
      <FactSection title="Application Status">
        <Fact label="Request">#{referral.index}</Fact>
        <Fact label="Submitted">{detailDate(referral.submissionDate)}</Fact>
        <Fact label="Status">
          <StatusBadge status={referral.status} />
        </Fact>
        <Fact label="Referrer">{referral.referrer?.name ?? <NotGiven>No referrer yet</NotGiven>}</Fact>
      </FactSection>

      <FactSection title="User Information">
        <Fact label="Name">{seeker.name}</Fact>
        <Fact label="Email">{seeker.email}</Fact>
        <Fact label="Phone">{seeker.mobile}</Fact>
      </FactSection>

      <FactSection title="Industry Selection">
        <Fact label="Industry">{industry.industry}</Fact>
        <Fact label="Desired position">{industry.desiredPosition}</Fact>
        <Fact label="Desired company">{industry.desiredCompany}</Fact>
        <Fact label="Current job">{industry.currentJob || <NotGiven />}</Fact>
        <Fact label="Job ad">
          {referral.jobUrl ? (
            <a
              href={referral.jobUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring inline-flex max-w-full items-center gap-1 rounded text-brand underline-offset-4 hover:underline"
            >
              <span className="truncate">{referral.jobUrl.replace(/^https:\/\//, '')}</span>
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <NotGiven />
          )}
        </Fact>
      </FactSection>

      <FactSection title="Application Details">
        <Fact label="Resume">
          <FileDownload label="Resume" file={referral.resume} />
        </Fact>
        <Fact label="Cover letter">{referral.coverLetter ? <FileDownload label="Cover letter" file={referral.coverLetter} /> : <NotGiven />}</Fact>
      </FactSection>

      <FactSection title="Payment Details">
        <Fact label="Payment">
          <PaymentBadge paid={referral.paymentStatus === 'Paid'} />
        </Fact>
        {referral.payment ? (
          <PaymentFacts payment={referral.payment} />
        ) : (
          <Fact label="Amount due">
            <span className="tabular-nums">{money(referral.amountDue)} USD</span>
            {paymentAction && <div className="mt-3">{paymentAction}</div>}
          </Fact>
        )}
      </FactSection>
    </div>
  );
}
