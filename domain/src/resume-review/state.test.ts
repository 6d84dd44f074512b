import { describe, expect, it } from 'vitest';
import type { ResumeReviewEvent } from './events.ts';
import {
  adminRef,
  aiDone,
  at,
  completed,
  consultantSaved,
  failed,
  ids,
  paid,
  paymentMismatchedFor,
  requested,
  reviewCompleted,
  stage,
} from './review.fixtures.ts';
import { evolveResumeReview, initialResumeReview } from './state.ts';

// What the decider knows of a review (evolve), where the decisions do not show it: the server keeps this fold and
// reads it (whether it is paid, where the AI review is).

const fold = (events: ResumeReviewEvent[]) => events.reduce(evolveResumeReview, initialResumeReview());

describe('a review', () => {
  it('that nobody asked for does not exist, is pending, unpaid, without an AI attempt, review, feedback or session', () =>
    expect(initialResumeReview()).toEqual({
      exists: false,
      reviewId: '',
      seekerId: '',
      status: 'pending',
      paid: false,
      paymentIntentId: '',
      amountCents: 0,
      currency: '',
      mismatchedPaymentIntentIds: [],
      ai: { attempt: 0, stage: 'none', lastError: null },
      reviewedResumeId: null,
      consultantFeedback: null,
      feedback: null,
      careerAdvice: null,
      waitingSince: null,
    }));

  it('once asked for, knows whose it is, which payment it waits for and how much is due', () =>
    expect(fold([requested])).toEqual({ ...initialResumeReview(), exists: true, ...ids, paymentIntentId: 'pi_1', amountCents: 30600, currency: 'usd' }));

  it('once paid, has its first AI attempt queued', () =>
    expect(fold(paid)).toMatchObject({ paid: true, ai: { attempt: 1, stage: 'queued', lastError: null } }));

  it('keeps each mismatched intent, and a declined card changes nothing', () => {
    expect(fold([requested, paymentMismatchedFor('pi_2'), paymentMismatchedFor('pi_3')]).mismatchedPaymentIntentIds).toEqual(['pi_2', 'pi_3']);
    const declined: ResumeReviewEvent = { type: 'ResumeReviewPaymentFailed', data: { ...ids, paymentIntentId: 'pi_1', message: 'Declined', at: at(1) } };
    expect(fold([requested, declined])).toEqual(fold([requested]));
  });
});

describe('its AI attempt', () => {
  it('follows the stages, and is done once completed', () => {
    expect(fold([...paid, stage(1, 'reading', 2)]).ai).toEqual({ attempt: 1, stage: 'reading', lastError: null });
    expect(fold([...paid, stage(1, 'reading', 2), stage(1, 'reviewing', 3)]).ai.stage).toBe('reviewing');
    expect(fold(aiDone).ai).toEqual({ attempt: 1, stage: 'done', lastError: null });
  });

  it('waits in the queue again after a failed try, with its error, and has failed after the last', () => {
    expect(fold([...paid, stage(1, 'reading', 2), failed(1, 3, true, 'Timed out')]).ai).toEqual({ attempt: 1, stage: 'queued', lastError: 'Timed out' });
    expect(fold([...paid, failed(1, 3, false, 'Unreadable file')]).ai).toEqual({ attempt: 1, stage: 'failed', lastError: 'Unreadable file' });
  });

  it('forgets the last error once a try completes it, or the next attempt is queued', () => {
    expect(fold([...paid, failed(1, 3, true), stage(1, 'reading', 4), completed(1, 5)]).ai.lastError).toBeNull();
    const reinitiated: ResumeReviewEvent = { type: 'AiReviewQueued', data: { ...ids, attempt: 2, reason: 'reinitiated', by: adminRef, at: at(9) } };
    expect(fold([...paid, failed(1, 3, false), reinitiated]).ai).toEqual({ attempt: 2, stage: 'queued', lastError: null });
  });
});

describe('its consultant review', () => {
  it('keeps the reviewed resume, the feedback and the status it was saved with', () =>
    expect(fold(reviewCompleted)).toMatchObject({ status: 'completed', reviewedResumeId: 'f-reviewed', consultantFeedback: 'Tighten the summary.' }));

  it('keeps the earlier reviewed resume when a save brings none', () =>
    expect(fold([...reviewCompleted, consultantSaved(12, { file: null, feedback: 'Lead with impact.', status: 'pending' })])).toMatchObject({
      status: 'pending',
      reviewedResumeId: 'f-reviewed',
      consultantFeedback: 'Lead with impact.',
    }));

  it('takes a status change', () => {
    const back: ResumeReviewEvent = { type: 'ResumeReviewStatusChanged', data: { ...ids, from: 'completed', to: 'pending', by: adminRef, at: at(15) } };
    expect(fold([...reviewCompleted, back]).status).toBe('pending');
  });
});

describe("the seeker's feedback and career advice", () => {
  it('keeps the newest feedback', () => {
    const feedback = (text: string): ResumeReviewEvent => ({ type: 'ResumeReviewFeedbackGiven', data: { ...ids, feedback: text, at: at(20) } });
    expect(fold([...reviewCompleted, feedback('Good'), feedback('Great')]).feedback).toBe('Great');
  });

  it('keeps the newest session asked for, without a meeting until one is set', () => {
    const asked: ResumeReviewEvent = { type: 'CareerAdviceRequested', data: { ...ids, note: null, at: at(30) } };
    const meeting = { link: 'https://meet.example.com/a', date: '2026-11-25', time: '14:30' };
    const scheduled: ResumeReviewEvent = { type: 'CareerAdviceMeetingScheduled', data: { ...ids, ...meeting, by: adminRef, at: at(31) } };
    expect(fold([...paid, asked]).careerAdvice).toEqual({ meeting: null });
    expect(fold([...paid, asked, scheduled]).careerAdvice).toEqual({ meeting });
    expect(fold([...paid, asked, scheduled, asked]).careerAdvice).toEqual({ meeting: null });
  });
});
