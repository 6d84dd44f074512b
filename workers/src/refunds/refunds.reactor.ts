import type { RecordedEvent, ReferralEvent } from '@referly/domain';
import type { JobOptions } from '@referly/infra/ports/job-queue';
import type { Reactor } from '../reactor.ts';

export const REFUNDS_QUEUE = 'refunds';
export const REFUND_JOB = 'refund';
export type RefundJob = { triggerEventId: string; referralId: string };
export const refundJobOptions: Required<JobOptions> = { attempts: 5, backoffMs: 1000, delayMs: 0 };

/**
 * A rejection of a paid request, or an admin's retry after a refund failed for good, asks for the refund; its
 * issue, or its last failure, closes the ask. A failure that will be tried again closes nothing.
 */
export const refundsReactor: Reactor = {
  name: 'refunds',
  queue: REFUNDS_QUEUE,
  triggers: ['ReferralStatusChanged', 'RefundRequested'],
  completions: ['RefundIssued', 'RefundFailed'],
  options: refundJobOptions,
  toJob: (recorded: RecordedEvent) => {
    const event = recorded as unknown as ReferralEvent;
    if (event.type === 'ReferralStatusChanged' && !event.data.refundDue) return null;
    if (event.type !== 'ReferralStatusChanged' && event.type !== 'RefundRequested') return null;
    const data: RefundJob = { triggerEventId: recorded.id, referralId: event.data.referralId };
    return { name: REFUND_JOB, data };
  },
  triggerIdOf: (completion) => {
    if (completion.type === 'RefundFailed' && completion.data.final !== true) return null;
    return typeof completion.data.triggerEventId === 'string' ? completion.data.triggerEventId : null;
  },
};
