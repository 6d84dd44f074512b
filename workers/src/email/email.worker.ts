import { createHash } from 'node:crypto';
import type { EventStore } from '@referly/infra/ports/event-store';
import { VersionConflictError } from '@referly/infra/ports/event-store';
import { PermanentJobError, type Job, type JobQueue } from '@referly/infra/ports/job-queue';
import { PermanentMailError, type Mailer } from '@referly/infra/ports/mailer';
import type { OtpCrypto } from '@referly/infra/crypto/secrets';
import { uuidFromDigest } from '@referly/infra/crypto/uuid';
import type { WorkerLog } from '../reactor.ts';
import { emailJobOptions, type OtpEmailJob } from './email.reactor.ts';
import { EMAIL_QUEUE, emailCompletionTypes, emailStream, type EmailEvent } from './events.ts';
import { otpEmail } from './otp-email.ts';

export type EmailWorkerDeps = {
  eventStore: EventStore;
  jobQueue: JobQueue;
  mailer: Mailer;
  otpCrypto: OtpCrypto;
  log?: WorkerLog;
  now?: () => Date;
  /** must match the attempts the reactor gives the job, so the last failure is recorded (default 5) */
  attempts?: number;
  concurrency?: number;
};

/** A UUID derived from the trigger, so recording the same outcome twice stores it once. */
const outcomeId = (triggerEventId: string, outcome: EmailEvent['type']): string => {
  return uuidFromDigest(createHash('sha256').update(`${triggerEventId}:${outcome}`).digest(), 5);
};

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const registerEmailWorker = (deps: EmailWorkerDeps): void => {
  const { eventStore, mailer, otpCrypto } = deps;
  const log = deps.log ?? ((msg: string) => console.warn(msg));
  const now = deps.now ?? (() => new Date());
  const attempts = deps.attempts ?? emailJobOptions.attempts;

  /** Another worker (or an earlier try of this one) may have recorded the outcome first: that is fine. */
  const record = async (event: EmailEvent): Promise<void> => {
    try {
      await eventStore.append(emailStream(event.data.triggerEventId), [{ id: outcomeId(event.data.triggerEventId, event.type), ...event }], 'no_stream');
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
    }
  };

  const send = async (job: Job<OtpEmailJob>): Promise<void> => {
    const { triggerEventId, purpose, to, firstName, sealedCode } = job.data;
    const outcomes = await eventStore.readStream(emailStream(triggerEventId));
    if (outcomes.some((event) => emailCompletionTypes.some((type) => type === event.type))) return;
    const { subject, text, html } = otpEmail(purpose, firstName, otpCrypto.unseal(sealedCode));
    // A crash after this send and before the record below re-sends on retry with the same Message-ID:
    // the outbox keeps one per Message-ID, and a well-behaved SMTP peer or mail client drops the repeat.
    await mailer.send({ messageId: `<${triggerEventId}@referly.dev>`, to, subject, text, html });
    await record({ type: 'EmailSent', data: { triggerEventId, to, subject, at: now().toISOString() } });
  };

  deps.jobQueue.process<OtpEmailJob>(
    EMAIL_QUEUE,
    async (job) => {
      try {
        await send(job);
      } catch (error) {
        // A refusal for good (an SMTP 5xx, such as 550 no such mailbox) will not change on a retry; anything else might.
        const permanent = error instanceof PermanentMailError;
        if (permanent || job.attempt >= attempts) {
          log(`email worker: giving up on ${job.data.triggerEventId} after ${job.attempt} attempt(s): ${describe(error)}`);
          await record({ type: 'EmailFailed', data: { triggerEventId: job.data.triggerEventId, error: describe(error), at: now().toISOString() } });
        }
        throw permanent ? new PermanentJobError(describe(error), { cause: error }) : error;
      }
    },
    { concurrency: deps.concurrency ?? 4 },
  );
};
