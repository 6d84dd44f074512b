import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { resumeReviewDecider } from './decide.ts';
import type { ResumeReviewEvent } from './events.ts';
import { adminRef, aiDone, at, consultantSaved, ids, paid, requested, reviewCompleted } from './review.fixtures.ts';

// Issue 17 for resume reviews: the overdue timer's reminder is recorded only for the wait it was armed for (counted
// from the payment, the last reminder, or the team leaving the review pending) and never once it is completed.

const given = specFor(resumeReviewDecider);
const HOURS_48 = 48 * 60;

const remind = (sinceMinutes: number, nowMinutes: number, afterHours = 48) => ({
  type: 'RemindOverdueReview' as const,
  waitingSince: at(sinceMinutes),
  afterHours,
  now: at(nowMinutes),
});
const reminded = (sinceMinutes: number, nowMinutes: number, afterHours = 48): ResumeReviewEvent => ({
  type: 'ResumeReviewOverdueReminded',
  data: { ...ids, waitingSince: at(sinceMinutes), afterHours, at: at(nowMinutes) },
});
const statusChanged = (from: 'pending' | 'completed', to: 'pending' | 'completed', minutes: number): ResumeReviewEvent => ({
  type: 'ResumeReviewStatusChanged',
  data: { ...ids, from, to, by: adminRef, at: at(minutes) },
});

describe('a paid resume review still without its consultant review', () => {
  it('reminds once the period from its payment has passed', () =>
    given(aiDone)
      .when(remind(1, 1 + HOURS_48))
      .then([reminded(1, 1 + HOURS_48)]));

  it('reminds again, counted from the last reminder, and not twice for the same wait', () => {
    given([...paid, reminded(1, 1 + HOURS_48)])
      .when(remind(1 + HOURS_48, 1 + 2 * HOURS_48))
      .then([reminded(1 + HOURS_48, 1 + 2 * HOURS_48)]);
    // the first timer fired again after a crash: its wait is over
    given([...paid, reminded(1, 1 + HOURS_48)])
      .when(remind(1, 1 + HOURS_48))
      .then([]);
  });

  it('counts from the last time the team left it pending, not from the payment', () => {
    given([...aiDone, consultantSaved(30, { status: 'pending' })])
      .when(remind(1, 1 + HOURS_48))
      .then([]);
    given([...aiDone, consultantSaved(30, { status: 'pending' })])
      .when(remind(30, 30 + HOURS_48))
      .then([reminded(30, 30 + HOURS_48)]);
    given([...reviewCompleted, statusChanged('completed', 'pending', 60)])
      .when(remind(60, 60 + HOURS_48))
      .then([reminded(60, 60 + HOURS_48)]);
  });

  it('records nothing once it is completed, before it is paid, or for a review that does not exist', () => {
    given(reviewCompleted)
      .when(remind(1, 1 + HOURS_48))
      .then([]);
    given([...paid, statusChanged('pending', 'completed', 20)])
      .when(remind(1, 1 + HOURS_48))
      .then([]);
    given([requested]).when(remind(0, HOURS_48)).then([]);
    given([]).when(remind(0, HOURS_48)).then([]);
  });
});
