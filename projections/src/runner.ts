import type { RecordedEvent } from '@referly/domain';
import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { CHECKPOINTS, SET_ASIDE, type Checkpoint, type Projection, type ProjectionLog, type SetAside, type SetAsideDoc } from './projection.ts';
import { createRetry, StoppedError, type RetryOptions } from '@referly/infra/retry';

export type { Projection, ProjectionLog, SetAside } from './projection.ts';
export { documentProjection, notDeleted, type DocumentProjectionSpec, type EvolveContext, type IndexSpec, type SequenceSpec } from './document-projection.ts';

export type ProjectionRunnerDeps = {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  /** embedded mode: drop every read model and replay the log from zero */
  rebuild: boolean;
  log?: ProjectionLog;
  /** events read per catch-up page (default 2000) */
  pageSize?: number;
  /** backoff of a failed read or write, tried again until it lands */
  retry?: RetryOptions;
  /** told each position the read models reach, as soon as they do (scaled mode publishes it to the server nodes) */
  onPosition?: (position: number) => void;
  /** how often checkpoints are saved while events flow (default 200 ms; they are saved at once at the end of a catch-up and at stop) */
  saveEveryMs?: number;
  now?: () => Date;
};

export type RunnerStatus = {
  /** every event up to this global position has been applied */
  position: number;
  /** a read or write is failing and being tried again */
  retrying: boolean;
  lastError?: string;
  /** poison events set aside (an `evolve` that throws on them), waiting for a fix and a restart */
  setAside: number;
};

export type ProjectionRunner = {
  /** resolves once every projection has caught up with the log's head as it was at start */
  start(): Promise<void>;
  position(): number;
  /** true once position() >= position; false after timeoutMs (default 2000), or at once for a position beyond the log's head */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  status(): RunnerStatus;
  stop(): Promise<void>;
};

const defaultLog: ProjectionLog = (msg, extra) => (extra === undefined ? console.warn(msg) : console.warn(msg, extra));

