import { paymentMatches } from '../payments/webhooks.ts';
import { DomainError } from '../shared/errors.ts';
import type { Decider } from '../shared/event.ts';
import type { ResumeReviewCommand } from './commands.ts';
import { AI_ERROR_MAX, CONSULTANT_FEEDBACK_MAX, type PersonRef, type ResumeReviewActor } from './constants.ts';
import type { ResumeReviewEvent } from './events.ts';
import { canReinitiateAi, careerAdviceOpen, isAiRunning } from './lifecycle.ts';
import { resumeReviewMessages as messages } from './messages.ts';
import { evolveResumeReview, initialResumeReview, type AiAttemptStage, type ResumeReview } from './state.ts';

type Command<T extends ResumeReviewCommand['type']> = Extract<ResumeReviewCommand, { type: T }>;

const ids = (state: ResumeReview) => ({ reviewId: state.reviewId, seekerId: state.seekerId });
const person = (actor: ResumeReviewActor): PersonRef => ({ userId: actor.userId, name: actor.name });

const mustExist = (state: ResumeReview): void => {
  if (!state.exists) throw new DomainError('not_found', messages.notFound);
};

/** The seeker acts only on their own review; anyone else's is answered as if it did not exist. */
const mustBeItsSeeker = (actor: ResumeReviewActor, state: ResumeReview): void => {
  mustExist(state);
  if (actor.role !== 'jobSeeker' || actor.userId !== state.seekerId) throw new DomainError('not_found', messages.notFound);
};

const mustBeAdmin = (actor: ResumeReviewActor, state: ResumeReview): void => {
  mustExist(state);
  if (actor.role !== 'admin') throw new DomainError('forbidden', messages.adminOnly);
};

const mustBePaid = (state: ResumeReview): void => {
  if (!state.paid) throw new DomainError('conflict', messages.notPaid);
};

const invalid = (field: string, message: string) => new DomainError('validation_failed', message, { errors: { [field]: message } });

/** An AI failure as the log keeps it: its first line, trimmed and cut short; never a stack. */
export const shortAiError = (error: string): string => {
  const text = error.trim();
  const end = text.indexOf('\n');
  const line = (end === -1 ? text : text.slice(0, end)).trim();
  if (line === '') return messages.aiFailed;
  return line.length > AI_ERROR_MAX ? `${line.slice(0, AI_ERROR_MAX - 1)}…` : line;
};

/** How far an attempt has gone: a stage is news only past where it is (queued is 0). */
const stageRank: Partial<Record<AiAttemptStage, number>> = { reading: 1, reviewing: 2 };

/**
 * Whether a worker's report is about the attempt under way. A report of an earlier attempt, or of this one once it is
 * over, is a late or repeated delivery: it changes nothing. An attempt never queued is a mistake.
 */
const isCurrentAttempt = (attempt: number, state: ResumeReview): boolean => {
  mustExist(state);
  if (attempt < 1 || attempt > state.ai.attempt) throw new DomainError('conflict', messages.noSuchAttempt);
  return attempt === state.ai.attempt && isAiRunning(state.ai.stage);
};

const requestReview = ({ reviewId, seekerId, details, charge, now }: Command<'RequestResumeReview'>, state: ResumeReview): ResumeReviewEvent[] => {
  if (state.exists) throw new DomainError('conflict', messages.exists);
  return [{ type: 'ResumeReviewRequested', data: { reviewId, seekerId, ...details, ...charge, at: now } }];
};

const markPaid = ({ paymentIntentId, amountCents, currency, now }: Command<'MarkPaid'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustExist(state);
  const asked = { paymentIntentId: state.paymentIntentId, amountCents: state.amountCents, currency: state.currency };
  if (!paymentMatches(asked, { paymentIntentId, amountCents, currency })) {
    if (state.mismatchedPaymentIntentIds.includes(paymentIntentId)) return [];
    const expected = { expectedAmountCents: state.amountCents, expectedCurrency: state.currency };
    return [{ type: 'ResumeReviewPaymentMismatched', data: { ...ids(state), paymentIntentId, amountCents, currency, ...expected, at: now } }];
  }
  // a second delivery of the same success
  if (state.paid) return [];
  return [
    { type: 'ResumeReviewPaid', data: { ...ids(state), paymentIntentId, amountCents, currency, at: now } },
    { type: 'AiReviewQueued', data: { ...ids(state), attempt: 1, reason: 'paid', by: null, at: now } },
  ];
};

const recordPaymentFailure = ({ paymentIntentId, message, now }: Command<'RecordPaymentFailure'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustExist(state);
  // a failed attempt reported after the one that succeeded changes nothing
  if (state.paid) return [];
  return [{ type: 'ResumeReviewPaymentFailed', data: { ...ids(state), paymentIntentId, message, at: now } }];
};

const recordAiStage = ({ attempt, stage, now }: Command<'RecordAiStage'>, state: ResumeReview): ResumeReviewEvent[] => {
  if (!isCurrentAttempt(attempt, state)) return [];
  // a stage reported again, or late after the next one, says nothing new
  if ((stageRank[stage] ?? 0) <= (stageRank[state.ai.stage] ?? 0)) return [];
  return [{ type: 'AiReviewStageReached', data: { ...ids(state), attempt, stage, at: now } }];
};

const completeAiReview = ({ attempt, result, now }: Command<'CompleteAiReview'>, state: ResumeReview): ResumeReviewEvent[] => {
  if (!isCurrentAttempt(attempt, state)) return [];
  return [{ type: 'AiReviewCompleted', data: { ...ids(state), attempt, ...result, at: now } }];
};

