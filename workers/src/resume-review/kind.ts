import { resumeReviewStream, type ResumeReviewEvent } from '@referly/domain';
import { person } from '../notifications/accounts-lookup.ts';
import type { RequestKindWorkers } from '../request-kind.ts';

/** Resume reviews' e-mails to their seeker: the review completed (its toggle: resumeReviewCompletion) and a career advice session booked (careerAdviceSessionReminders). */
export const resumeReviewMailWorkers: RequestKindWorkers = {
  chatType: 'resumeReview',
  streamOf: resumeReviewStream,
  requestRefOf: (requestId, opening) => {
    const requested = opening as unknown as ResumeReviewEvent | undefined;
    return requested?.type === 'ResumeReviewRequested'
      ? { requestId, desiredPosition: requested.data.desiredPosition, companyName: requested.data.companyName }
      : null;
  },
  mailTriggers: ['ConsultantReviewSaved', 'ResumeReviewStatusChanged', 'CareerAdviceMeetingScheduled'] as const satisfies readonly ResumeReviewEvent['type'][],
  mailingOf: async (recorded, { eventStore, requestRef }) => {
    const event = recorded as unknown as ResumeReviewEvent;
    const seeker = (seekerId: string) => () => person(eventStore, seekerId);
    switch (event.type) {
      case 'ConsultantReviewSaved': {
        const { reviewId, seekerId, status } = event.data;
        // a consultant review saved as still pending is not yet the review the seeker waits for
        if (status !== 'completed') return null;
        const subject = { kind: 'consultantReviewSaved' as const, request: await requestRef(reviewId), status };
        return { kind: 'reviewCompleted', audience: 'own', subject, people: seeker(seekerId) };
      }
      case 'ResumeReviewStatusChanged': {
        const { reviewId, seekerId, to } = event.data;
        if (to !== 'completed') return null;
        const subject = { kind: 'reviewStatusChanged' as const, request: await requestRef(reviewId), status: to };
        return { kind: 'reviewCompleted', audience: 'own', subject, people: seeker(seekerId) };
      }
      case 'CareerAdviceMeetingScheduled': {
        const { reviewId, seekerId, link, date, time } = event.data;
        const subject = { kind: 'careerAdviceMeetingScheduled' as const, request: await requestRef(reviewId), meeting: { link, date, time } };
        return { kind: 'careerAdviceReminder', audience: 'own', subject, people: seeker(seekerId) };
      }
      default:
        return null;
    }
  },
};
