import type { RecordedEvent, ResumeReviewEvent } from '@referly/domain';
import { ADMIN_ROOM, userRoom } from '../live/rooms.ts';
import type { PushRule, PushRules } from '../platform/feature-module.ts';

/** A review's seeker and the admins hear of it; nobody else does. */
const toSeekerAndAdmins = (event: RecordedEvent): string[] =>
  typeof event.data.seekerId === 'string' && event.data.seekerId !== '' ? [userRoom(event.data.seekerId), ADMIN_ROOM] : [ADMIN_ROOM];

const rule = (...fields: string[]): PushRule => ({ rooms: toSeekerAndAdmins, fields: ['reviewId', 'seekerId', ...fields, 'at'] });

/**
 * The resume review events' allow-list. Contact details, files, payment references, the AI's words and its errors stay
 * on the server: a pushed event says what changed (the AI's progress stage by stage, so the seeker watches queued →
 * reading → reviewing → done), and each client reads what it may see through the routes.
 */
export const resumeReviewPush = {
  ResumeReviewRequested: rule('desiredPosition', 'companyName', 'amountCents'),
  ResumeReviewPaid: rule('amountCents'),
  ResumeReviewPaymentFailed: rule('message'),
  ResumeReviewPaymentMismatched: rule('amountCents', 'currency', 'expectedAmountCents', 'expectedCurrency'),
  AiReviewQueued: rule('attempt', 'reason'),
  AiReviewStageReached: rule('attempt', 'stage'),
  AiReviewCompleted: rule('attempt', 'overall'),
  AiReviewFailed: rule('attempt', 'willRetry'),
  ConsultantReviewSaved: rule('from', 'status'),
  ResumeReviewStatusChanged: rule('from', 'to'),
  ResumeReviewFeedbackGiven: rule(),
  CareerAdviceRequested: rule(),
  CareerAdviceMeetingScheduled: rule('date', 'time'),
  ResumeReviewOverdueReminded: rule('afterHours'),
} satisfies Record<ResumeReviewEvent['type'], PushRule> satisfies PushRules;
