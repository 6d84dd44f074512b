import { referralDecider, referralStream } from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import { PermanentJobError, type JobQueue } from '@referly/infra/ports/job-queue';
import { PaymentRefusedError, type Payments } from '@referly/infra/ports/payments';
import type { WorkerLog } from '../reactor.ts';
import { REFUNDS_QUEUE, refundJobOptions, type RefundJob } from './refunds.reactor.ts';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Gives a rejected request's money back: one refund per request, whatever happens, because the provider's
 * idempotency key is the request's (`refund:{requestId}`) and the request's stream records one refund at most.
 * Each failed attempt is recorded (the request shows it), and the last one for good until an admin asks again.
 */
export const registerRefundsWorker = (deps: {
  eventStore: EventStore;
  jobQueue: JobQueue;
  payments: Payments;
  clock: () => Date;
  log: WorkerLog;
  attempts?: number;
}) => {
  const { eventStore, payments } = deps;
  const attempts = deps.attempts ?? refundJobOptions.attempts;
  const record = (
    referralId: string,
    triggerEventId: string,
    outcome: { refundId: string; amountCents: number } | { error: string; attempt: number; final: boolean },
  ) =>
    handleCommand(eventStore, referralStream(referralId), referralDecider, { type: 'RecordRefund', triggerEventId, outcome, now: deps.clock().toISOString() });

  deps.jobQueue.process<RefundJob>(
    REFUNDS_QUEUE,
    async (job) => {
      const { referralId, triggerEventId } = job.data;
      const { state } = await loadState(eventStore, referralStream(referralId), referralDecider);
      if (state.refund === 'issued') return;
      try {
        const refund = await payments.refund({
          paymentIntentId: state.paymentIntentId,
          amountCents: state.amountCents,
          metadata: { service: 'jobReferral', requestId: referralId },
          idempotencyKey: `refund:${referralId}`,
        });
        await record(referralId, triggerEventId, { refundId: refund.id, amountCents: refund.amountCents });
      } catch (error) {
        const permanent = error instanceof PaymentRefusedError;
        const final = permanent || job.attempt >= attempts;
        deps.log(`refunds: attempt ${job.attempt} for ${referralId} failed${final ? ', giving up' : ''}: ${describe(error)}`);
        await record(referralId, triggerEventId, { error: describe(error), attempt: job.attempt, final });
        throw permanent ? new PermanentJobError(describe(error), { cause: error }) : error;
      }
    },
    { concurrency: 2 },
  );
};
