import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { referralStream, type ReferralEvent } from '@referly/domain';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { createTestPayments } from '@referly/infra/payments/test-payments';
import type { Payments } from '@referly/infra/ports/payments';
import { startReactors } from '../reactor.ts';
import { refundsReactor } from './refunds.reactor.ts';
import { registerRefundsWorker } from './refunds.worker.ts';

const dirs: string[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const SECRET = 'whsec_refund_recovery';

/** A request paid with the test card and rejected, written to the log while no worker runs. */
const rejectedWhileNoWorkerRan = async (file: string) => {
  const eventStore = createSqliteEventStore({ file });
  const payments = createTestPayments({ eventStore, webhookSecret: SECRET });
  const intent = await payments.createIntent({
    amountCents: 50_000,
    currency: 'usd',
    description: 'Job referral',
    metadata: {},
    idempotencyKey: 'referral:r1',
  });
  await payments.confirm({ clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' });
  const file0 = { fileId: '3f2b9c4e-1a7d-4e2f-9b8a-0c6d5e4f3a21', name: 'cv.pdf', mime: 'application/pdf', size: 10 };
  const at = '2026-11-24T10:00:00.000Z';
  const events: ReferralEvent[] = [
    {
      type: 'ReferralRequested',
      data: {
        referralId: 'r1',
        seekerId: 's1',
        seeker: { name: 'Mia', email: 'mia@example.com', mobile: '0400' },
        industry: 'Engineering',
        desiredPosition: 'Engineer',
        companyId: 'c1',
        companyName: 'Atlassian',
        currentJob: '',
        jobUrl: null,
        resume: file0,
        coverLetter: null,
        amountCents: 50_000,
        currency: 'usd',
        couponCode: null,
        discountPercentage: null,
        paymentIntentId: intent.id,
        at,
      },
    },
    { type: 'ReferralPaid', data: { referralId: 'r1', seekerId: 's1', companyId: 'c1', paymentIntentId: intent.id, amountCents: 50_000, currency: 'usd', at } },
    {
      type: 'ReferralStatusChanged',
      data: {
        referralId: 'r1',
        seekerId: 's1',
        companyId: 'c1',
        referrerId: null,
        from: 'pending',
        to: 'rejected',
        by: { userId: 'a1', role: 'admin', name: 'Ava' },
        reason: 'Closed.',
        refundDue: true,
        at,
      },
    },
  ];
  await eventStore.append(
    referralStream('r1'),
    events.map((event, i) => ({ id: `e${i}`, ...event })),
    'no_stream',
  );
  await eventStore.close();
};

const startStack = async (file: string, wrap: (payments: Payments) => Payments = (payments) => payments) => {
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
  const payments = wrap(createTestPayments({ eventStore, webhookSecret: SECRET }));
  const jobQueue = createInProcessJobQueue({ logger: { warn: () => {}, error: () => {} } });
  const checkpoints = createSqliteCheckpointStore({ file });
  registerRefundsWorker({ eventStore, jobQueue, payments, clock: () => new Date(), log: () => {} });
  const reactors = await startReactors({
    eventStore,
    jobQueue,
    checkpoints,
    reactors: [{ ...refundsReactor, options: { attempts: 3, backoffMs: 20 } }],
    log: () => {},
  });
  const stop = async () => {
    await reactors.stop();
    await jobQueue.close();
    await checkpoints.close();
    await eventStore.close();
  };
  stops.push(stop);
  return { eventStore, jobQueue, stop };
};

it('refunds a rejection recorded while no worker ran, once, when a stack starts on the log; and not again at the next start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-refunds-'));
  dirs.push(dir);
  const file = join(dir, 'events.db');
  await rejectedWhileNoWorkerRan(file);
  let refunds = 0;
  const counting = (payments: Payments): Payments => ({
    ...payments,
    refund: async (request) => {
      refunds += 1;
      return payments.refund(request);
    },
  });
  const first = await startStack(file, counting);
  await vi.waitFor(async () => expect((await first.eventStore.readStream(referralStream('r1'))).map((event) => event.type)).toContain('RefundIssued'), {
    timeout: 5000,
  });
  await first.stop();
  const second = await startStack(file, counting);
  await second.jobQueue.drained('refunds');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(refunds).toBe(1);
  expect((await second.eventStore.readStream(referralStream('r1'))).filter((event) => event.type === 'RefundIssued')).toHaveLength(1);
});
