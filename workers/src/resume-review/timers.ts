import {
  HOUR_MS,
  resumeReviewDecider,
  resumeReviewStream,
  timerSettingDefaults,
  unitsBetween,
  type RecordedEvent,
  type ResumeReviewEvent,
} from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { TimerPeriod, TimerRule } from '../timers/timer-rule.ts';

// Issue 17 for resume reviews: a paid review still without the consultant's review reminds the admins (and tells its
// seeker) once a period has passed, then again after each further period, until it is completed. The decider records
// nothing for a wait that moved on (completed, worked on, or reminded already).

const overdue: TimerPeriod = { setting: 'reviewReminderHours', unitMs: HOUR_MS, fallback: timerSettingDefaults.reviewReminderHours };

type OverdueTimerData = { reviewId: string; since: string };

const waitFrom = (reviewId: string, since: string) => ({
  arm: [{ key: reviewId, startedAt: since, period: overdue, data: { reviewId, since } satisfies OverdueTimerData }],
});

/** A review waits from its payment, from each reminder and from each time the team leaves it pending; completed, it waits no more. */
const remindOverdueReview: TimerRule = {
  name: 'resume-review-overdue-reminder',
  types: ['ResumeReviewPaid', 'ResumeReviewOverdueReminded', 'ConsultantReviewSaved', 'ResumeReviewStatusChanged'],
  on: (recorded: RecordedEvent) => {
    const event = recorded as unknown as ResumeReviewEvent;
    const { reviewId, at } = event.data;
    switch (event.type) {
      case 'ConsultantReviewSaved':
        return event.data.status === 'pending' ? waitFrom(reviewId, at) : { cancel: [reviewId] };
      case 'ResumeReviewStatusChanged':
        return event.data.to === 'pending' ? waitFrom(reviewId, at) : { cancel: [reviewId] };
      default:
        // paid, or reminded: the next period counts from here
        return waitFrom(reviewId, at);
    }
  },
  fire: async (timer, { eventStore, clock }) => {
    const { reviewId, since } = timer.data as OverdueTimerData;
    const afterHours = unitsBetween(since, timer.dueAt, HOUR_MS);
    const command = { type: 'RemindOverdueReview' as const, waitingSince: since, afterHours, now: clock().toISOString() };
    await handleCommand(eventStore, resumeReviewStream(reviewId), resumeReviewDecider, command);
  },
};

/** Every loop of a resume review, registered by the resume reviews' worker feature. */
export const resumeReviewTimerRules: TimerRule[] = [remindOverdueReview];
