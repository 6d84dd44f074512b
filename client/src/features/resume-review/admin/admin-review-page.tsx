import { Link, useParams } from 'react-router-dom';
import { CalendarDays } from 'lucide-react';
import { resumeReviewMessages as messages } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { BackLink, DetailColumns, DetailHeader, DetailNotFound, DetailStates } from '../../../ui/detail-page';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useReview } from '../api/queries';
import type { Review } from '../api/types';
import { AiReviewPanel } from '../components/ai-review-panel';
import { ConsultantReview } from '../components/consultant-review';
import { MeetingCard } from '../components/meeting';
import type { ReviewChatSlot } from '../components/review-chat-slot';
import { ReviewFacts } from '../components/review-facts';
import { ReviewStatusBadge } from '../components/review-status';
import { ReviewTimeline } from '../components/review-timeline';
import { reviewPaths } from '../paths';
import { AiHistory } from './ai-history';
import { ConsultantForm } from './consultant-form';
import { ReinitiateAi } from './reinitiate-ai';

/** The session the seeker asked for on this review, and where to set its meeting. */
function CareerAdviceSummary({ review }: { review: Review }) {
  const advice = review.careerAdvice;
  if (!advice) return null;
  return (
    <Panel icon={<CalendarDays aria-hidden className="size-5" />} title="Career Advice" description={`Asked for on ${formatDate(advice.requestedAt)}.`}>
      <div className="flex flex-col gap-3">
        {advice.note && <p className="text-sm break-words text-muted">“{advice.note}”</p>}
        {advice.meeting && <MeetingCard meeting={advice.meeting} />}
        <Link to={reviewPaths.adminCareerAdviceDetail(review.id)} className="focus-ring w-fit rounded text-sm font-medium text-brand hover:underline">
          {advice.meeting ? 'Change the meeting' : 'Set the meeting'}
        </Link>
      </div>
    </Panel>
  );
}

function Details({ review, chat: Chat }: { review: Review; chat: ReviewChatSlot | undefined }) {
  const { jobSeekerDetails: seeker, industryDetails: industry } = review;
  return (
    <>
      <DetailHeader
        title={`Resume Review #${review.index}`}
        beside={<ReviewStatusBadge status={review.status} />}
        subtitle={`${seeker.name} · ${industry.desiredPosition} at ${industry.desiredCompany}`}
        aside={
          Chat && <Chat chatType="resumeReview" requestId={review.id} company={industry.desiredCompany} position={industry.desiredPosition} label="Chat" />
        }
      />
      <DetailColumns
        side={
          <>
            <ConsultantForm review={review} />
            <CareerAdviceSummary review={review} />
          </>
        }
        main={
          <>
            <AiReviewPanel review={review} viewer="admin" action={<ReinitiateAi review={review} />}>
              <AiHistory history={review.ai.history} />
            </AiReviewPanel>
            <ConsultantReview review={review} viewer="admin" />
            <ReviewFacts review={review} viewer="admin" />
            <ReviewTimeline entries={review.timeline} title="Status Timeline" />
          </>
        }
      />
    </>
  );
}

/** /admin_dashboard/resume_review/{id}: one review's facts, its AI review, the consultant's review and its timeline (spec 001 §2.4). */
export function AdminReviewPage({ chat }: { chat?: ReviewChatSlot }) {
  const { id = '' } = useParams();
  const review = useReview('admin', id);
  useFailureToast(review.isError && review.errorUpdateCount === 1, messages.failAdminDetail);
  const notFound = review.error instanceof ApiError && review.error.status === 404;
  return (
    <PageColumn className="flex flex-col gap-6">
      <BackLink to={paths.adminResumeReviews}>Resume Review</BackLink>
      <DetailStates
        query={review}
        loading={<DetailSkeleton label="Loading resume review" />}
        notFound={
          notFound && (
            <DetailNotFound
              title="This resume review does not exist."
              text="It may have been removed, or the link is not quite right."
              back={{ to: paths.adminResumeReviews, label: 'Back to Resume Review' }}
            />
          )
        }
        failure={messages.failAdminDetail}
      >
        {(data) => <Details review={data} chat={chat} />}
      </DetailStates>
    </PageColumn>
  );
}
