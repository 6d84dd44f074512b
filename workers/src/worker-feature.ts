import type { OtpCrypto } from '@referly/infra/crypto/secrets';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import type { Mailer } from '@referly/infra/ports/mailer';
import type { Payments } from '@referly/infra/ports/payments';
import type { ResumeReviewer } from '@referly/infra/ports/resume-reviewer';
import type { Reactor, WorkerLog } from './reactor.ts';
import type { TimerRule } from './timers/timer-rule.ts';

/** What the core hands every feature's workers. */
export type WorkerDeps = {
  eventStore: EventStore;
  jobQueue: JobQueue;
  mailer: Mailer;
  payments: Payments;
  /** the uploads (a resume review's files) */
  files: FileStore;
  /** the AI review's reviewer, built from the configuration */
  resumeReviewer: ResumeReviewer;
  otpCrypto: OtpCrypto;
  clock: () => Date;
  log: WorkerLog;
};

/**
 * What a feature adds to the workers layer: reactors (event to job), the processors of its queues (job to side effect
 * to event), and durable timers (an event arms one, another cancels it; once due its rule fires, on the `timers` queue).
 */
export type WorkerFeature = { name: string; reactors: Reactor[]; register: (deps: WorkerDeps) => void; timers?: TimerRule[] };
