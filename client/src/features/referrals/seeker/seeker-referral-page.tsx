import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { CreditCard, UserRound } from 'lucide-react';
import { isFinal } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { DetailColumns, DetailHeader, DetailNotFound, DetailStates } from '../../../ui/detail-page';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { DetailSkeleton } from '../../../ui/skeleton';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { ReferralFacts } from '../components/referral-facts';
import { RefundNotice } from '../components/refund-notice';
import type { ReferrerReputationSlot } from '../components/referrer-reputation-slot';
import type { RequestChatSlot } from '../components/request-chat-slot';
import { StatusTimeline } from '../components/status-timeline';
import { ApproveReferral } from './approve-referral';
import { DisputeReferral } from './dispute-referral';
import { FeedbackBox } from './feedback-box';
import { canPayLater, PayNowButton, usePayLater } from './pay-later';

const FAILED = 'Failed to retrieve job referral.';

const trail = [
  { label: 'Dashboard', to: paths.userDashboard },
  { label: 'Job Referrals', to: paths.userJobReferrals },
];

/** Unpaid: referrers do not see it yet; say what is due, why the last try failed, and offer to pay. */
function UnpaidNotice({ referral, onPay }: { referral: Referral; onPay: () => void }) {
  if (!canPayLater(referral)) return null;
  return (
    <section aria-label="Payment due" className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center">
      <CreditCard aria-hidden className="size-6 shrink-0 text-pending" />
      <div className="min-w-0 flex-1 text-sm text-amber-900">
        <h2 className="text-base font-semibold">Waiting for payment: {money(referral.amountDue, referral.currency)}</h2>
        <p className="mt-1">Referrers at {referral.industryDetails.desiredCompany} see this request once it is paid.</p>
        {referral.lastPaymentError && <p className="mt-1">Last attempt: {referral.lastPaymentError}</p>}
      </div>
      <PayNowButton referral={referral} onPay={onPay} />
    </section>
  );
}

function ReferrerCard({ referral, reputation: Reputation }: { referral: Referral; reputation: ReferrerReputationSlot | undefined }) {
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
    <Panel icon={<UserRound aria-hidden className="size-5" />} title={referral.referrer?.name ?? 'Referrer'} description={text}>
      {Reputation && referral.referrer && (
        <Reputation referrerId={referral.referrer.id} referrerName={referral.referrer.name ?? 'This referrer'} framed={false} />
      )}
    </Panel>
  );
}

function Detail({
  referral,
  chat: Chat,
  reputation,
}: {
  referral: Referral;
  chat: RequestChatSlot | undefined;
  reputation: ReferrerReputationSlot | undefined;
}) {
  const { desiredPosition, desiredCompany } = referral.industryDetails;
  const heading = useRef<HTMLHeadingElement>(null);
  const payLater = usePayLater(referral, heading);
  return (
    <>
      <Breadcrumbs trail={trail} current={`Request #${referral.index}`} />
      <DetailHeader
        headingRef={heading}
        title={
          <>
            {desiredPosition} <span className="font-normal text-muted">at</span> {desiredCompany}
          </>
        }
        subtitle={`Request #${referral.index} · Submitted ${formatDate(referral.submissionDate, 'YYYY-MM-DD')}`}
        aside={
          <>
            <StatusBadge status={referral.status} />
            <PaymentBadge paid={referral.paymentStatus === 'Paid'} refund={referral.refund?.status ?? null} />
            {Chat && <Chat chatType="jobReferral" requestId={referral.id} company={desiredCompany} position={desiredPosition} label="Chat" />}
          </>
        }
      />

      <UnpaidNotice referral={referral} onPay={payLater.start} />
      <ApproveReferral referral={referral} />
      <DisputeReferral referral={referral} />
      <RefundNotice referral={referral} failedNote={<p className="mt-1">Our team has been told and will try again. You do not need to do anything.</p>} />

      {/* where it stands and what to do first (a phone shows them before the facts), beside the facts on a wide screen */}
      <DetailColumns
        side={
          <>
            <ReferrerCard referral={referral} reputation={reputation} />
            <StatusTimeline entries={referral.timeline} viewer="seeker" />
            <FeedbackBox referral={referral} />
          </>
        }
        main={<ReferralFacts referral={referral} viewer="seeker" paymentAction={<PayNowButton referral={referral} onPay={payLater.start} size="sm" />} />}
      />
      {payLater.checkout}
    </>
  );
}

/** /user_dashboard/job_referrals/{id}: one of the seeker's requests, read-only, with what they can do about it now. */
export function SeekerReferralPage({ chat, reputation }: { chat?: RequestChatSlot; reputation?: ReferrerReputationSlot }) {
  const { id = '' } = useParams();
  const referral = useReferral('seeker', id);
  useFailureToast(referral.isError && referral.errorUpdateCount === 1, FAILED);
  const notFound = referral.error instanceof ApiError && referral.error.status === 404;

  return (
    <PageColumn className="flex flex-col gap-6">
      <DetailStates
        query={referral}
        loading={
          <>
            <Breadcrumbs trail={trail} current="Request" />
            <DetailSkeleton label="Loading referral request" />
          </>
        }
        notFound={
          notFound && (
            <DetailNotFound
              title="We couldn't find this request"
              text="It may have been removed, or the link is not quite right. Your requests are all in your list."
              back={{ to: paths.userJobReferrals, label: 'Back to Job Referrals' }}
            />
          )
        }
        failure={FAILED}
      >
        {(data) => <Detail referral={data} chat={chat} reputation={reputation} />}
      </DetailStates>
    </PageColumn>
  );
}
