import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { resumeReviewDecider } from './decide.ts';
import { resumeReviewStream, type ResumeReviewEvent } from './events.ts';
import {
  admin,
  adminRef,
  aiDone,
  at,
  charge,
  consultantSaved,
  details,
  ids,
  otherSeeker,
  paid,
  paidAt,
  queued,
  requested,
  reviewCompleted,
  reviewedResume,
  seeker,
  t0,
} from './review.fixtures.ts';

const given = specFor(resumeReviewDecider);

const markPaid = (change: { paymentIntentId?: string; amountCents?: number; currency?: string; minutes?: number } = {}) => ({
  type: 'MarkPaid' as const,
  paymentIntentId: change.paymentIntentId ?? 'pi_1',
  amountCents: change.amountCents ?? 30600,
  currency: change.currency ?? 'usd',
  now: at(change.minutes ?? 1),
});
const mismatched = (reported: { paymentIntentId?: string; amountCents?: number; currency?: string }, minutes = 1): ResumeReviewEvent => ({
  type: 'ResumeReviewPaymentMismatched',
  data: {
    ...ids,
    paymentIntentId: reported.paymentIntentId ?? 'pi_1',
    amountCents: reported.amountCents ?? 30600,
    currency: reported.currency ?? 'usd',
    expectedAmountCents: 30600,
    expectedCurrency: 'usd',
    at: at(minutes),
  },
});
const paymentFailed = (minutes: number): ResumeReviewEvent => ({
  type: 'ResumeReviewPaymentFailed',
  data: { ...ids, paymentIntentId: 'pi_1', message: 'Your card was declined.', at: at(minutes) },
});
const statusChanged = (from: 'pending' | 'completed', to: 'pending' | 'completed', minutes: number): ResumeReviewEvent => ({
  type: 'ResumeReviewStatusChanged',
  data: { ...ids, from, to, by: adminRef, at: at(minutes) },
});

describe('RequestResumeReview', () => {
  it('records the request with its details and its charge', () =>
    given([]).when({ type: 'RequestResumeReview', reviewId: 'rev-1', seekerId: 's1', details, charge, now: t0 }).then([requested]));

  it('keeps each review in a stream of its own, named by its id', () => expect(resumeReviewStream('rev-1')).toBe('resume-review-rev-1'));

  it('refuses a review id that is taken already', () =>
    given([requested])
      .when({ type: 'RequestResumeReview', reviewId: 'rev-1', seekerId: 's1', details, charge, now: at(1) })
      .thenThrows('conflict', 'This resume review exists already.'));
});

describe('MarkPaid', () => {
  it('records the payment of the amount due and queues the first AI review', () => given([requested]).when(markPaid()).then(paid.slice(1)));

  it('records a payment once, however often its success is delivered', () =>
    given(paid)
      .when(markPaid({ minutes: 2 }))
      .then([]));

  it('takes a success reported after a failed attempt of the same intent', () =>
    given([requested, paymentFailed(1)])
      .when(markPaid({ minutes: 2 }))
      .then([paidAt(2), queued(1, 2)]));

  it('records a success of another amount, currency or intent as a mismatch, not a payment', () => {
    given([requested])
      .when(markPaid({ amountCents: 30599 }))
      .then([mismatched({ amountCents: 30599 })]);
    given([requested])
      .when(markPaid({ amountCents: 30601 }))
      .then([mismatched({ amountCents: 30601 })]);
    given([requested])
      .when(markPaid({ currency: 'aud' }))
      .then([mismatched({ currency: 'aud' })]);
    given([requested])
      .when(markPaid({ paymentIntentId: 'pi_2' }))
      .then([mismatched({ paymentIntentId: 'pi_2' })]);
  });

  it('records a mismatch of one intent once, and one of another intent beside it', () => {
    given([requested, mismatched({ currency: 'aud' })])
      .when(markPaid({ currency: 'aud', minutes: 2 }))
      .then([]);
    given([requested, mismatched({ paymentIntentId: 'pi_2' })])
      .when(markPaid({ paymentIntentId: 'pi_3', minutes: 2 }))
      .then([mismatched({ paymentIntentId: 'pi_3' }, 2)]);
  });

  it('still takes the success it asked for after a mismatch', () =>
    given([requested, mismatched({ paymentIntentId: 'pi_2' })])
      .when(markPaid({ minutes: 2 }))
      .then([paidAt(2), queued(1, 2)]));

  it('records a success of another intent for a review paid already, rather than dropping it', () =>
    given(paid)
      .when(markPaid({ paymentIntentId: 'pi_2', minutes: 2 }))
      .then([mismatched({ paymentIntentId: 'pi_2' }, 2)]));

  it('refuses a payment for a review nobody asked for', () => given([]).when(markPaid()).thenThrows('not_found', 'This resume review does not exist.'));
});

