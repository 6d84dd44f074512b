import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from './in-process-job-queue.ts';
import { jobQueueContract } from './job-queue.contract.ts';

const quiet = { warn: () => {}, error: () => {} };

jobQueueContract('in-process', async () => createInProcessJobQueue({ logger: quiet }));

describe('in-process job queue', () => {
  it('stamps a failed job with the injected clock', async () => {
    const jobs = createInProcessJobQueue({ logger: quiet, now: () => new Date('2025-05-01T10:00:00.000Z') });
    jobs.process('mail', async () => {
      throw new Error('no route');
    });
    await jobs.add('mail', 'send', 'evt:1', {}, { attempts: 1 });
    await jobs.drained('mail');
    expect(await jobs.failed('mail')).toEqual([{ id: 'evt:1', name: 'send', data: {}, error: 'no route', attempts: 1, failedAt: '2025-05-01T10:00:00.000Z' }]);
    await jobs.close();
  });
});
