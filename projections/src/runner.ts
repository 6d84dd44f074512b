import type { RecordedEvent } from '@referly/domain';
import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { CHECKPOINTS, type Checkpoint, type Projection, type ProjectionLog } from './projection.ts';

export type { Projection, ProjectionLog } from './projection.ts';
export { documentProjection, type DocumentProjectionSpec, type EvolveContext, type IndexSpec, type SequenceSpec } from './document-projection.ts';

export type ProjectionRunnerDeps = {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  /** embedded mode: drop every read model and replay the log from zero */
  rebuild: boolean;
  log?: ProjectionLog;
  /** events read per catch-up page (default 2000) */
  pageSize?: number;
};

export type ProjectionRunner = {
  /** resolves once every projection has caught up with the log's head as it was at start */
  start(): Promise<void>;
  /** every event up to this global position has been applied */
  position(): number;
  /** true once position() >= position, false after timeoutMs (default 2000) */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
};

const defaultLog: ProjectionLog = (msg, extra) => (extra === undefined ? console.warn(msg) : console.warn(msg, extra));
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
/** While idle, the checkpoints of projections that saw no recent event catch up after this delay. */
const IDLE_CHECKPOINT_MS = 100;

export const createProjectionRunner = (deps: ProjectionRunnerDeps): ProjectionRunner => {
  const { eventStore, readStore, projections } = deps;
  const log = deps.log ?? defaultLog;
  const pageSize = deps.pageSize ?? 2000;
  const handledTypes = new Map(projections.map((p) => [p.name, new Set(p.canHandle)]));
  const byType = new Map<string, Projection[]>();
  for (const projection of projections) {
    for (const type of new Set(projection.canHandle)) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  const allTypes = [...byType.keys()];

  const checkpoints = new Map<string, number>();
  const saved = new Map<string, number>();
  const checkpointOf = (name: string) => checkpoints.get(name) ?? 0;
  let position = 0;
  let stopped = false;
  let subscription: Subscription | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let flushTimer: NodeJS.Timeout | undefined;
  const waiters = new Set<{ target: number; done: (reached: boolean) => void }>();

  const advance = (to: number) => {
    if (to <= position) return;
    position = to;
    for (const waiter of waiters) if (position >= waiter.target) waiter.done(true);
  };

  let checkpointChain: Promise<void> = Promise.resolve();
  /** Writes are chained so an older checkpoint never lands after a newer one. */
  const saveCheckpoints = (names: string[] = projections.map((p) => p.name)): Promise<void> => {
    const collection = readStore.collection<Checkpoint>(CHECKPOINTS);
    checkpointChain = checkpointChain.then(() =>
      Promise.all(
        names.map(async (name) => {
          const at = checkpointOf(name);
          if ((saved.get(name) ?? -1) >= at) return;
          try {
            await collection.replaceOne({ _id: name }, { _id: name, position: at }, { upsert: true });
            saved.set(name, at);
          } catch (error) {
            log(`projection ${name}: could not save checkpoint ${at}: ${describe(error)}`);
          }
        }),
      ).then(() => undefined),
    );
    return checkpointChain;
  };

  /** A projection never stops the others: whatever it throws is logged and the event skipped. */
  const apply = async (projection: Projection, events: RecordedEvent[]): Promise<void> => {
    if (projection.handleBatch) {
      try {
        await projection.handleBatch(events, readStore, log);
        return;
      } catch (error) {
        log(`projection ${projection.name}: batch of ${events.length} failed (${describe(error)}); retrying one by one`);
      }
    }
    for (const event of events) {
      try {
        await projection.handle(event, readStore);
      } catch (error) {
        log(`projection ${projection.name}: skipped ${event.type} at ${event.position}: ${describe(error)}`);
      }
    }
  };

  /** `events` is every event of a handled type in a stretch of the log, so each checkpoint may move to its end. */
  const applyPage = async (events: RecordedEvent[], end: number): Promise<string[]> => {
    const touched: string[] = [];
    await Promise.all(
      projections.map(async (projection) => {
        const types = handledTypes.get(projection.name);
        const from = checkpointOf(projection.name);
        const mine = events.filter((event) => event.position > from && types?.has(event.type));
        if (mine.length === 0) return;
        touched.push(projection.name);
        await apply(projection, mine);
      }),
    );
    for (const projection of projections) checkpoints.set(projection.name, Math.max(checkpointOf(projection.name), end));
    return touched;
  };

  const catchUp = async (): Promise<number> => {
    const head = await eventStore.headPosition();
    let after = Math.min(...projections.map((p) => checkpointOf(p.name)), head);
    let sinceSave = 0;
    for (;;) {
      if (stopped) return after;
      const page = await eventStore.readAll({ after, filter: { types: allTypes }, limit: pageSize });
      const last = page.at(-1);
      if (!last) break;
      await applyPage(page, last.position);
      after = last.position;
      advance(after);
      sinceSave += page.length;
      if (sinceSave >= 500) {
        sinceSave = 0;
        await saveCheckpoints();
      }
      if (page.length < pageSize) break;
    }
    // No event of a handled type lies between `after` and the head: every projection is there.
    const reached = Math.max(head, after);
    await applyPage([], reached);
    await saveCheckpoints();
    advance(reached);
    return reached;
  };

  const scheduleIdleSave = () => {
    if (flushTimer || stopped) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      void saveCheckpoints();
    }, IDLE_CHECKPOINT_MS);
    flushTimer.unref();
  };

  // Live events come unfiltered so the position moves past events no projection handles too.
  const onLive = async (event: RecordedEvent): Promise<void> => {
    if (stopped || event.position <= position) return;
    const run = (async () => {
      const touched = await applyPage(byType.has(event.type) ? [event] : [], event.position);
      advance(event.position);
      if (touched.length > 0) await saveCheckpoints(touched);
      scheduleIdleSave();
    })();
    inFlight = run;
    await run;
  };

  return {
    async start() {
      stopped = false;
      if (deps.rebuild) await readStore.dropAll();
      for (const projection of projections) {
        try {
          await projection.setup?.(readStore);
        } catch (error) {
          log(`projection ${projection.name}: setup failed: ${describe(error)}`);
        }
      }
      if (!deps.rebuild) {
        const collection = readStore.collection<Checkpoint>(CHECKPOINTS);
        for (const projection of projections) {
          const stored = await collection.findOne({ _id: projection.name });
          const at = typeof stored?.position === 'number' ? stored.position : 0;
          checkpoints.set(projection.name, at);
          saved.set(projection.name, at);
        }
      }
      const reached = await catchUp();
      if (stopped) return;
      subscription = eventStore.subscribe({ after: reached }, onLive);
    },

    position: () => position,

    waitFor(target, timeoutMs = 2000) {
      if (position >= target) return Promise.resolve(true);
      if (stopped) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const waiter = {
          target,
          done: (reached: boolean) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => waiter.done(false), timeoutMs);
        waiters.add(waiter);
      });
    },

    async stop() {
      stopped = true;
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = undefined;
      await subscription?.close();
      subscription = undefined;
      await inFlight;
      await saveCheckpoints();
      for (const waiter of waiters) waiter.done(position >= waiter.target);
    },
  };
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Read-your-writes for a server process that does not run the projections (scaled mode): it polls the
 * checkpoints that the projection process stores with the read models.
 */
export const createCheckpointWaiter = (readStore: ReadStore, names: string[], pollMs = 50) => {
  let reached = 0;
  const lowest = async (): Promise<number> => {
    const collection = readStore.collection<Checkpoint>(CHECKPOINTS);
    const stored = await Promise.all(names.map((name) => collection.findOne({ _id: name })));
    return Math.min(...stored.map((doc) => (typeof doc?.position === 'number' ? doc.position : 0)));
  };
  return {
    async waitFor(position: number, timeoutMs = 2000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (reached >= position) return true;
        reached = Math.max(reached, await lowest());
        if (reached >= position) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await sleep(Math.min(pollMs, left));
      }
    },
  };
};
