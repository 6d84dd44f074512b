import type { RecordedEvent } from '@referly/domain';
import type { Subscription } from '@referly/infra/ports/event-store';
import { PermanentJobError, type JobOptions } from '@referly/infra/ports/job-queue';
import type { WorkerDeps } from '../worker-feature.ts';
import type { DueTimer, TimerPeriod, TimerRule } from './timer-rule.ts';

/** The queue every due timer is a job on (job id = timer id). */
export const TIMERS_QUEUE = 'timers';
/** The event that sets a period (`data.key` a period's setting, `data.value` its number of units). */
export const PERIOD_EVENT = 'AppConfigChanged';

export type TimersOptions = {
  /** how often the timers look at the clock once caught up (default 1000 ms) */
  tickMs?: number;
  /** attempts and backoff of a timer's job (the queue's defaults when absent: 5 attempts, 1 s doubling) */
  jobOptions?: JobOptions;
  /** how many due timers this process fires at once (default 4) */
  concurrency?: number;
};

export type TimersStatus = {
  /** the position up to which the log has been folded */
  position: number;
  /** armed timers neither cancelled nor seen fired by this process */
  pending: number;
  /** those of them already added to the queue by this process */
  queued: number;
  /** when the earliest pending timer not yet queued falls due, null when there is none */
  nextDueAt: string | null;
  /** the last tick could not add a due timer to the queue: the next tick tries again */
  retrying: boolean;
  lastError?: string;
};

/** What startWorkers hands back about the timers: `tick` looks at the clock now (tests move it a week and call it). */
export type WorkerTimers = { tick: () => Promise<void>; status: () => TimersStatus };

type Armed = { rule: TimerRule; key: string; startedAt: string; period: TimerPeriod; data: unknown };

const PAGE = 1000;
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The timer id of an arming: unique per arming event, readable, and free of ':' where rule and key are. */
export const timerIdOf = (rule: string, key: string, armingEventId: string) => `${rule}.${key}.${armingEventId}`;

const checkRules = (rules: readonly TimerRule[]) => {
  const names = new Set<string>();
  for (const rule of rules) {
    if (rule.name === '' || rule.name.includes(':')) throw new Error(`Timer rule name ${JSON.stringify(rule.name)}: not empty, no ':'`);
    if (names.has(rule.name)) throw new Error(`Two timer rules are named ${rule.name}`);
    names.add(rule.name);
  }
};

/**
 * Every feature's timers, a fold of the log and nothing else: the rules' events arm and cancel them, AppConfigChanged
 * sets their periods. Started in both modes: the log is read up to the head seen at start, then followed live; only then
 * does it tick (at once, so a timer that fell due while no worker ran fires at once; then every `tickMs`). A tick adds
 * each due timer this process has not added yet to the `timers` queue under the timer's id: the queue holds one job
 * per id, so several processes folding the same log run one job per timer, and a process started again after a crash
 * adds again what it had added (the in-process queue lost it; BullMQ ignores it, or hands it on once its lock lapses).
 * Whether a firing still means anything is the rule's decider's business.
 */