export const createProjectionRunner = (deps: ProjectionRunnerDeps): ProjectionRunner => {
  const { eventStore, readStore, projections } = deps;
  const log = deps.log ?? defaultLog;
  const now = deps.now ?? (() => new Date());
  const pageSize = deps.pageSize ?? 2000;
  const retry = createRetry(deps.retry, log);
  const allTypes = [...new Set(projections.flatMap((p) => p.canHandle))];
  /** For each handled type, the projections (by their place in `projections`) that handle it. */
  const handlersOf = new Map<string, number[]>(allTypes.map((type) => [type, []]));
  projections.forEach((projection, i) => {
    for (const type of new Set(projection.canHandle)) handlersOf.get(type)?.push(i);
  });

  const checkpoints = new Map<string, number>();
  const checkpointOf = (name: string) => checkpoints.get(name) ?? 0;
  let position = 0;
  let setAsideCount = 0;
  let subscription: Subscription | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const waiters = new Set<{ target: number; done: (reached: boolean) => void }>();

  const advance = (to: number) => {
    if (to <= position) return;
    position = to;
    for (const waiter of waiters) if (position >= waiter.target) waiter.done(true);
    deps.onPosition?.(position);
  };

  const setAsideDoc = (projection: string, { event, documentId, error }: SetAside): SetAsideDoc => ({
    _id: `${projection}:${event.id}`,
    projection,
    documentId,
    eventId: event.id,
    eventType: event.type,
    position: event.position,
    error,
    at: now().toISOString(),
  });

  const recordSetAside = async (projection: string, setAside: SetAside[]): Promise<void> => {
    const collection = readStore.collection<SetAsideDoc>(SET_ASIDE);
    for (const entry of setAside) {
      const doc = setAsideDoc(projection, entry);
      const { upsertedCount } = await collection.replaceOne({ _id: doc._id }, doc, { upsert: true });
      if (upsertedCount > 0) {
        setAsideCount += 1;
        log(`projection ${projection}: set aside ${doc.eventType} ${doc.eventId} at ${doc.position}: ${doc.error}`);
      }
    }
  };

  /** Lands every write of these events, trying again with backoff until it does; only poison events are set aside. */
  const apply = (projection: Projection, events: RecordedEvent[]): Promise<void> =>
    retry.until(`projection ${projection.name}`, async () => {
      await recordSetAside(projection.name, await projection.apply(events, readStore));
    });

  /** `events` is every event of a handled type in a stretch of the log, so each checkpoint may move to its end. */
  const applyStretch = async (events: RecordedEvent[], end: number): Promise<void> => {
    // one pass over the stretch hands each event to the projections of its type (not one pass per projection)
    const from = projections.map((projection) => checkpointOf(projection.name));
    const mine: RecordedEvent[][] = projections.map(() => []);
    for (const event of events) {
      for (const i of handlersOf.get(event.type) ?? []) if (event.position > (from[i] ?? 0)) mine[i]?.push(event);
    }
    await Promise.all(
      projections.map(async (projection, i) => {
        const theirs = mine[i] ?? [];
        if (theirs.length > 0) await apply(projection, theirs);
      }),
    );
    for (const projection of projections) checkpoints.set(projection.name, Math.max(checkpointOf(projection.name), end));
  };

  // One save at a time, the newest positions each time; a failed save is only retried by the next one, because
  // documents carry their own positions: an older checkpoint just replays events that are then skipped.
  let saving: Promise<void> | undefined;
  let saveAgain = false;
  const saveOnce = async (): Promise<void> => {
    const collection = readStore.collection<Checkpoint>(CHECKPOINTS);
    await Promise.all(projections.map((p) => collection.replaceOne({ _id: p.name }, { _id: p.name, position: checkpointOf(p.name) }, { upsert: true })));
  };
  let saveTimer: NodeJS.Timeout | undefined;
  const saveSoon = () => {
    if (saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      void saveCheckpoints();
    }, deps.saveEveryMs ?? 200);
    saveTimer.unref();
  };
  const saveCheckpoints = (): Promise<void> => {
    if (saving) {
      saveAgain = true;
      return saving;
    }
    saving = (async () => {
      do {
        saveAgain = false;
        try {
          await saveOnce();
        } catch (error) {
          log(`projections: could not save checkpoints: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (saveAgain);
    })().finally(() => {
      saving = undefined;
    });
    return saving;
  };

  const readPage = (after: number, types: string[]) =>
    retry.until('projections: reading the log', () => eventStore.readAll({ after, filter: { types }, limit: pageSize }));

  async function* pagesOf(types: string[], upTo: number): AsyncGenerator<RecordedEvent[]> {
    for (let after = 0; after < upTo;) {
      const page = (await readPage(after, types)).filter((event) => event.position <= upTo);
      if (page.length > 0) yield page;
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      after = last.position;
    }
  }

  const catchUp = async (): Promise<number> => {
    const head = await retry.until('projections: reading the head', () => eventStore.headPosition());
    let after = Math.min(...projections.map((p) => checkpointOf(p.name)), head);
    let sinceSave = 0;
    for (;;) {
      const page = await readPage(after, allTypes);
      const last = page.at(-1);
      if (!last) break;
      await applyStretch(page, last.position);
      after = last.position;
      advance(after);
      sinceSave += page.length;
      if (sinceSave >= 5000) {
        sinceSave = 0;
        await saveCheckpoints();
      }
      if (page.length < pageSize) break;
    }
    // No event of a handled type lies between `after` and the head: every projection is there.
    const reached = Math.max(head, after);
    await applyStretch([], reached);
    advance(reached);
    await saveCheckpoints();
    return reached;
  };

  /** Events set aside by an earlier run get another go: their documents are rebuilt from the log with today's code. */
  const retrySetAside = async (upTo: number): Promise<void> => {
    const collection = readStore.collection<SetAsideDoc>(SET_ASIDE);
    for (const projection of projections) {
      const entries = await collection.find({ projection: projection.name });
      const ids = [...new Set(entries.flatMap((entry) => (entry.documentId === null ? [] : [entry.documentId])))];
      if (ids.length === 0 || !projection.rebuildDocuments) continue;
      const still = await projection.rebuildDocuments(ids, pagesOf(projection.canHandle, upTo), readStore);
      for (const entry of entries) if (entry.documentId !== null) await collection.deleteOne({ _id: entry._id });
      await recordSetAside(projection.name, still);
      log(`projection ${projection.name}: rebuilt ${ids.length} document(s) with set-aside events; ${still.length} event(s) still set aside`);
    }
    setAsideCount = await collection.countDocuments();
  };

  // Live events come unfiltered so the position moves past events no projection handles too.
  const onLive = async (event: RecordedEvent): Promise<void> => {
    if (retry.stopped() || event.position <= position) return;
    const run = (async () => {
      await applyStretch(handlersOf.has(event.type) ? [event] : [], event.position);
      advance(event.position);
      saveSoon();
    })();
    inFlight = run.catch(() => undefined);
    try {
      await run;
    } catch (error) {
      // stopped while trying again: the subscription is closing, and the next start resumes from the checkpoint
      if (!(error instanceof StoppedError)) throw error;
    }
  };

  const stopWaiters = () => {
    for (const waiter of waiters) waiter.done(position >= waiter.target);
  };

  return {
    async start() {
      retry.resume();
      if (deps.rebuild) await readStore.dropAll();
      for (const projection of projections) await projection.setup?.(readStore);
      if (!deps.rebuild) {
        const collection = readStore.collection<Checkpoint>(CHECKPOINTS);
        for (const projection of projections) {
          const stored = await collection.findOne({ _id: projection.name });
          checkpoints.set(projection.name, typeof stored?.position === 'number' ? stored.position : 0);
        }
      }
      try {
        const reached = await catchUp();
        if (!deps.rebuild) await retrySetAside(reached);
        if (retry.stopped()) return;
        subscription = eventStore.subscribe({ after: reached }, onLive);
      } catch (error) {
        if (!(error instanceof StoppedError)) throw error;
      }
    },

    position: () => position,

    async waitFor(target, timeoutMs = 2000) {
      if (position >= target) return true;
      if (retry.stopped()) return false;
      // A position the log has not reached (a stale or forged header) will not come soon: no reason to wait for it.
      if (target > (await eventStore.headPosition().catch(() => Number.POSITIVE_INFINITY))) return false;
      if (position >= target) return true;
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

    status: () => ({ position, setAside: setAsideCount, ...retry.status() }),

    async stop() {
      retry.stop();
      if (saveTimer) clearTimeout(saveTimer);
      saveTimer = undefined;
      await subscription?.close();
      subscription = undefined;
      await inFlight;
      await saveCheckpoints();
      stopWaiters();
    },
  };
};
