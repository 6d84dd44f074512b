import type { RequestKind } from '../shared/request-kind.ts';
import type { ResumeReviewEventType } from './events.ts';
import type { ResumeReviewStatus } from './constants.ts';
import { resumeReviewStatusLabels } from './messages.ts';
import { careerAdviceSessionLine, resumeReviewNotifications } from './notifications.ts';

/** A review's events as lines in its chat. */
export const resumeReviewChatLines = {
  paid: 'Payment received.',
  aiReviewReady: (overall: number) => `The AI review is ready: ${overall}/100.`,
  consultantReviewSaved: (status: ResumeReviewStatus) => (status === 'completed' ? 'The consultant review is ready.' : 'The consultant review was updated.'),
  statusChanged: (status: ResumeReviewStatus) => `Status changed to ${resumeReviewStatusLabels[status]}.`,
  meetingScheduled: careerAdviceSessionLine,
  overdue: 'The consultant review is taking longer than usual: our team has been reminded.',
} as const;

/** What resume reviews bring to the chat and the bell; registered in domain/src/request-kinds.ts. */
export const resumeReviewKind = {
  chatType: 'resumeReview',
  chatSystemLineTypes: [
    'ResumeReviewPaid',
    'AiReviewCompleted',
    'ConsultantReviewSaved',
    'ResumeReviewStatusChanged',
    'CareerAdviceMeetingScheduled',
    'ResumeReviewOverdueReminded',
  ] as const satisfies readonly ResumeReviewEventType[],
  notifyingTypes: [
    'ResumeReviewPaid',
    'AiReviewCompleted',
    'ConsultantReviewSaved',
    'ResumeReviewStatusChanged',
    'CareerAdviceMeetingScheduled',
    'CareerAdviceRequested',
    'ResumeReviewOverdueReminded',
  ] as const satisfies readonly ResumeReviewEventType[],
  // the seeker and the admins see a review's chat whatever happens to it
  chatAccessTypes: [] as const satisfies readonly ResumeReviewEventType[],
  notifications: resumeReviewNotifications,
} as const satisfies RequestKind;