describe('RecordPaymentFailure', () => {
  const fail = (minutes: number) => ({ type: 'RecordPaymentFailure' as const, paymentIntentId: 'pi_1', message: 'Your card was declined.', now: at(minutes) });

  it('records a declined card on an unpaid review, each time', () => {
    given([requested])
      .when(fail(1))
      .then([paymentFailed(1)]);
    given([requested, paymentFailed(1)])
      .when(fail(2))
      .then([paymentFailed(2)]);
  });

  it('ignores a failure reported after the payment went through', () => given(paid).when(fail(2)).then([]));

  it('refuses a failure for a review nobody asked for', () => given([]).when(fail(1)).thenThrows('not_found', 'This resume review does not exist.'));
});

describe('ChangeStatus (spec 001 §4: an admin sets pending or completed)', () => {
  const change = (status: 'pending' | 'completed', actor = admin) => ({ type: 'ChangeStatus' as const, actor, status, now: at(20) });

  it('lets an admin complete a paid review, and set a completed one back to pending', () => {
    given(aiDone)
      .when(change('completed'))
      .then([statusChanged('pending', 'completed', 20)]);
    given(reviewCompleted)
      .when(change('pending'))
      .then([statusChanged('completed', 'pending', 20)]);
  });

  it('refuses the status the review has already', () => {
    given(aiDone).when(change('pending')).thenThrows('conflict', 'The resume review already has this status.');
    given(reviewCompleted).when(change('completed')).thenThrows('conflict', 'The resume review already has this status.');
  });

  it('refuses to complete a review nobody has paid for', () =>
    given([requested]).when(change('completed')).thenThrows('conflict', 'This resume review has not been paid yet.'));

  it('refuses anyone but an admin, the seeker too', () =>
    given(aiDone).when(change('completed', seeker)).thenThrows('forbidden', 'Only an admin may do this.'));

  it('refuses a review that does not exist', () => given([]).when(change('completed')).thenThrows('not_found', 'This resume review does not exist.'));
});

describe('SaveConsultantReview (spec 001 §2.4, §5)', () => {
  type Save = { feedback?: string; status?: 'pending' | 'completed' | null; file?: typeof reviewedResume | null; actor?: typeof admin };
  const save = (change: Save = {}) => ({
    type: 'SaveConsultantReview' as const,
    actor: change.actor ?? admin,
    reviewedResume: change.file === undefined ? reviewedResume : change.file,
    feedback: change.feedback ?? 'Tighten the summary.',
    status: change.status === undefined ? null : change.status,
    now: at(10),
  });

  it('saves the reviewed resume and the feedback, and completes the review', () =>
    given(aiDone)
      .when(save())
      .then([consultantSaved(10)]));

  it('leaves the review pending when the admin chose pending', () =>
    given(aiDone)
      .when(save({ status: 'pending' }))
      .then([consultantSaved(10, { status: 'pending' })]));

  it('completes it when the admin chose completed', () =>
    given(aiDone)
      .when(save({ status: 'completed' }))
      .then([consultantSaved(10)]));

  it('keeps the feedback trimmed', () =>
    given(aiDone)
      .when(save({ feedback: '  Tighten the summary.  ' }))
      .then([consultantSaved(10)]));

  it('takes feedback of up to 300 characters, and refuses more', () => {
    given(aiDone)
      .when(save({ feedback: 'x'.repeat(300) }))
      .then([consultantSaved(10, { feedback: 'x'.repeat(300) })]);
    given(aiDone)
      .when(save({ feedback: ` ${'x'.repeat(300)} ` }))
      .then([consultantSaved(10, { feedback: 'x'.repeat(300) })]);
    given(aiDone)
      .when(save({ feedback: 'x'.repeat(301) }))
      .thenThrows('validation_failed', 'Consultant feedback must be at most 300 characters.');
  });

  it('asks for the feedback when it is blank', () =>
    given(aiDone)
      .when(save({ feedback: '   ' }))
      .thenThrows('validation_failed', 'Please write the consultant feedback.'));

  it('names the field of each refusal, for the form to show it under', () => {
    const errorsOf = (command: ReturnType<typeof save>) => {
      try {
        resumeReviewDecider.decide(command, aiDone.reduce(resumeReviewDecider.evolve, resumeReviewDecider.initialState()));
      } catch (error) {
        return (error as { details?: unknown }).details;
      }
      return undefined;
    };
    expect(errorsOf(save({ feedback: '' }))).toEqual({ errors: { feedback: 'Please write the consultant feedback.' } });
    expect(errorsOf(save({ feedback: 'x'.repeat(301) }))).toEqual({ errors: { feedback: 'Consultant feedback must be at most 300 characters.' } });
    expect(errorsOf(save({ file: null }))).toEqual({ errors: { resume: 'Please upload the reviewed resume.' } });
  });

  it('asks for the reviewed resume the first time (spec 001 §5: both feedback and a file)', () =>
    given(aiDone)
      .when(save({ file: null }))
      .thenThrows('validation_failed', 'Please upload the reviewed resume.'));

  it('keeps the reviewed resume saved before when only the feedback changes', () =>
    given(reviewCompleted)
      .when(save({ file: null, feedback: 'Lead with impact.' }))
      .then([consultantSaved(10, { file: null, feedback: 'Lead with impact.', from: 'completed' })]));

  it('saves a new reviewed resume with the same feedback', () => {
    const newer = { ...reviewedResume, fileId: 'f-reviewed-2' };
    given(reviewCompleted)
      .when(save({ file: newer }))
      .then([consultantSaved(10, { file: newer, from: 'completed' })]);
  });

  it('sets a completed review back to pending with the same review', () =>
    given(reviewCompleted)
      .when(save({ status: 'pending' }))
      .then([consultantSaved(10, { status: 'pending', from: 'completed' })]));

  it('records nothing when the same review is saved again (a retried save)', () => {
    given(reviewCompleted).when(save()).then([]);
    given(reviewCompleted)
      .when(save({ file: null }))
      .then([]);
  });

  it('records a review again after a status change made the status differ', () =>
    given([...reviewCompleted, statusChanged('completed', 'pending', 15)])
      .when(save())
      .then([consultantSaved(10)]));

  it('refuses an unpaid review, anyone but an admin, and a review that does not exist', () => {
    given([requested]).when(save()).thenThrows('conflict', 'This resume review has not been paid yet.');
    given(aiDone)
      .when(save({ actor: seeker }))
      .thenThrows('forbidden', 'Only an admin may do this.');
    given([]).when(save()).thenThrows('not_found', 'This resume review does not exist.');
  });
});

