import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { Fact, FactPanel, NotGiven } from '../../../ui/facts';
import { FileDownload } from '../../../ui/file-download';
import { Badge } from '../../../ui/badge';
import type { Review } from '../api/types';
import { ReviewStatusBadge } from './review-status';

const methodLabels: Record<string, string> = { CreditCard: 'Credit card', Coupon: 'Coupon (no charge)' };

/** Spec 001 §2.2 and §2.4's Payment Details: the payment, or what is due. */
function PaymentFacts({ review, admin }: { review: Review; admin: boolean }) {
  const { payment } = review;
  const paid = review.paymentStatus === 'Paid';
  return (
    <FactPanel title="Payment Details" aside={<Badge tone={paid ? 'approved' : 'neutral'}>{paid ? 'Paid' : 'Unpaid'}</Badge>}>
      {payment ? (
        <>
          <Fact label="Reference">
            <span className="font-mono text-xs break-all">{payment.reference}</span>
          </Fact>
          <Fact label="Date">
            <span className="tabular-nums">{formatDate(payment.date)}</span>
          </Fact>
          <Fact label="Method">{methodLabels[payment.paymentMethod] ?? payment.paymentMethod}</Fact>
          <Fact label="Amount">
            <span className="tabular-nums">{money(payment.amountCents, payment.currency)}</span>
            {payment.couponCode && (
              <span className="ml-2 font-normal text-muted">
                coupon <span className="font-mono">{payment.couponCode}</span>
                {payment.discountPercentage !== null ? ` (${payment.discountPercentage}% off)` : ''}
              </span>
            )}
          </Fact>
        </>
      ) : (
        <>
          <Fact label="Amount due">
            <span className="tabular-nums">{money(review.amountDue, review.currency)}</span>
          </Fact>
          {review.lastPaymentError && (
            <Fact label="Last payment attempt">
              <span className="text-rose-700">{review.lastPaymentError}</span>
            </Fact>
          )}
          {admin && <Fact label="AI review">Starts once the job seeker has paid.</Fact>}
        </>
      )}
    </FactPanel>
  );
}

/**
 * A review's facts as spec 001 §2.2 and §2.4 list them: Application Status, User Information, Industry Selection,
 * Application Details (the files, through the protected download) and Payment Details (the admin's only once paid).
 */
export function ReviewFacts({ review, viewer }: { review: Review; viewer: 'seeker' | 'admin' }) {
  const { jobSeekerDetails: seeker, industryDetails: industry } = review;
  const admin = viewer === 'admin';
  const orBlank = (value: string) => (value.trim() ? value : <NotGiven />);
  const link = (href: string, text: string) =>
    admin ? (
      <a href={href} className="focus-ring rounded text-brand underline-offset-2 hover:underline">
        {text}
      </a>
    ) : (
      text
    );
  return (
    <div className="flex flex-col gap-5">
      <FactPanel title="Application Status">
        <Fact label="Name">{seeker.name}</Fact>
        <Fact label="Submission date">
          <span className="tabular-nums">{formatDate(review.submissionDate, 'YYYY-MM-DD')}</span>
        </Fact>
        <Fact label="Status">
          <ReviewStatusBadge status={review.status} />
        </Fact>
      </FactPanel>

      <FactPanel title="User Information">
        <Fact label="Email">{link(`mailto:${seeker.email}`, seeker.email)}</Fact>
        <Fact label="Phone">{link(`tel:${seeker.mobile.replace(/\s/g, '')}`, seeker.mobile)}</Fact>
      </FactPanel>

      <FactPanel title="Industry Selection">
        <Fact label="Industry">{orBlank(industry.industry)}</Fact>
        <Fact label="Desired position">{orBlank(industry.desiredPosition)}</Fact>
        <Fact label="Desired company">{orBlank(industry.desiredCompany)}</Fact>
        <Fact label="Current job">{orBlank(industry.currentJob)}</Fact>
        {review.jobAd && (
          <Fact label="Job ad">
            <details>
              <summary className="focus-ring w-fit cursor-pointer rounded font-normal text-brand">Show the job ad</summary>
              <p className="mt-2 max-h-60 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm font-normal break-words whitespace-pre-line ring-1 ring-slate-200 ring-inset">
                {review.jobAd}
              </p>
            </details>
          </Fact>
        )}
      </FactPanel>

      <FactPanel title="Application Details">
        <Fact label="Resume">
          <FileDownload label="Resume" file={review.resume} />
        </Fact>
        <Fact label="Cover letter">
          {review.coverLetter ? <FileDownload label="Cover letter" file={review.coverLetter} /> : <NotGiven>None sent</NotGiven>}
        </Fact>
      </FactPanel>

      {(!admin || review.paymentStatus === 'Paid') && <PaymentFacts review={review} admin={admin} />}
    </div>
  );
}