const failAiReview = ({ attempt, error, willRetry, now }: Command<'FailAiReview'>, state: ResumeReview): ResumeReviewEvent[] => {
  if (!isCurrentAttempt(attempt, state)) return [];
  const short = shortAiError(error);
  // the same failure again before the next try got anywhere: a repeated report, not news
  if (willRetry && state.ai.stage === 'queued' && state.ai.lastError === short) return [];
  return [{ type: 'AiReviewFailed', data: { ...ids(state), attempt, error: short, willRetry, at: now } }];
};

const reinitiateAiReview = ({ actor, now }: Command<'ReinitiateAiReview'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustBeAdmin(actor, state);
  mustBePaid(state);
  if (!canReinitiateAi(state)) throw new DomainError('conflict', messages.aiRunning);
  return [{ type: 'AiReviewQueued', data: { ...ids(state), attempt: state.ai.attempt + 1, reason: 'reinitiated', by: person(actor), at: now } }];
};

const saveConsultantReview = (command: Command<'SaveConsultantReview'>, state: ResumeReview): ResumeReviewEvent[] => {
  const { actor, reviewedResume, now } = command;
  mustBeAdmin(actor, state);
  mustBePaid(state);
  const feedback = command.feedback.trim();
  if (feedback === '') throw invalid('feedback', messages.consultantFeedbackRequired);
  if (feedback.length > CONSULTANT_FEEDBACK_MAX) throw invalid('feedback', messages.consultantFeedbackTooLong);
  if (reviewedResume === null && state.reviewedResumeId === null) throw invalid('resume', messages.reviewedResumeRequired);
  const status = command.status ?? 'completed';
  const sameFile = reviewedResume === null || reviewedResume.fileId === state.reviewedResumeId;
  if (sameFile && feedback === state.consultantFeedback && status === state.status) return [];
  return [{ type: 'ConsultantReviewSaved', data: { ...ids(state), by: person(actor), reviewedResume, feedback, from: state.status, status, at: now } }];
};

const changeStatus = ({ actor, status, now }: Command<'ChangeStatus'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustBeAdmin(actor, state);
  mustBePaid(state);
  if (status === state.status) throw new DomainError('conflict', messages.sameStatus);
  return [{ type: 'ResumeReviewStatusChanged', data: { ...ids(state), from: state.status, to: status, by: person(actor), at: now } }];
};

const giveFeedback = ({ actor, now, ...command }: Command<'GiveFeedback'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustBeItsSeeker(actor, state);
  if (state.status !== 'completed') throw new DomainError('conflict', messages.feedbackLocked);
  const feedback = command.feedback.trim();
  if (feedback === '') throw invalid('feedback', messages.feedbackRequired);
  if (feedback === state.feedback) return [];
  return [{ type: 'ResumeReviewFeedbackGiven', data: { ...ids(state), feedback, at: now } }];
};

const requestCareerAdvice = ({ actor, note, today, now }: Command<'RequestCareerAdvice'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustBeItsSeeker(actor, state);
  mustBePaid(state);
  if (careerAdviceOpen(state.careerAdvice, today)) throw new DomainError('conflict', messages.careerAdviceOpen);
  const trimmed = note?.trim() ?? '';
  return [{ type: 'CareerAdviceRequested', data: { ...ids(state), note: trimmed === '' ? null : trimmed, at: now } }];
};

const scheduleMeeting = ({ actor, meeting, today, now }: Command<'ScheduleCareerAdviceMeeting'>, state: ResumeReview): ResumeReviewEvent[] => {
  mustBeAdmin(actor, state);
  if (state.careerAdvice === null) throw new DomainError('conflict', messages.careerAdviceNotRequested);
  if (meeting.date < today) throw invalid('date', messages.meetingDatePast);
  const current = state.careerAdvice.meeting;
  if (current !== null && current.link === meeting.link && current.date === meeting.date && current.time === meeting.time) return [];
  const { link, date, time } = meeting;
  return [{ type: 'CareerAdviceMeetingScheduled', data: { ...ids(state), link, date, time, by: person(actor), at: now } }];
};

/** issue 17: a reminder for the wait that began at `waitingSince`, unless the review moved on since (completed, reminded, worked on). */
const remindOverdue = ({ waitingSince, afterHours, now }: Command<'RemindOverdueReview'>, state: ResumeReview): ResumeReviewEvent[] => {
  if (!state.exists || state.waitingSince === null || state.waitingSince !== waitingSince) return [];
  return [{ type: 'ResumeReviewOverdueReminded', data: { ...ids(state), waitingSince, afterHours, at: now } }];
};

/** The decider of one review's stream, `resume-review-{reviewId}`. */
export const resumeReviewDecider: Decider<ResumeReviewCommand, ResumeReviewEvent, ResumeReview> = {
  initialState: initialResumeReview,
  evolve: evolveResumeReview,
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestResumeReview':
        return requestReview(command, state);
      case 'MarkPaid':
        return markPaid(command, state);
      case 'RecordPaymentFailure':
        return recordPaymentFailure(command, state);
      case 'RecordAiStage':
        return recordAiStage(command, state);
      case 'CompleteAiReview':
        return completeAiReview(command, state);
      case 'FailAiReview':
        return failAiReview(command, state);
      case 'ReinitiateAiReview':
        return reinitiateAiReview(command, state);
      case 'SaveConsultantReview':
        return saveConsultantReview(command, state);
      case 'ChangeStatus':
        return changeStatus(command, state);
      case 'GiveFeedback':
        return giveFeedback(command, state);
      case 'RequestCareerAdvice':
        return requestCareerAdvice(command, state);
      case 'ScheduleCareerAdviceMeeting':
        return scheduleMeeting(command, state);
      case 'RemindOverdueReview':
        return remindOverdue(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
