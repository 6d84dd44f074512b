import {
  DomainError,
  referralMessages,
  resumeReviewDecider,
  resumeReviewMessages,
  resumeReviewStream,
  type AiReviewResult,
  type CareerAdviceMeeting,
  type FileRef,
  type ResumeReviewActor,
  type ResumeReviewCharge,
  type ResumeReviewCommand,
  type ResumeReviewRequestFields,
  type ResumeReviewStatus,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore, StreamAppend } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { Payments } from '@referly/infra/ports/payments';
import type { CompaniesService } from '../companies/companies-service.ts';
import { keepUpload, type UploadedFile } from '../http/uploads.ts';
import type { PricingService, Quote } from '../payments/pricing-service.ts';
import { openCharge, seekerRequestDetails, withCouponTaken } from '../platform/paid-request.ts';
import type { PaymentOutcome } from '../platform/payment-purposes.ts';

export type ResumeReviewDeps = {
  eventStore: EventStore;
  files: FileStore;
  payments: Payments;
  pricing: PricingService;
  companies: CompaniesService;
  clock: () => Date;
  newId: () => string;
};

export type RequestedReview = { reviewId: string; position: number; clientSecret: string | null; amountCents: number; currency: string };
export type ReviewUploads = { resume: UploadedFile; coverLetter: UploadedFile | null };

/** The intent's idempotency key: one intent per review, however often its creation is retried. */
const intentKey = (reviewId: string) => `resumeReview:${reviewId}`;

const companyRequired = () =>
  new DomainError('validation_failed', referralMessages.desiredCompanyRequired, { errors: { desiredCompany: referralMessages.desiredCompanyRequired } });

/**
 * The resume review use cases; each answers the log position of its last event, for read-your-writes. As with a
 * referral, a coupon's use is taken first on its own stream and given back when the review is refused after it.
 */
