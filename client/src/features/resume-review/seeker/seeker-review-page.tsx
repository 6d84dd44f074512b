import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { CreditCard } from 'lucide-react';
import { resumeReviewMessages as messages } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { DetailColumns, DetailHeader, DetailNotFound, DetailStates } from '../../../ui/detail-page';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useReview } from '../api/queries';
import type { Review } from '../api/types';
import { AiReviewPanel } from '../components/ai-review-panel';
import { ConsultantReview } from '../components/consultant-review';
import { ReviewFacts } from '../components/review-facts';
import type { ReviewChatSlot } from '../components/review-chat-slot';
import { ReviewStatusBadge } from '../components/review-status';
import { ReviewTimeline } from '../components/review-timeline';
import { CareerAdviceBox } from './career-advice-box';
import { PayNowButton, usePayLater } from './pay-later';
import { ReviewFeedbackBox } from './review-feedback-box';

const trail = [
  { label: 'Dashboard', to: paths.userDashboard },
  { label: 'Resume Review', to: paths.userResumeReviews },
];

/** Unpaid: nothing is reviewed yet; say what is due and why the last try failed, and offer the card form again. */
function UnpaidNotice({ review, onPay }: { review: Review; onPay: () => void }) {
  if (review.paymentStatus === 'Paid') return null;
  return (
    <section aria-label="Payment due" className="flex gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5">
      <CreditCard aria-hidden className="size-6 shrink-0 text-pending" />
      <div className="min-w-0 flex-1 text-sm text-amber-900">
        <h2 className="text-base font-semibold">Waiting for payment: {money(review.amountDue, review.currency)}</h2>
        <p className="mt-1">The AI review starts as soon as the payment goes through.</p>
        {review.lastPaymentError && <p className="mt-1">Last attempt: {review.lastPaymentError}</p>}
        <div className="mt-3">
          <PayNowButton review={review} onPay={onPay} />
        </div>
      </div>
    </section>
  );
}

function Detail({ review, chat: Chat }: { review: Review; chat: ReviewChatSlot | undefined }) {
  const { desiredPosition, desiredCompany } = review.industryDetails;
  const consultantSaved = review.review.consultantReviewedResume !== null || review.review.consultantFeedback !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const payLater = usePayLater(review, heading);
  return (
    <>
      <Breadcrumbs trail={trail} current={`Review #${review.index}`} />
      <DetailHeader
        title={`Resume Review #${review.index}`}
        headingRef={heading}
        beside={<ReviewStatusBadge status={review.status} />}
        subtitle={`${desiredPosition} at ${desiredCompany} · Submitted ${formatDate(review.submissionDate, 'YYYY-MM-DD')}`}
        aside={Chat && <Chat chatType="resumeReview" requestId={review.id} company={desiredCompany} position={desiredPosition} label="Chat" />}
      />
      <UnpaidNotice review={review} onPay={payLater.start} />
      <DetailColumns
        main={
          <>
            {/* once the consultant has answered, theirs is the newest word and comes first */}
            {consultantSaved && <ConsultantReview review={review} viewer="seeker" />}
            <AiReviewPanel review={review} viewer="seeker" />
            {!consultantSaved && <ConsultantReview review={review} viewer="seeker" />}
            <ReviewFacts review={review} viewer="seeker" />
          </>
        }
        sideBelow={
          <>
            <CareerAdviceBox review={review} />
            <ReviewFeedbackBox review={review} />
            <ReviewTimeline entries={review.timeline} />
          </>
        }
      />
      {payLater.checkout}
    </>
  );
}

/** /user_dashboard/resume_review/{id}: one of the seeker's reviews, its AI review live, and what they can do now (spec 001 §2.2). */
export function SeekerReviewPage({ chat }: { chat?: ReviewChatSlot }) {
  const { id = '' } = useParams();
  const review = useReview('seeker', id);
  useFailureToast(review.isError && review.errorUpdateCount === 1, messages.failDetail);
  const notFound = review.error instanceof ApiError && review.error.status === 404;
  return (
    <PageColumn className="flex flex-col gap-6">
      <DetailStates
        query={review}
        loading={
          <>
            <Breadcrumbs trail={trail} current="Review" />
            <DetailSkeleton label="Loading resume review" />
          </>
        }
        notFound={
          notFound && (
            <DetailNotFound
              title="We couldn't find this review"
              text="It may have been removed, or the link is not quite right. Your reviews are all in your list."
              back={{ to: paths.userResumeReviews, label: 'Back to Resume Review' }}
            />
          )
        }
        failure={messages.failDetail}
      >
        {(data) => <Detail review={data} chat={chat} />}
      </DetailStates>
    </PageColumn>
  );
}
