export type JobOptions = {
  /** total tries, first included (default 5) */
  attempts?: number;
  /** exponential backoff base delay in ms (default 1000) */
  backoffMs?: number;
};

export type Job<T = unknown> = { id: string; name: string; data: T; attempt: number };
export type FailedJob = { id: string; name: string; data: unknown; error: string; attempts: number; failedAt?: string };
export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  /** adding a job id that the queue already holds (waiting, active, done or failed) adds nothing */
  add<T>(queue: string, name: string, jobId: string, data: T, options?: JobOptions): Promise<void>;
  process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): void;
  /** jobs that used all their attempts stay visible here */
  failed(queue: string): Promise<FailedJob[]>;
  /** resolves once no job of the queue is waiting, delayed or active */
  drained(queue: string): Promise<void>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}
