import type { RecordedEvent } from '@referly/domain';
import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { JobOptions, JobQueue } from '@referly/infra/ports/job-queue';

export type WorkerLog = (msg: string, extra?: unknown) => void;

/** Turns trigger events into jobs (job id = trigger event id); a completion event closes the trigger it names. */
export type Reactor = {
  name: string;
  queue: string;
  triggers: string[];
  completions: string[];
  toJob: (event: RecordedEvent) => { name: string; data: unknown } | null;
  triggerIdOf: (completion: RecordedEvent) => string | null;
  /** attempts and backoff of the jobs it adds */
  options?: JobOptions;
};

const defaultLog: WorkerLog = (msg, extra) => (extra === undefined ? console.warn(msg) : console.warn(msg, extra));
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const PAGE = 1000;

const enqueue = async (jobQueue: JobQueue, reactor: Reactor, event: RecordedEvent, log: WorkerLog): Promise<void> => {
  let job: { name: string; data: unknown } | null = null;
  try {
    job = reactor.toJob(event);
  } catch (error) {
    log(`reactor ${reactor.name}: skipped ${event.type} ${event.id}: ${describe(error)}`);
  }
  if (job) await jobQueue.add(reactor.queue, job.name, event.id, job.data, reactor.options);
};

/**
 * Pending work is rebuilt from the log, so neither a crash between an event and its job nor a lost queue
 * loses triggered work: first the ids every completion closes, then every trigger not among them is queued
 * again. Duplicates are harmless: the queue ignores a known job id and the worker checks for a completion.
 * Returns the position up to which triggers were looked at.
 */
const requeuePending = async (eventStore: EventStore, jobQueue: JobQueue, reactor: Reactor, log: WorkerLog): Promise<number> => {
  const completed = new Set<string>();
  for (let after = 0; ;) {
    const page = await eventStore.readAll({ after, filter: { types: reactor.completions }, limit: PAGE });
    for (const event of page) {
      const id = reactor.triggerIdOf(event);
      if (id !== null) completed.add(id);
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.position;
  }
  const head = await eventStore.headPosition();
  let after = 0;
  let requeued = 0;
  for (;;) {
    const page = await eventStore.readAll({ after, filter: { types: reactor.triggers }, limit: PAGE });
    const open = page.filter((event) => !completed.has(event.id));
    await Promise.all(open.map((event) => enqueue(jobQueue, reactor, event, log)));
    requeued += open.length;
    const last = page.at(-1);
    if (last) after = last.position;
    if (!last || page.length < PAGE) break;
  }
  if (requeued > 0) log(`reactor ${reactor.name}: ${requeued} pending job(s) queued from the log`);
  return Math.max(head, after);
};

export const startReactors = async (deps: {
  eventStore: EventStore;
  jobQueue: JobQueue;
  reactors: Reactor[];
  log?: WorkerLog;
}): Promise<{ stop(): Promise<void> }> => {
  const { eventStore, jobQueue } = deps;
  const log = deps.log ?? defaultLog;
  const subscriptions: Subscription[] = [];
  for (const reactor of deps.reactors) {
    const from = await requeuePending(eventStore, jobQueue, reactor, log);
    subscriptions.push(
      eventStore.subscribe({ after: from, filter: { types: reactor.triggers } }, async (event) => {
        try {
          await enqueue(jobQueue, reactor, event, log);
        } catch (error) {
          // the job is not lost: the next start finds the trigger without a completion and queues it
          log(`reactor ${reactor.name}: could not queue ${event.type} ${event.id}: ${describe(error)}`);
        }
      }),
    );
  }
  return {
    stop: async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
    },
  };
};