export const startTimers = async (
  deps: WorkerDeps & { rules: readonly TimerRule[] } & TimersOptions,
): Promise<WorkerTimers & { stop: () => Promise<void> }> => {
  const { eventStore, jobQueue, clock, log, rules } = deps;
  checkRules(rules);
  const tickMs = deps.tickMs ?? 1000;
  const byName = new Map(rules.map((rule) => [rule.name, rule]));
  const byType = new Map<string, TimerRule[]>();
  for (const rule of rules) for (const type of new Set(rule.types)) byType.set(type, [...(byType.get(type) ?? []), rule]);

  /** setting -> its number of units, as the last valid AppConfigChanged set it */
  const settings = new Map<string, number>();
  const timers = new Map<string, Armed>();
  /** `${rule}\n${key}` -> the id of the key's current timer */
  const current = new Map<string, string>();
  /** the timers this process added to the queue (since the queue last came back: it may have lost them) */
  const added = new Set<string>();
  let position = 0;
  let lastError: string | undefined;

  const slot = (rule: TimerRule, key: string) => `${rule.name}\n${key}`;
  const periodMs = (period: TimerPeriod) => (settings.get(period.setting) ?? period.fallback) * period.unitMs;
  const dueAtOf = (timer: Armed) => Date.parse(timer.startedAt) + periodMs(timer.period);

  const drop = (id: string) => {
    const timer = timers.get(id);
    if (!timer) return;
    timers.delete(id);
    added.delete(id);
    const at = slot(timer.rule, timer.key);
    if (current.get(at) === id) current.delete(at);
  };

  const fold = (event: RecordedEvent) => {
    position = Math.max(position, event.position);
    if (event.type === PERIOD_EVENT) {
      const { key, value } = event.data as { key?: unknown; value?: unknown };
      if (typeof key === 'string' && typeof value === 'number' && Number.isFinite(value) && value > 0) settings.set(key, value);
      return;
    }
    for (const rule of byType.get(event.type) ?? []) {
      let change: ReturnType<TimerRule['on']>;
      try {
        change = rule.on(event);
      } catch (error) {
        // a rule that cannot read an event must not stop every timer behind it
        log(`timers: ${rule.name} skipped ${event.type} ${event.id}: ${describe(error)}`);
        continue;
      }
      for (const key of change.cancel ?? []) {
        const id = current.get(slot(rule, key));
        if (id !== undefined) drop(id);
      }
      for (const arm of change.arm ?? []) {
        if (Number.isNaN(Date.parse(arm.startedAt))) {
          log(`timers: ${rule.name} skipped arming ${arm.key} from ${event.type} ${event.id}: startedAt ${JSON.stringify(arm.startedAt)} is not a time`);
          continue;
        }
        const replaced = current.get(slot(rule, arm.key));
        if (replaced !== undefined) drop(replaced);
        const id = timerIdOf(rule.name, arm.key, event.id);
        timers.set(id, { rule, key: arm.key, startedAt: arm.startedAt, period: arm.period, data: arm.data });
        current.set(slot(rule, arm.key), id);
      }
    }
  };

  // Catch up on the rules' events and the periods, up to the head seen then, and follow the log from there. In the
  // background: a long log's chat messages take a while to read (about 1.8 s for 200,000), and the process is ready
  // meanwhile; the timers tick only once caught up. A failing read is tried again a second later.
  const filter = { types: [...new Set([PERIOD_EVENT, ...rules.flatMap((rule) => rule.types)])] };
  let stopped = false;
  let subscription: Subscription | undefined;
  const catchUp = (async () => {
    for (let attempt = 1; !stopped; attempt += 1) {
      try {
        const head = await eventStore.headPosition();
        for (let after = position; after < head && !stopped;) {
          const page = await eventStore.readAll({ after, filter, limit: PAGE });
          for (const event of page) fold(event);
          const last = page.at(-1);
          if (!last || page.length < PAGE) break;
          after = last.position;
        }
        position = Math.max(position, head);
        break;
      } catch (error) {
        if (attempt === 1) log(`timers: could not read the log to catch up, trying again every second: ${describe(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    }
    if (!stopped) subscription = eventStore.subscribe({ after: position, filter }, async (event) => fold(event));
  })();

  // A due timer fires through the queue: whichever process takes the job calls its rule.
  jobQueue.process<DueTimer>(
    TIMERS_QUEUE,
    async (job) => {
      const rule = byName.get(job.data.rule);
      if (!rule) throw new PermanentJobError(`No timer rule is named ${job.data.rule}`);
      await rule.fire(job.data, deps);
      // fired here: nothing more for this process to do with it, whatever its rule makes of the firing
      drop(job.data.id);
    },
    { concurrency: deps.concurrency ?? 4 },
  );

  // The queue is back after an outage and may have lost its jobs: every due timer is added again at the next tick.
  const stopListening = jobQueue.onReconnect?.(() => added.clear());

  const runTick = async () => {
    if (stopped) return;
    const now = clock().getTime();
    try {
      for (const [id, timer] of timers) {
        if (stopped) return;
        if (added.has(id) || !timers.has(id)) continue;
        const dueAt = dueAtOf(timer);
        if (dueAt > now) continue;
        const job: DueTimer = { id, rule: timer.rule.name, key: timer.key, dueAt: new Date(dueAt).toISOString(), data: timer.data };
        await jobQueue.add(TIMERS_QUEUE, timer.rule.name, id, job, deps.jobOptions);
        // cancelled while it was being added: its rule finds the firing moot
        if (timers.has(id)) added.add(id);
      }
      lastError = undefined;
    } catch (error) {
      if (lastError === undefined) log(`timers: could not queue a due timer, trying again at the next tick: ${describe(error)}`);
      lastError = describe(error);
    }
  };
  // every tick waits for the catch-up: a timer a later event cancels must not fire first
  let ticking: Promise<void> = catchUp;
  let inFlight = 0;
  const tick = (): Promise<void> => {
    inFlight += 1;
    ticking = ticking.then(runTick).finally(() => {
      inFlight -= 1;
    });
    return ticking;
  };

  void tick();
  const interval = setInterval(() => {
    // a slow queue does not pile ticks up
    if (inFlight === 0) void tick();
  }, tickMs);
  interval.unref();

  return {
    tick,
    status: () => {
      let next = Number.POSITIVE_INFINITY;
      for (const [id, timer] of timers) if (!added.has(id)) next = Math.min(next, dueAtOf(timer));
      return {
        position: Math.max(position, subscription?.status().position ?? 0),
        pending: timers.size,
        queued: added.size,
        nextDueAt: Number.isFinite(next) ? new Date(next).toISOString() : null,
        retrying: lastError !== undefined,
        ...(lastError === undefined ? {} : { lastError }),
      };
    },
    stop: async () => {
      stopped = true;
      clearInterval(interval);
      stopListening?.();
      await catchUp;
      await subscription?.close();
      await ticking;
    },
  };
};
