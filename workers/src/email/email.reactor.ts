import type { AccountEvent, OtpPurpose, RecordedEvent } from '@referly/domain';
import type { JobOptions } from '@referly/infra/ports/job-queue';
import type { Reactor } from '../reactor.ts';
import { EMAIL_QUEUE, emailCompletionTypes } from './events.ts';

/** Everything the worker needs to write the e-mail; the code stays sealed while it waits in the queue. */
export type OtpEmailJob = { triggerEventId: string; purpose: OtpPurpose; to: string; firstName: string; sealedCode: string };

export const OTP_EMAIL_JOB = 'otp-email';
export const emailJobOptions: Required<JobOptions> = { attempts: 5, backoffMs: 2000, delayMs: 0 };

export const emailReactor: Reactor = {
  name: 'email',
  queue: EMAIL_QUEUE,
  triggers: ['OtpIssued'],
  completions: emailCompletionTypes,
  options: emailJobOptions,
  toJob: (recorded: RecordedEvent) => {
    const event = recorded as unknown as AccountEvent;
    if (event.type !== 'OtpIssued') return null;
    const { purpose, email, firstName, sealedCode } = event.data;
    const data: OtpEmailJob = { triggerEventId: recorded.id, purpose, to: email, firstName, sealedCode };
    return { name: OTP_EMAIL_JOB, data };
  },
  triggerIdOf: (completion) => (typeof completion.data.triggerEventId === 'string' ? completion.data.triggerEventId : null),
};
