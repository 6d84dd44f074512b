import type { RecordedEvent } from '@referly/domain';
import type { CheckpointStore } from '@referly/infra/ports/checkpoint-store';
import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { JobOptions, JobQueue } from '@referly/infra/ports/job-queue';
import { createRetry, StoppedError, type RetryOptions } from '@referly/infra/retry';

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

export type ReactorStatus = { position: number; retrying: boolean; lastError?: string; pending: number };

export type ReactorsDeps = {
  eventStore: EventStore;
  jobQueue: JobQueue;
  checkpoints: CheckpointStore;
  reactors: Reactor[];
  log?: WorkerLog;
  retry?: RetryOptions;
  /** how long after a change the checkpoint is saved (default 200 ms) */
  saveDelayMs?: number;
};

const defaultLog: WorkerLog = (msg, extra) => (extra === undefined ? console.warn(msg) : console.warn(msg, extra));
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const PAGE = 1000;

export const reactorCheckpointName = (reactor: Reactor) => `reactor:${reactor.name}`;

/**
 * One reactor on the log. Its checkpoint is the position below which every trigger it queued has its
 * completion recorded, so a restart (or a queue that lost its jobs, like the in-process one) resumes there and
 * queues again only the triggers still open, without reading the log from the start. A failed enqueue is tried
 * again at once, with backoff, and holds the reactor there until it lands.
 */
const runReactor = async (
  deps: Required<Pick<ReactorsDeps, 'eventStore' | 'jobQueue' | 'checkpoints' | 'saveDelayMs'>> & {
    log: WorkerLog;
    reactor: Reactor;
    retryOptions?: RetryOptions;
  },
) => {
  const { eventStore, jobQueue, checkpoints, reactor, log } = deps;
  const name = reactorCheckpointName(reactor);
  const retry = createRetry(deps.retryOptions, log);
  const triggers = new Set(reactor.triggers);
  const from = await checkpoints.load(name);

  // Completions recorded since the checkpoint close triggers the subscription will meet again: no need to queue those.
  const closed = new Set<string>();
  for (let after = from; ;) {
    const page = await eventStore.readAll({ after, filter: { types: reactor.completions }, limit: PAGE });
    for (const event of page) {
      const id = reactor.triggerIdOf(event);
      if (id !== null) closed.add(id);
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.position;
  }

  /** trigger id -> its position and the job it was queued as, for every queued trigger whose completion has not been seen */
  const open = new Map<string, { position: number; name: string; data: unknown; queuedAt: number }>();
  let seen = from;
  let saveTimer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();
  const checkpoint = () => {
    let lowest = Number.POSITIVE_INFINITY;
    for (const { position } of open.values()) lowest = Math.min(lowest, position);
    return open.size === 0 ? seen : lowest - 1;
  };
  const save = () => {
    const position = checkpoint();
    saving = saving.then(() =>
      checkpoints.save(name, position).catch((error: unknown) => log(`${name}: could not save checkpoint ${position}: ${describe(error)}`)),
    );
    return saving;
  };
  const scheduleSave = () => {
    if (saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      void save();
    }, deps.saveDelayMs);
    saveTimer.unref();
  };

  const enqueue = async (event: RecordedEvent): Promise<void> => {
    let job: { name: string; data: unknown } | null = null;
    try {
      job = reactor.toJob(event);
    } catch (error) {
      log(`${name}: skipped ${event.type} ${event.id}, it makes no job: ${describe(error)}`);
    }
    if (!job) return;
    const { name: jobName, data } = job;
    await retry.until(`${name}: queueing ${event.type} ${event.id}`, () => jobQueue.add(reactor.queue, jobName, event.id, data, reactor.options));
    open.set(event.id, { position: event.position, name: jobName, data, queuedAt: Date.now() });
  };

  /**
   * The queue is back after an outage and may have lost its jobs (a Redis restarted empty): every trigger queued and
   * not seen done is queued again under its own id (a job still there is not added twice; a worker finding its
   * completion already recorded does nothing), a delayed one for what is left of its delay. One pass at a time; a
   * reconnect during a pass asks for another.
   */
  let requeueing: Promise<void> | undefined;
  let requeueAgain = false;
  const requeueOpen = (): void => {
    if (requeueing) {
      requeueAgain = true;
      return;
    }
    requeueing = (async () => {
      do {
        requeueAgain = false;
        const entries = [...open];
        for (const [id, job] of entries) {
          if (!open.has(id)) continue;
          const delayMs = Math.max(0, (reactor.options?.delayMs ?? 0) - (Date.now() - job.queuedAt));
          await retry.until(`${name}: queueing ${id} again`, () => jobQueue.add(reactor.queue, job.name, id, job.data, { ...reactor.options, delayMs }));
        }
        if (entries.length > 0) log(`${name}: the job queue is back; queued again the ${entries.length} job(s) not seen done`);
      } while (requeueAgain);
    })()
      .catch((error: unknown) => {
        if (!(error instanceof StoppedError)) log(`${name}: queueing open jobs again failed: ${describe(error)}`);
      })
      .finally(() => {
        requeueing = undefined;
      });
  };

  const onEvent = async (event: RecordedEvent): Promise<void> => {
    try {
      if (triggers.has(event.type)) {
        if (!closed.delete(event.id)) await enqueue(event);
      } else {
        const id = reactor.triggerIdOf(event);
        if (id !== null) open.delete(id);
      }
      seen = event.position;
      scheduleSave();
    } catch (error) {
      // stopping while a queue was down: the checkpoint stays before this trigger, so the next start queues it
      if (!(error instanceof StoppedError)) throw error;
    }
  };

  const subscription: Subscription = eventStore.subscribe({ after: from, filter: { types: [...reactor.triggers, ...reactor.completions] } }, onEvent);
  const stopListening = jobQueue.onReconnect?.(requeueOpen);
  return {
    // the subscription has looked past events of other types too, which a reactor has nothing to do with
    status: (): ReactorStatus => ({ position: Math.max(seen, subscription.status().position), pending: open.size, ...retry.status() }),
    stop: async () => {
      stopListening?.();
      retry.stop();
      await requeueing;
      await subscription.close();
      if (saveTimer) clearTimeout(saveTimer);
      saveTimer = undefined;
      await save();
    },
  };
};

export const startReactors = async (deps: ReactorsDeps) => {
  const log = deps.log ?? defaultLog;
  const running = await Promise.all(
    deps.reactors.map(async (reactor) => ({
      name: reactor.name,
      ...(await runReactor({ ...deps, saveDelayMs: deps.saveDelayMs ?? 200, log, reactor, ...(deps.retry ? { retryOptions: deps.retry } : {}) })),
    })),
  );
  return {
    status: (): Record<string, ReactorStatus> => Object.fromEntries(running.map((reactor) => [reactor.name, reactor.status()])),
    stop: async () => {
      await Promise.all(running.map((reactor) => reactor.stop()));
    },
  };
};