describe('GiveFeedback (spec 001 §2.2: the seeker, once the review is completed)', () => {
  const give = (feedback: string, actor = seeker) => ({ type: 'GiveFeedback' as const, actor, feedback, now: at(30) });
  const feedbackGiven = (feedback: string): ResumeReviewEvent => ({ type: 'ResumeReviewFeedbackGiven', data: { ...ids, feedback, at: at(30) } });

  it("records the seeker's feedback on a completed review, trimmed", () =>
    given(reviewCompleted)
      .when(give('  Very helpful.  '))
      .then([feedbackGiven('Very helpful.')]));

  it('takes new feedback in place of the last, and records the same feedback once', () => {
    given([...reviewCompleted, feedbackGiven('Very helpful.')])
      .when(give('Helpful, thanks.'))
      .then([feedbackGiven('Helpful, thanks.')]);
    given([...reviewCompleted, feedbackGiven('Very helpful.')])
      .when(give('Very helpful.'))
      .then([]);
  });

  it("refuses feedback while the review is pending, in the spec's words", () => {
    given(aiDone).when(give('Very helpful.')).thenThrows('conflict', "Feedback can't be updated while the request is in progress.");
    given([...reviewCompleted, statusChanged('completed', 'pending', 20)])
      .when(give('Very helpful.'))
      .thenThrows('conflict', "Feedback can't be updated while the request is in progress.");
  });

  it('asks for feedback that is blank, under its field', () => {
    given(reviewCompleted).when(give('   ')).thenThrows('validation_failed', 'Please write your feedback.');
    const state = reviewCompleted.reduce(resumeReviewDecider.evolve, resumeReviewDecider.initialState());
    expect(() => resumeReviewDecider.decide(give(''), state)).toThrow(
      expect.objectContaining({ details: { errors: { feedback: 'Please write your feedback.' } } }),
    );
  });

  it('answers anyone but its seeker as if the review did not exist', () => {
    given(reviewCompleted).when(give('Nice.', otherSeeker)).thenThrows('not_found', 'This resume review does not exist.');
    given(reviewCompleted).when(give('Nice.', admin)).thenThrows('not_found', 'This resume review does not exist.');
    given(reviewCompleted)
      .when(give('Nice.', { ...admin, userId: 's1' }))
      .thenThrows('not_found', 'This resume review does not exist.');
    given([]).when(give('Nice.')).thenThrows('not_found', 'This resume review does not exist.');
  });
});
