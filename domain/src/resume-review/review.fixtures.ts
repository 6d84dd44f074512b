import type { ResumeReviewActor } from './constants.ts';
import type { AiReviewResult, ResumeReviewCharge, ResumeReviewEvent, ResumeReviewRequestDetails } from './events.ts';

// What the resume review tests start from: Sam's review for a Backend Engineer role at Atlassian, paid with one
// payment intent, the people who act on it, and a clock.

export const t0 = '2026-11-23T09:00:00.000Z';
/** `minutes` after t0, as the ISO text commands and events carry */
export const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();
export const today = '2026-11-23';

export const seeker: ResumeReviewActor = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };
export const otherSeeker: ResumeReviewActor = { userId: 's2', role: 'jobSeeker', name: 'Sky Seeker' };
export const admin: ResumeReviewActor = { userId: 'a1', role: 'admin', name: 'Ada Admin' };
export const adminRef = { userId: 'a1', name: 'Ada Admin' };

export const ids = { reviewId: 'rev-1', seekerId: 's1' };

export const details: ResumeReviewRequestDetails = {
  seeker: { name: 'Sam Seeker', email: 'sam@example.com', mobile: '0412345678' },
  industry: 'Information and Communication Technology',
  desiredPosition: 'Backend Engineer',
  companyId: 'c1',
  companyName: 'Atlassian',
  currentJob: 'Support Engineer',
  jobAd: 'We are hiring a Backend Engineer who knows TypeScript.',
  resume: { fileId: 'f-resume', name: 'resume.pdf', mime: 'application/pdf', size: 2048 },
  coverLetter: null,
};
export const charge: ResumeReviewCharge = {
  amountCents: 30600,
  currency: 'usd',
  paymentIntentId: 'pi_1',
  couponId: null,
  couponCode: null,
  discountPercentage: null,
};

export const requested: ResumeReviewEvent = { type: 'ResumeReviewRequested', data: { ...ids, ...details, ...charge, at: t0 } };
export const paidAt = (minutes: number): ResumeReviewEvent => ({
  type: 'ResumeReviewPaid',
  data: { ...ids, paymentIntentId: 'pi_1', amountCents: 30600, currency: 'usd', at: at(minutes) },
});
export const queued = (attempt: number, minutes: number, by: typeof adminRef | null = null): ResumeReviewEvent => ({
  type: 'AiReviewQueued',
  data: { ...ids, attempt, reason: by === null ? 'paid' : 'reinitiated', by, at: at(minutes) },
});
export const stage = (attempt: number, reached: 'reading' | 'reviewing', minutes: number): ResumeReviewEvent => ({
  type: 'AiReviewStageReached',
  data: { ...ids, attempt, stage: reached, at: at(minutes) },
});

export const result: AiReviewResult = {
  feedback: '1. Summary: Lead with the TypeScript services you built.\n2. Impact: Put numbers on each role.',
  overall: 72,
  subScores: [{ key: 'impact', label: 'Impact', score: 60, explanation: 'Few results are measured.' }],
  keywords: { found: ['TypeScript'], missing: ['PostgreSQL'] },
  jobMatch: { score: 65, found: ['TypeScript'], missing: ['Kafka'] },
  quotes: ['Built the support tooling in TypeScript'],
  droppedQuotes: 0,
  reviewer: 'builtin',
};
export const completed = (attempt: number, minutes: number): ResumeReviewEvent => ({
  type: 'AiReviewCompleted',
  data: { ...ids, attempt, ...result, at: at(minutes) },
});
export const failed = (attempt: number, minutes: number, willRetry: boolean, error = 'The model did not answer in time.'): ResumeReviewEvent => ({
  type: 'AiReviewFailed',
  data: { ...ids, attempt, error, willRetry, at: at(minutes) },
});

/** Requested and paid: the first AI attempt is queued. */
export const paid: ResumeReviewEvent[] = [requested, paidAt(1), queued(1, 1)];
/** The first AI attempt finished. */
export const aiDone: ResumeReviewEvent[] = [...paid, stage(1, 'reading', 2), stage(1, 'reviewing', 3), completed(1, 4)];

export const reviewedResume = { fileId: 'f-reviewed', name: 'resume-reviewed.pdf', mime: 'application/pdf', size: 4096 };
export const consultantSaved = (
  minutes: number,
  change: { feedback?: string; status?: 'pending' | 'completed'; from?: 'pending' | 'completed'; file?: typeof reviewedResume | null } = {},
): ResumeReviewEvent => ({
  type: 'ConsultantReviewSaved',
  data: {
    ...ids,
    by: adminRef,
    reviewedResume: change.file === undefined ? reviewedResume : change.file,
    feedback: change.feedback ?? 'Tighten the summary.',
    from: change.from ?? 'pending',
    status: change.status ?? 'completed',
    at: at(minutes),
  },
});
/** An admin saved the consultant review: the review is completed. */
export const reviewCompleted: ResumeReviewEvent[] = [...aiDone, consultantSaved(10)];

export const paymentMismatchedFor = (paymentIntentId: string): ResumeReviewEvent => ({
  type: 'ResumeReviewPaymentMismatched',
  data: { ...ids, paymentIntentId, amountCents: 30600, currency: 'usd', expectedAmountCents: 30600, expectedCurrency: 'usd', at: at(1) },
});
