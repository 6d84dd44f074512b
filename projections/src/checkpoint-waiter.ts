import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { CHECKPOINTS, type Checkpoint } from './projection.ts';

export type CheckpointWaiterDeps = {
  readStore: ReadStore;
  eventStore: EventStore;
  /** the projections whose checkpoints a read may depend on */
  names: string[];
  /** told each position the projection process reached (Redis pub/sub in scaled mode); without it the stored checkpoints are polled */
  onPosition?: (listener: (position: number) => void) => () => void;
  /** how often the stored checkpoints are read while someone waits: often without notifications, rarely with them */
  pollMs?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Read-your-writes for a server process that does not run the projections (scaled mode). The projection
 * process saves its checkpoints with the read models and announces each one; a waiting read wakes on the
 * announcement, and still reads the stored checkpoints now and then in case one was missed.
 */
export const createCheckpointWaiter = (deps: CheckpointWaiterDeps) => {
  const pollMs = deps.pollMs ?? (deps.onPosition ? 500 : 50);
  let reached = 0;
  const wakers = new Set<() => void>();
  const note = (position: number) => {
    if (position <= reached) return;
    reached = position;
    for (const wake of [...wakers]) wake();
  };
  const unsubscribe = deps.onPosition?.(note);

  const lowest = async (): Promise<number> => {
    const collection = deps.readStore.collection<Checkpoint>(CHECKPOINTS);
    const stored = await Promise.all(deps.names.map((name) => collection.findOne({ _id: name })));
    return Math.min(...stored.map((doc) => (typeof doc?.position === 'number' ? doc.position : 0)));
  };

  const until = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  return {
    position: () => reached,
    async waitFor(position: number, timeoutMs = 2000): Promise<boolean> {
      if (reached >= position) return true;
      // A position the log has not reached (a stale or forged header) will not come soon: no reason to wait for it.
      if (position > (await deps.eventStore.headPosition().catch(() => Number.POSITIVE_INFINITY))) return false;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        note(await lowest().catch(() => 0));
        if (reached >= position) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await (deps.onPosition ? until(Math.min(pollMs, left)) : sleep(Math.min(pollMs, left)));
        if (reached >= position) return true;
      }
    },
    close: () => unsubscribe?.(),
  };
};
