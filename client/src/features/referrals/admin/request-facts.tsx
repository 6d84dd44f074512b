import { ExternalLink } from 'lucide-react';
import { detailDate, money, paymentDate } from '../../../lib/format';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import type { Referral } from '../api/types';
import { DetailCard, DownloadButton, Fact, NotGiven } from './detail-parts';

const paymentMethodLabels: Record<string, string> = { CreditCard: 'Credit card', Coupon: 'Coupon (nothing to pay)' };

/** Spec 001 §2.4's sections of a request, in the spec's order. */
export function RequestFacts({ referral }: { referral: Referral }) {
  const { jobSeekerDetails: seeker, industryDetails: industry, payment } = referral;
  return (
    <div className="flex flex-col gap-5">
      <DetailCard title="Application Status" id="application-status">
        <dl className="divide-y divide-slate-100">
          <Fact label="Name">{seeker.name}</Fact>
          <Fact label="Submission date">
            <span className="tabular-nums">{detailDate(referral.submissionDate)}</span>
          </Fact>
          <Fact label="Status">
            <StatusBadge status={referral.status} />
          </Fact>
          {referral.rejectionReason && <Fact label="Rejection reason">{referral.rejectionReason}</Fact>}
          <Fact label="Referrer">{referral.referrer?.name || <NotGiven>No referrer has taken it yet</NotGiven>}</Fact>
        </dl>
      </DetailCard>

      <DetailCard title="User Information" id="user-information">
        <dl className="divide-y divide-slate-100">
          <Fact label="Email">
            <a href={`mailto:${seeker.email}`} className="focus-ring rounded text-brand hover:underline">
              {seeker.email}
            </a>
          </Fact>
          <Fact label="Phone">
            <a href={`tel:${seeker.mobile.replace(/\s/g, '')}`} className="focus-ring rounded text-brand hover:underline">
              {seeker.mobile}
            </a>
          </Fact>
        </dl>
      </DetailCard>

      <DetailCard title="Industry Selection" id="industry-selection">
        <dl className="divide-y divide-slate-100">
          <Fact label="Industry">{industry.industry}</Fact>
          <Fact label="Desired position">{industry.desiredPosition}</Fact>
          <Fact label="Desired company">{industry.desiredCompany}</Fact>
          <Fact label="Current job">{industry.currentJob || <NotGiven />}</Fact>
          {referral.jobUrl && (
            <Fact label="Job ad">
              <a
                href={referral.jobUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="focus-ring inline-flex items-center gap-1 rounded break-all text-brand hover:underline"
              >
                {referral.jobUrl}
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Fact>
          )}
        </dl>
      </DetailCard>

      <DetailCard title="Application Details" id="application-details">
        <dl className="divide-y divide-slate-100">
          <Fact label="Resume">
            <DownloadButton label="Resume" file={referral.resume} />
          </Fact>
          <Fact label="Cover letter">
            {referral.coverLetter ? <DownloadButton label="Cover letter" file={referral.coverLetter} /> : <NotGiven>None sent</NotGiven>}
          </Fact>
        </dl>
      </DetailCard>

      <DetailCard title="Payment Details" id="payment-details" aside={<PaymentBadge paid={referral.paymentStatus === 'Paid'} />}>
        {payment ? (
          <dl className="divide-y divide-slate-100">
            <Fact label="Reference">
              <span className="font-mono text-xs break-all">{payment.reference}</span>
            </Fact>
            <Fact label="Date">
              <span className="tabular-nums">{paymentDate(payment.date)}</span>
            </Fact>
            <Fact label="Method">{paymentMethodLabels[payment.paymentMethod] ?? payment.paymentMethod}</Fact>
            <Fact label="Amount">
              <span className="tabular-nums">
                {money(payment.amountCents)} {payment.currency.toUpperCase()}
              </span>
            </Fact>
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
          </dl>
        ) : (
          <>
            <dl className="divide-y divide-slate-100">
              <Fact label="Amount due">
                <span className="tabular-nums">{money(referral.amountDue)}</span>
              </Fact>
              {referral.lastPaymentError && (
                <Fact label="Last payment attempt">
                  <span className="text-rose-700">{referral.lastPaymentError}</span>
                </Fact>
              )}
            </dl>
            <p className="border-t border-slate-100 py-2.5 text-sm text-muted">Not paid yet: referrers see the request once the job seeker pays.</p>
          </>
        )}
      </DetailCard>
    </div>
  );
}