export const createResumeReviewService = (deps: ResumeReviewDeps) => {
  const { eventStore } = deps;
  const now = () => deps.clock().toISOString();
  /** the day of the clock reading, as the decider compares meeting days */
  const today = () => now().slice(0, 10);
  const reviewOf = async (reviewId: string) => (await loadState(eventStore, resumeReviewStream(reviewId), resumeReviewDecider)).state;
  const run = async (reviewId: string, command: ResumeReviewCommand, alongside?: StreamAppend[]) =>
    (await handleCommand(eventStore, resumeReviewStream(reviewId), resumeReviewDecider, command, { alongside })).position;

  const record = async (seekerId: string, form: ResumeReviewRequestFields, uploads: ReviewUploads, reviewId: string, quote: Quote & { position: number }) => {
    // a review names a company of the list (spec 001 §3: its id); nothing is added for it
    const company = await deps.companies.find(form.desiredCompany);
    if (!company) throw companyRequired();
    const [resume, coverLetter] = await Promise.all([
      keepUpload(deps.files, uploads.resume),
      uploads.coverLetter ? keepUpload(deps.files, uploads.coverLetter) : null,
    ]);
    const opened = await openCharge(deps.payments, quote, {
      service: 'resumeReview',
      requestId: reviewId,
      seekerId,
      description: 'Resume Review Service',
      idempotencyKey: intentKey(reviewId),
    });
    const { free, intent } = opened;
    const charge: ResumeReviewCharge = { ...opened.charge, couponId: quote.coupon?.couponId ?? null };
    const details = { ...seekerRequestDetails(form, company), jobAd: form.jobAd, resume, coverLetter };
    let position = Math.max(quote.position, await run(reviewId, { type: 'RequestResumeReview', reviewId, seekerId, details, charge, now: now() }));
    // a coupon that makes it free pays it at once: its AI review starts without a card
    if (free)
      position = await run(reviewId, { type: 'MarkPaid', paymentIntentId: charge.paymentIntentId, amountCents: 0, currency: charge.currency, now: now() });
    return { reviewId, position, clientSecret: intent?.clientSecret ?? null, amountCents: quote.amountCents, currency: quote.currency };
  };

  return {
    reviewOf,

    async request(seekerId: string, form: ResumeReviewRequestFields, uploads: ReviewUploads, reviewId = deps.newId()): Promise<RequestedReview> {
      const exists = async () => (await reviewOf(reviewId)).exists;
      return withCouponTaken(deps.pricing, { service: 'resumeReview', couponCode: form.couponCode, requestId: reviewId, exists }, (quote) =>
        record(seekerId, form, uploads, reviewId, quote),
      );
    },

    /**
     * the card form again for a review left unpaid (a declined card, a closed checkout): the intent made under
     * `resumeReview:{id}` when it was asked for, so it is never paid twice
     */
    async payLater(reviewId: string): Promise<{ clientSecret: string; amountCents: number; currency: string }> {
      const review = await reviewOf(reviewId);
      if (!review.exists) throw new DomainError('not_found', resumeReviewMessages.notFound);
      if (review.paid) throw new DomainError('conflict', referralMessages.alreadyPaid);
      const intent = await deps.payments.getIntent(review.paymentIntentId);
      if (intent.status === 'succeeded') throw new DomainError('conflict', referralMessages.alreadyPaid);
      return { clientSecret: intent.clientSecret, amountCents: intent.amountCents, currency: intent.currency };
    },

    /** the payment purpose `resumeReview`: what a provider's success or failure does to its review */
    paymentPurpose: {
      succeeded: ({ requestId, paymentIntentId, amountCents, currency }: PaymentOutcome, alongside?: StreamAppend[]) =>
        run(requestId, { type: 'MarkPaid', paymentIntentId, amountCents, currency, now: now() }, alongside),
      failed: ({ requestId, paymentIntentId, failureMessage }: PaymentOutcome, alongside?: StreamAppend[]) =>
        run(requestId, { type: 'RecordPaymentFailure', paymentIntentId, message: failureMessage ?? 'The payment failed.', now: now() }, alongside),
    },

    giveFeedback: (reviewId: string, actor: ResumeReviewActor, feedback: string) => run(reviewId, { type: 'GiveFeedback', actor, feedback, now: now() }),

    requestCareerAdvice: (reviewId: string, actor: ResumeReviewActor, note: string | null) =>
      run(reviewId, { type: 'RequestCareerAdvice', actor, note, today: today(), now: now() }),

    scheduleMeeting: (reviewId: string, actor: ResumeReviewActor, meeting: CareerAdviceMeeting) =>
      run(reviewId, { type: 'ScheduleCareerAdviceMeeting', actor, meeting, today: today(), now: now() }),

    reinitiateAi: (reviewId: string, actor: ResumeReviewActor) => run(reviewId, { type: 'ReinitiateAiReview', actor, now: now() }),

    changeStatus: (reviewId: string, actor: ResumeReviewActor, status: ResumeReviewStatus) =>
      run(reviewId, { type: 'ChangeStatus', actor, status, now: now() }),

    /** the consultant's review: the reviewed resume (kept in the file store first) or the one saved before, the feedback, the status */
    async saveConsultantReview(
      reviewId: string,
      actor: ResumeReviewActor,
      review: { reviewedResume: UploadedFile | null; feedback: string; status: ResumeReviewStatus | null },
    ): Promise<number> {
      const reviewedResume = review.reviewedResume ? await keepUpload(deps.files, review.reviewedResume) : null;
      return run(reviewId, { type: 'SaveConsultantReview', actor, reviewedResume, feedback: review.feedback, status: review.status, now: now() });
    },

    /**
     * the demo's AI review, as the AI worker records one: its stages, then its result (a report on an attempt that is
     * over already changes nothing)
     */
    async recordDemoAiReview(reviewId: string, result: AiReviewResult): Promise<number> {
      const attempt = (await reviewOf(reviewId)).ai.attempt;
      await run(reviewId, { type: 'RecordAiStage', attempt, stage: 'reading', now: now() });
      await run(reviewId, { type: 'RecordAiStage', attempt, stage: 'reviewing', now: now() });
      return run(reviewId, { type: 'CompleteAiReview', attempt, result, now: now() });
    },

    /** a stored file of a review, once the caller was found allowed to see the review */
    readFile: (file: FileRef) => deps.files.get(file.fileId),
  };
};

export type ResumeReviewService = ReturnType<typeof createResumeReviewService>;
