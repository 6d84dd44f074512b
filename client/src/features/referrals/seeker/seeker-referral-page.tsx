import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ChevronRight, CreditCard, SearchX, TriangleAlert, UserRound } from 'lucide-react';
import { isFinal } from '@referly/domain';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api';
import { detailDate, money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { PageColumn } from '../../../ui/page';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { ReferralDetailSkeleton } from '../components/referral-detail-skeleton';
import { ReferralFacts } from '../components/referral-facts';
import { RefundNotice } from '../components/refund-notice';
import { StatusTimeline } from '../components/status-timeline';
import { ApproveReferral } from './approve-referral';
import { FeedbackBox } from './feedback-box';
import { canPayLater, PayNowButton, usePayLater } from './pay-later';

const FAILED = 'Failed to retrieve job referral.';

function Breadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <li>
          <Link to={paths.userDashboard} className="focus-ring rounded font-medium text-brand hover:underline">
            Dashboard
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to={paths.userJobReferrals} className="focus-ring rounded font-medium text-brand hover:underline">
            Job Referrals
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** Unpaid: referrers do not see it yet; say what is due, why the last try failed, and offer to pay. */
function UnpaidNotice({ referral, onPay }: { referral: Referral; onPay: () => void }) {
  if (!canPayLater(referral)) return null;
  return (
    <section aria-label="Payment due" className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center">
      <CreditCard aria-hidden className="size-6 shrink-0 text-pending" />
      <div className="min-w-0 flex-1 text-sm text-amber-900">
        <h2 className="text-base font-semibold">Waiting for payment: {money(referral.amountDue)} USD</h2>
        <p className="mt-1">Referrers at {referral.industryDetails.desiredCompany} see this request once it is paid.</p>
        {referral.lastPaymentError && <p className="mt-1">Last attempt: {referral.lastPaymentError}</p>}
      </div>
      <PayNowButton referral={referral} onPay={onPay} />
    </section>
  );
}

function ReferrerCard({ referral }: { referral: Referral }) {
  const company = referral.industryDetails.desiredCompany;
  const text = referral.referrer
    ? isFinal(referral.status)
      ? `${referral.referrer.name ?? 'A referrer'} at ${company} handled your request.`
      : `${referral.referrer.name ?? 'A referrer'} at ${company} is handling your request.`
    : isFinal(referral.status)
      ? `No referrer at ${company} took this request on.`
      : referral.paymentStatus === 'Paid'
        ? `Waiting for a referrer at ${company} to take it on. We will tell you as soon as one does.`
        : `Referrers at ${company} see it once it is paid.`;
  return (
    <section aria-labelledby="referrer-title" className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand">
        <UserRound aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id="referrer-title" className="text-base font-semibold text-ink">
          {referral.referrer?.name ?? 'Referrer'}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{text}</p>
      </div>
    </section>
  );
}

function Detail({ referral }: { referral: Referral }) {
  const { desiredPosition, desiredCompany } = referral.industryDetails;
  const heading = useRef<HTMLHeadingElement>(null);
  const payLater = usePayLater(referral, heading);
  return (
    <>
      <Breadcrumbs current={`Request #${referral.index}`} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold break-words text-ink focus:outline-none sm:text-3xl">
            {desiredPosition} <span className="font-normal text-muted">at</span> {desiredCompany}
          </h1>
          <p className="mt-1 text-sm text-muted">
            Request #{referral.index} · Submitted {detailDate(referral.submissionDate)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <StatusBadge status={referral.status} />
          <PaymentBadge paid={referral.paymentStatus === 'Paid'} />
        </div>
      </header>

      <UnpaidNotice referral={referral} onPay={payLater.start} />
      <ApproveReferral referral={referral} />
      <RefundNotice referral={referral} failedNote={<p className="mt-1">Our team has been told and will try again. You do not need to do anything.</p>} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        {/* where it stands and what to do first (a phone shows them before the facts), beside the facts on a wide screen */}
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-1">
          <ReferrerCard referral={referral} />
          <StatusTimeline entries={referral.timeline} />
          <FeedbackBox referral={referral} />
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
          <ReferralFacts referral={referral} paymentAction={<PayNowButton referral={referral} onPay={payLater.start} size="sm" />} />
        </div>
      </div>
      {payLater.checkout}
    </>
  );
}

/** /user_dashboard/job_referrals/{id}: one of the seeker's requests, read-only, with what they can do about it now. */
export function SeekerReferralPage() {
  const { id = '' } = useParams();
  const referral = useReferral('seeker', id);
  const firstFailure = referral.isError && referral.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(FAILED);
  }, [firstFailure]);
  const notFound = referral.error instanceof ApiError && referral.error.status === 404;

  return (
    <PageColumn className="flex flex-col gap-6">
      {referral.isPending ? (
        <>
          <Breadcrumbs current="Request" />
          <ReferralDetailSkeleton />
        </>
      ) : referral.data ? (
        <Detail referral={referral.data} />
      ) : notFound ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <SearchX aria-hidden className="size-8 text-slate-400" />
          <h1 className="text-lg font-semibold text-ink">We couldn't find this request</h1>
          <p className="max-w-md text-sm text-muted">It may have been removed, or the link is not quite right. Your requests are all in your list.</p>
          <ButtonLink to={paths.userJobReferrals} variant="secondary" size="sm">
            Back to Job Referrals
          </ButtonLink>
        </div>
      ) : (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <TriangleAlert aria-hidden className="size-6" />
          <p className="font-medium">{FAILED}</p>
          <Button variant="secondary" size="sm" onClick={() => void referral.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </PageColumn>
  );
}
