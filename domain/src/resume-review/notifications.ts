import { hoursInWords } from '../shared/durations.ts';
import type { NotificationAudience, NotificationWording, RequestRef } from '../notifications/wording.ts';
import type { ResumeReviewStatus } from './constants.ts';
import type { CareerAdviceMeeting } from './events.ts';
import { resumeReviewStatusLabels } from './messages.ts';

/** What a resume review's notifications are about, with what their wording needs (the request names the desired position and company). */
export type ResumeReviewNotificationSubject =
  | { kind: 'reviewPaid'; request: RequestRef }
  | { kind: 'aiReviewReady'; request: RequestRef; overall: number }
  | { kind: 'consultantReviewSaved'; request: RequestRef; status: ResumeReviewStatus }
  | { kind: 'reviewStatusChanged'; request: RequestRef; status: ResumeReviewStatus }
  | { kind: 'careerAdviceMeetingScheduled'; request: RequestRef; meeting: CareerAdviceMeeting }
  | { kind: 'careerAdviceRequested'; request: RequestRef }
  // issue 17: a paid review still without the consultant's review
  | { kind: 'reviewOverdue'; request: RequestRef; hours: number };

const what = ({ desiredPosition, companyName }: RequestRef) => `${desiredPosition} at ${companyName}`;

/** The meeting as every message about it reads. */
export const careerAdviceSessionLine = ({ date, time, link }: CareerAdviceMeeting) => `Career advice session on ${date} at ${time}: ${link}`;

/** A resume review notification's title and sentence, for the bell and the e-mail alike: the seeker's own, or the admins' who handle reviews. */
const describeResumeReviewNotification = (subject: ResumeReviewNotificationSubject, audience: NotificationAudience): NotificationWording => {
  switch (subject.kind) {
    case 'reviewPaid':
      return audience === 'admins'
        ? { title: 'New paid resume review', text: `A seeker paid for a resume review: ${what(subject.request)}.` }
        : { title: 'Payment received', text: `Your resume review for ${what(subject.request)} is paid: the AI review is on its way.` };
    case 'careerAdviceRequested':
      return { title: 'Career advice requested', text: `A seeker asked for a career advice session on their resume review: ${what(subject.request)}.` };
    case 'aiReviewReady':
      return {
        title: 'Your AI review is ready',
        text: `Your resume scored ${subject.overall}/100 for ${what(subject.request)}. Open the review to read the advice.`,
      };
    case 'consultantReviewSaved':
      return subject.status === 'completed'
        ? {
            title: 'Your resume review is complete',
            text: `A consultant reviewed your resume for ${what(subject.request)}: their feedback and reviewed resume are ready.`,
          }
        : { title: 'Consultant review updated', text: `A consultant updated the review of your resume for ${what(subject.request)}.` };
    case 'reviewStatusChanged': {
      const label = resumeReviewStatusLabels[subject.status];
      return { title: `Status changed to ${label}`, text: `Your resume review for ${what(subject.request)} is now ${label}.` };
    }
    case 'careerAdviceMeetingScheduled':
      return { title: 'Career advice session booked', text: `${careerAdviceSessionLine(subject.meeting)} (${what(subject.request)}).` };
    case 'reviewOverdue':
      return audience === 'admins'
        ? {
            title: 'A resume review is waiting',
            text: `A paid resume review has waited ${hoursInWords(subject.hours)} for its consultant review: ${what(subject.request)}.`,
          }
        : {
            title: 'Your consultant review is taking longer',
            text: `Your resume review for ${what(subject.request)} is taking longer than usual. Our team has been reminded.`,
          };
  }
};

/** The notifications resume reviews contribute to the bell: their subjects' kinds and their words. */
export const resumeReviewNotifications = {
  kinds: [
    'reviewPaid',
    'aiReviewReady',
    'consultantReviewSaved',
    'reviewStatusChanged',
    'careerAdviceMeetingScheduled',
    'careerAdviceRequested',
    'reviewOverdue',
  ] as const satisfies readonly ResumeReviewNotificationSubject['kind'][],
  describe: describeResumeReviewNotification,
  /**
   * a review, in a notification not of its own: opening a chat message's line on the bell, and after 'about' in the
   * chat digest's e-mail, so it reads at the start of a sentence and within one ('Backend Engineer at Atlassian (resume review)')
   */
  requestName: (request: RequestRef) => `${what(request)} (resume review)`,
};
