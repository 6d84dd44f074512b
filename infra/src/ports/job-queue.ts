export type JobOptions = {
  /** total tries, first included (default 5) */
  attempts?: number;
  /** exponential backoff base delay in ms (default 1000) */
  backoffMs?: number;
  /** the job waits this long after it is added before its first attempt (default 0); drained() waits for it too */
  delayMs?: number;
};

export type Job<T = unknown> = { id: string; name: string; data: T; attempt: number };
export type FailedJob = { id: string; name: string; data: unknown; error: string; attempts: number; failedAt?: string };
/** Rejecting asks for another attempt (until `attempts` are used up); throwing a PermanentJobError asks for none. */
export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

/**
 * Thrown by a handler when another attempt cannot help (an address the mail server refuses, a card
 * declined for good): the job gets no further attempts and goes to failed() at once.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type CloseOptions = {
  /**
   * How long close() lets the jobs in hand finish (default 10000 ms). Past that they are left: BullMQ
   * hands them to another worker once their lock lapses; in process they are not run to completion
   * here. Either way the trigger is still in the event log, so a restart queues the job again.
   */
  graceMs?: number;
};

export interface JobQueue {
  /**
   * Adding a job id that the queue already holds (waiting, active, done or failed) adds nothing.
   * Rejects, rather than waiting on, a queue it cannot reach in bounded time.
   */
  add<T>(queue: string, name: string, jobId: string, data: T, options?: JobOptions): Promise<void>;
  process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): void;
  /** jobs that used all their attempts, or failed permanently, stay visible here */
  failed(queue: string): Promise<FailedJob[]>;
  /** resolves once no job of the queue is waiting, delayed or active */
  drained(queue: string): Promise<void>;
  /** answers promptly, even when the queue's backend is down */
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  /**
   * Calls `listener` each time the queue's backend answers again after it was lost. Its jobs may be gone with it (a
   * Redis restarted without persistence, a failover to a replica behind): whoever added a job and has not seen it done
   * adds it again, which the job id makes harmless. Returns the listener's removal. Absent where jobs cannot be lost
   * this way (the in-process queue).
   */
  onReconnect?(listener: () => void): () => void;
  /** stops taking jobs, lets the jobs in hand finish for up to `graceMs`, then lets go */
  close(options?: CloseOptions): Promise<void>;
}
