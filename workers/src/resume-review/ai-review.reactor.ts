import type { RecordedEvent, ResumeReviewEvent } from '@referly/domain';
import type { JobOptions } from '@referly/infra/ports/job-queue';
import type { Reactor } from '../reactor.ts';

export const AI_REVIEW_QUEUE = 'ai-reviews';
export const AI_REVIEW_JOB = 'ai-review';
export type AiReviewJob = { triggerEventId: string; reviewId: string; attempt: number };
export const aiReviewJobOptions: Required<JobOptions> = { attempts: 5, backoffMs: 2000, delayMs: 0 };

/**
 * An AI review attempt queued (once paid, or reinitiated by an admin) asks for a review; its result, or its last
 * failure, closes the ask. The worker appends both with the trigger as their cause, which is how a completion names
 * its trigger; a failure that will be tried again closes nothing.
 */
export const aiReviewReactor: Reactor = {
  name: 'ai-reviews',
  queue: AI_REVIEW_QUEUE,
  triggers: ['AiReviewQueued'],
  completions: ['AiReviewCompleted', 'AiReviewFailed'],
  options: aiReviewJobOptions,
  toJob: (recorded: RecordedEvent) => {
    const event = recorded as unknown as ResumeReviewEvent;
    if (event.type !== 'AiReviewQueued') return null;
    const data: AiReviewJob = { triggerEventId: recorded.id, reviewId: event.data.reviewId, attempt: event.data.attempt };
    return { name: AI_REVIEW_JOB, data };
  },
  triggerIdOf: (completion) => {
    if (completion.type === 'AiReviewFailed' && completion.data.willRetry !== false) return null;
    const cause = completion.metadata.causationId;
    return typeof cause === 'string' ? cause : null;
  },
};
