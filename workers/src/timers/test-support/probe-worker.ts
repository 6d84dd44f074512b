import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createBullMqJobQueue } from '@referly/infra/job-queue/bullmq-job-queue';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { probeRule, startProbeWorkers } from './probe.ts';

// A worker process for the kill -9 tests (`node --import tsx probe-worker.ts '<options as JSON>'`): the probe's timer
// on the SQLite log `file`, with the in-process queue or (`redisUrl` and `prefix`) BullMQ with a one-second lock, each
// firing taking `fireMs`, one at a time, on the real clock. Prints "ready" once its timers have caught up.

export type ProbeWorkerOptions = { file: string; fireMs: number; redisUrl?: string; prefix?: string };

const { file, fireMs, redisUrl, prefix } = JSON.parse(process.argv[2] ?? '{}') as ProbeWorkerOptions;
const eventStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
const jobQueue = redisUrl
  ? createBullMqJobQueue({ url: redisUrl, ...(prefix ? { prefix } : {}), lockMs: 1000, log: (message) => console.error(message) })
  : createInProcessJobQueue();
const workers = await startProbeWorkers({
  eventStore,
  jobQueue,
  file,
  clock: () => new Date(),
  rule: probeRule({ fireMs }),
  timers: { tickMs: 100, concurrency: 1, jobOptions: { attempts: 5, backoffMs: 50 } },
  log: (message) => console.error(message),
});
console.log('ready');

process.once('SIGTERM', () => {
  void (async () => {
    await workers.stop();
    await jobQueue.close({ graceMs: 1000 });
    await eventStore.close();
    process.exit(0);
  })();
});
