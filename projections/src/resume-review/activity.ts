import {
  aiReviewStateLabels,
  resumeReviewStatusLabels,
  type ActivityKind,
  type AiReviewStage,
  type ResumeReviewEventType,
  type ResumeReviewStatus,
} from '@referly/domain';
import type { ActivitySpec, Path } from '../activity/catalogue.ts';
import type { Say } from '../activity/describe.ts';
import { activityPart, adminPath, withReason } from '../activity/words.ts';
import { RESUME_REVIEWS, type ResumeReviewDoc } from './resume-reviews.projection.ts';

const onReview = (kind: ActivityKind, actor: Path | undefined, fields: Path[], more: Partial<ActivitySpec> = {}): ActivitySpec => ({
  kind,
  ...(actor ? { actor } : {}),
  users: ['seekerId'],
  subject: { type: 'resumeReview', id: 'reviewId' },
  fields,
  ...more,
});
const byAdmin = (fields: Path[], kind: ActivityKind = 'resumeReviews') => onReview(kind, 'by.userId', fields, { actorName: 'by.name' });

const status = (s: Say, key: string) => resumeReviewStatusLabels[s.text(key) as ResumeReviewStatus] ?? s.text(key);
const ai = (s: Say) => `The AI review of ${s.request()}`;
const stage = (s: Say) => (aiReviewStateLabels[s.text('stage') as AiReviewStage] ?? s.text('stage')).toLowerCase();

/**
 * Resume reviews' events in the admin's feed: the request and its payment, each AI review attempt (queued, its stages,
 * its result or failure), the consultant's review and status, the seeker's feedback and the career advice session; a
 * review's link, and its name, looked up in the resume reviews read model.
 */
export const resumeReviewActivity = activityPart<ResumeReviewEventType>(
  {
    ResumeReviewRequested: onReview('resumeReviews', 'seekerId', [
      'companyId',
      'companyName',
      'desiredPosition',
      'industry',
      'amountCents',
      'currency',
      'couponCode',
      'discountPercentage',
    ]),
    ResumeReviewPaid: onReview('payments', 'seekerId', ['amountCents', 'currency']),
    ResumeReviewPaymentFailed: onReview('payments', 'seekerId', ['message']),
    ResumeReviewPaymentMismatched: onReview('payments', undefined, ['amountCents', 'currency', 'expectedAmountCents', 'expectedCurrency']),
    AiReviewQueued: onReview('resumeReviews', 'by.userId', ['attempt', 'reason'], { actorName: 'by.name' }),
    AiReviewStageReached: onReview('resumeReviews', undefined, ['attempt', 'stage']),
    AiReviewCompleted: onReview('resumeReviews', undefined, ['attempt', 'overall', 'reviewer', 'droppedQuotes']),
    AiReviewFailed: onReview('resumeReviews', undefined, ['attempt', 'error', 'willRetry']),
    ConsultantReviewSaved: byAdmin(['from', 'status']),
    ResumeReviewStatusChanged: byAdmin(['from', 'to']),
    ResumeReviewFeedbackGiven: onReview('resumeReviews', 'seekerId', ['feedback']),
    CareerAdviceRequested: onReview('resumeReviews', 'seekerId', ['note']),
    CareerAdviceMeetingScheduled: byAdmin(['date', 'time', 'link']),
    ResumeReviewOverdueReminded: onReview('resumeReviews', undefined, ['afterHours']),
  },
  {
    ResumeReviewRequested: (s) => `${s.actor} asked for a resume review for ${s.text('desiredPosition')} at ${s.company}`,
    ResumeReviewPaid: (s) => `${s.actor} paid ${s.money('amountCents')} for a resume review for ${s.company}`,
    ResumeReviewPaymentFailed: (s) => withReason(`${s.possessive(s.actor)} payment for a resume review for ${s.company} failed`, s.text('message')),
    ResumeReviewPaymentMismatched: (s) =>
      `A payment of ${s.money('amountCents')} reported for ${s.request()} did not match the ${s.money('expectedAmountCents', 'expectedCurrency')} asked for: the review stays unpaid`,
    AiReviewQueued: (s) =>
      s.text('reason') === 'reinitiated'
        ? `${s.actor} reinitiated the AI review of ${s.request()} (attempt ${s.num('attempt')})`
        : `${ai(s)} was queued (attempt ${s.num('attempt')})`,
    AiReviewStageReached: (s) => `${ai(s)} is ${stage(s)} (attempt ${s.num('attempt')})`,
    AiReviewCompleted: (s) => `${ai(s)} is ready: ${s.num('overall')}/100 (${s.text('reviewer')})`,
    AiReviewFailed: (s) =>
      withReason(`${ai(s)} failed (attempt ${s.num('attempt')}${s.details.willRetry === true ? ', trying again' : ', for good'})`, s.text('error')),
    ConsultantReviewSaved: (s) => `${s.actor} saved the consultant review of ${s.request()} as ${status(s, 'status')}`,
    ResumeReviewStatusChanged: (s) => `${s.actor} changed ${s.request()} to ${status(s, 'to')}`,
    ResumeReviewFeedbackGiven: (s) => `${s.actor} left feedback on their resume review for ${s.company}`,
    CareerAdviceRequested: (s) => `${s.actor} asked for a career advice session on their resume review for ${s.company}`,
    CareerAdviceMeetingScheduled: (s) =>
      `${s.actor} booked ${s.possessive(s.person('seekerId'))} career advice session on ${s.text('date')} at ${s.text('time')}`,
    ResumeReviewOverdueReminded: (s) => `${s.request()} still has no consultant review after ${s.num('afterHours')} hours: the admins were reminded`,
  },
  {
    resumeReview: {
      link: (id) => ({ href: adminPath('/admin_dashboard/resume_review', id), label: 'View review' }),
      requestName: () => 'resume review',
      requests: async (store, ids) => {
        const reviews = await store.collection<ResumeReviewDoc>(RESUME_REVIEWS).find({ _id: { $in: [...ids] } });
        return new Map(reviews.map((review) => [review._id, { seekerId: review.seekerId, currency: review.currency, companyName: review.companyName }]));
      },
    },
  },
);
