import {
  isAiRunning,
  resumeReviewDecider,
  resumeReviewStream,
  type AiReviewResult,
  type FileRef,
  type ResumeReviewCommand,
  type ResumeReviewEvent,
} from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import { PermanentJobError, type Job, type JobQueue } from '@referly/infra/ports/job-queue';
import { feedbackText, UnreadableFileError, type ResumeReviewer, type ReviewFile, type ReviewResult } from '@referly/infra/ports/resume-reviewer';
import type { WorkerLog } from '../reactor.ts';
import { AI_REVIEW_QUEUE, aiReviewJobOptions, type AiReviewJob } from './ai-review.reactor.ts';

export type AiReviewWorkerDeps = {
  eventStore: EventStore;
  jobQueue: JobQueue;
  files: FileStore;
  reviewer: ResumeReviewer;
  clock: () => Date;
  log: WorkerLog;
  /** must match the attempts the reactor gives the job, so the last failure is recorded for good (default 5) */
  attempts?: number;
  /** how long one try may take before it is given up and tried again (default 60 s) */
  timeoutMs?: number;
  concurrency?: number;
};

export const AI_REVIEW_TIMEOUT_MS = 60_000;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The result as the log keeps it: the feedback as the spec's numbered lines, one line each. */
const asLogged = (result: ReviewResult): AiReviewResult => ({
  feedback: feedbackText(result.feedback),
  overall: result.overall,
  subScores: result.subScores,
  keywords: result.keywords,
  jobMatch: result.jobMatch,
  quotes: result.quotes,
  droppedQuotes: result.droppedQuotes,
  reviewer: result.reviewer,
});

/** Waits for the review unless the try's time is up first: a reviewer that does not heed the signal still ends the try. */
const withinTime = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

/**
 * Reviews a paid resume review's files with the configured reviewer, once per queued attempt: each stage it reaches, then
 * its result, is appended through the review's decider (which ignores a report of an attempt already over, so a
 * repeated job appends nothing twice). A file that cannot be read fails the attempt for good at once; anything else
 * (a timeout, the model's error) is recorded and tried again with backoff, the last try for good. Nothing is lost:
 * the review stays, and an admin may queue another attempt.
 */
export const registerAiReviewWorker = (deps: AiReviewWorkerDeps): void => {
  const { eventStore, files, reviewer, log } = deps;
  const attempts = deps.attempts ?? aiReviewJobOptions.attempts;
  const timeoutMs = deps.timeoutMs ?? AI_REVIEW_TIMEOUT_MS;

  const readFile = async (ref: FileRef): Promise<ReviewFile> => {
    const bytes = await files.get(ref.fileId);
    if (bytes === null) throw new UnreadableFileError(`${ref.name}: the file is missing.`);
    return { name: ref.name, bytes };
  };

  const review = async (job: Job<AiReviewJob>): Promise<void> => {
    const { reviewId, attempt, triggerEventId } = job.data;
    const stream = resumeReviewStream(reviewId);
    const events = (await eventStore.readStream(stream)) as unknown as ResumeReviewEvent[];
    const state = events.reduce(resumeReviewDecider.evolve, resumeReviewDecider.initialState());
    // the attempt already ended (an earlier try of this job, or a repeated one), or a later one replaced it
    if (state.ai.attempt !== attempt || !isAiRunning(state.ai.stage)) return;
    const requested = events.find((event) => event.type === 'ResumeReviewRequested');
    if (requested?.type !== 'ResumeReviewRequested') return;

    const record = (command: ResumeReviewCommand) =>
      handleCommand(eventStore, stream, resumeReviewDecider, command, { metadata: { causationId: triggerEventId } });
    const now = () => deps.clock().toISOString();
    let settled = false;
    let stages: Promise<unknown> = Promise.resolve();
    const onStage = (stage: 'reading' | 'reviewing') => {
      // a reviewer still busy after its time was up reports to nobody
      if (settled) return;
      stages = stages.then(() => record({ type: 'RecordAiStage', attempt, stage, now: now() }));
    };

    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const { industry, desiredPosition, companyName, jobAd, resume, coverLetter } = requested.data;
      const input = {
        resume: await readFile(resume),
        coverLetter: coverLetter ? await readFile(coverLetter) : null,
        industry,
        desiredPosition,
        companyName,
        jobAd,
        signal,
        onStage,
      };
      const result = await withinTime(reviewer.review(input), signal);
      settled = true;
      await stages;
      await record({ type: 'CompleteAiReview', attempt, result: asLogged(result), now: now() });
    } catch (error) {
      settled = true;
      await stages.catch(() => undefined);
      const permanent = error instanceof UnreadableFileError;
      const willRetry = !permanent && job.attempt < attempts;
      const message = signal.aborted ? `The AI review took longer than ${Math.round(timeoutMs / 1000)} s.` : describe(error);
      log(`ai review: try ${job.attempt} of attempt ${attempt} for ${reviewId} failed${willRetry ? '' : ', giving up'}: ${message}`);
      await record({ type: 'FailAiReview', attempt, error: message, willRetry, now: now() });
      throw permanent ? new PermanentJobError(message, { cause: error }) : error;
    }
  };

  deps.jobQueue.process<AiReviewJob>(AI_REVIEW_QUEUE, review, { concurrency: deps.concurrency ?? 2 });
};
