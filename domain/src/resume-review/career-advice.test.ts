import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { resumeReviewDecider } from './decide.ts';
import type { ResumeReviewEvent } from './events.ts';
import { admin, adminRef, at, ids, otherSeeker, paid, requested, reviewCompleted, seeker, today } from './review.fixtures.ts';

const given = specFor(resumeReviewDecider);

const ask = (note: string | null, change: { actor?: typeof seeker; today?: string; minutes?: number } = {}) => ({
  type: 'RequestCareerAdvice' as const,
  actor: change.actor ?? seeker,
  note,
  today: change.today ?? today,
  now: at(change.minutes ?? 40),
});
const asked = (note: string | null, minutes = 40): ResumeReviewEvent => ({ type: 'CareerAdviceRequested', data: { ...ids, note, at: at(minutes) } });
const meeting = { link: 'https://meet.example.com/abc-defg', date: '2026-11-25', time: '14:30' };
const schedule = (change: Partial<typeof meeting> & { actor?: typeof admin; today?: string } = {}) => ({
  type: 'ScheduleCareerAdviceMeeting' as const,
  actor: change.actor ?? admin,
  meeting: { link: change.link ?? meeting.link, date: change.date ?? meeting.date, time: change.time ?? meeting.time },
  today: change.today ?? today,
  now: at(50),
});
const scheduled = (change: Partial<typeof meeting> = {}): ResumeReviewEvent => ({
  type: 'CareerAdviceMeetingScheduled',
  data: { ...ids, ...meeting, ...change, by: adminRef, at: at(50) },
});

describe('RequestCareerAdvice', () => {
  it("records a paid review's seeker asking for a session, with a note or none", () => {
    given(paid)
      .when(ask('  I want to move into backend work. '))
      .then([asked('I want to move into backend work.')]);
    given(paid)
      .when(ask(null))
      .then([asked(null)]);
    given(paid)
      .when(ask('   '))
      .then([asked(null)]);
  });

  it('takes a request on a completed review too', () =>
    given(reviewCompleted)
      .when(ask(null))
      .then([asked(null)]));

  it('refuses a second request while the first waits for its meeting, or its meeting is still to come', () => {
    const open = 'You have already asked for a career advice session on this review.';
    given([...paid, asked(null)])
      .when(ask(null, { minutes: 41 }))
      .thenThrows('conflict', open);
    given([...paid, asked(null), scheduled()])
      .when(ask(null, { today: '2026-11-24' }))
      .thenThrows('conflict', open);
    given([...paid, asked(null), scheduled()])
      .when(ask(null, { today: '2026-11-25' }))
      .thenThrows('conflict', open);
  });

  it('takes a new request once the day of the last meeting has passed', () =>
    given([...paid, asked(null), scheduled()])
      .when(ask('A follow-up, please.', { today: '2026-11-26', minutes: 60 }))
      .then([asked('A follow-up, please.', 60)]));

  it('refuses an unpaid review', () => given([requested]).when(ask(null)).thenThrows('conflict', 'This resume review has not been paid yet.'));

  it('answers anyone but its seeker as if the review did not exist', () => {
    given(paid)
      .when(ask(null, { actor: otherSeeker }))
      .thenThrows('not_found', 'This resume review does not exist.');
    given(paid)
      .when(ask(null, { actor: admin }))
      .thenThrows('not_found', 'This resume review does not exist.');
    given([]).when(ask(null)).thenThrows('not_found', 'This resume review does not exist.');
  });
});

describe('ScheduleCareerAdviceMeeting', () => {
  const requestedSession = [...paid, asked(null)];

  it('records the meeting an admin sets for a session asked for', () => given(requestedSession).when(schedule()).then([scheduled()]));

  it('takes a meeting today', () =>
    given(requestedSession)
      .when(schedule({ date: today }))
      .then([scheduled({ date: today })]));

  it("refuses a day that has passed, under the date's field", () =>
    given(requestedSession)
      .when(schedule({ date: '2026-11-22' }))
      .thenThrows('validation_failed', "The meeting date can't be in the past."));

  it('names the date as the field refused, for the form to show it under', () => {
    const state = requestedSession.reduce(resumeReviewDecider.evolve, resumeReviewDecider.initialState());
    expect(() => resumeReviewDecider.decide(schedule({ date: '2026-11-22' }), state)).toThrow(
      expect.objectContaining({ details: { errors: { date: "The meeting date can't be in the past." } } }),
    );
  });

  it('moves a meeting: each change of link, day or time is recorded', () => {
    given([...requestedSession, scheduled()])
      .when(schedule({ time: '15:00' }))
      .then([scheduled({ time: '15:00' })]);
    given([...requestedSession, scheduled()])
      .when(schedule({ date: '2026-11-26' }))
      .then([scheduled({ date: '2026-11-26' })]);
    given([...requestedSession, scheduled()])
      .when(schedule({ link: 'https://meet.example.com/other' }))
      .then([scheduled({ link: 'https://meet.example.com/other' })]);
  });

  it('records the same meeting once (a retried save)', () =>
    given([...requestedSession, scheduled()])
      .when(schedule())
      .then([]));

  it('refuses a review whose seeker asked for no session', () =>
    given(paid).when(schedule()).thenThrows('conflict', 'No career advice session has been asked for on this review.'));

  it('refuses anyone but an admin, and a review that does not exist', () => {
    given(requestedSession)
      .when(schedule({ actor: seeker }))
      .thenThrows('forbidden', 'Only an admin may do this.');
    given([]).when(schedule()).thenThrows('not_found', 'This resume review does not exist.');
  });
});
