import type { RecordedEvent } from '@referly/domain';
import type { EventFilter } from '../ports/event-store.ts';

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

const matches = (event: RecordedEvent, filter: EventFilter | undefined): boolean =>
  (filter?.types === undefined || filter.types.includes(event.type)) && (filter?.streamPrefix === undefined || event.streamId.startsWith(filter.streamPrefix));

/**
 * The newest events this process appended, kept in memory for the log's followers in the same process, so a
 * new event is not read back and parsed again by each of them. It covers one unbroken stretch of positions,
 * (from, to]: an append that does not follow on from it (another process wrote in between) starts it again.
 * Events are frozen copies, shared by every follower.
 */
export const createRecentTail = (capacity: number) => {
  let events: RecordedEvent[] = [];
  let from = 0;
  let to = 0;

  return {
    /** the events of one append, in position order, their positions consecutive; the tail owns (and freezes) them */
    add(batch: RecordedEvent[]): void {
      const first = batch[0];
      const last = batch.at(-1);
      if (!first || !last) return;
      if (events.length === 0 || first.position !== to + 1) {
        events = [];
        from = first.position - 1;
      }
      // the store's own copies: data parsed back from the JSON it wrote, so no caller's object is shared or frozen
      for (const event of batch) events.push(deepFreeze(event));
      to = last.position;
      if (events.length > capacity) {
        const dropped = events.length - capacity;
        from = events[dropped - 1]?.position ?? from;
        events = events.slice(dropped);
      }
    },
    /** the position of the newest event kept, 0 before the first append */
    newest: (): number => to,
    /**
     * The matching events after `after`, up to `limit`, and how far that looked; undefined when the stretch
     * kept does not start at or before `after` and reach past it (the log has to be read).
     */
    read(after: number, limit: number, filter: EventFilter | undefined): { events: RecordedEvent[]; scannedTo: number } | undefined {
      if (after < from || after >= to) return undefined;
      const found: RecordedEvent[] = [];
      // positions are consecutive in the stretch, so the first event after `after` sits at a known index
      for (let i = after - from; i < events.length; i += 1) {
        const event = events[i];
        if (!event || !matches(event, filter)) continue;
        found.push(event);
        if (found.length >= limit) return { events: found, scannedTo: event.position };
      }
      return { events: found, scannedTo: to };
    },
  };
};
