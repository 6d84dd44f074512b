import type { RecordedEvent } from '@referly/domain';
import type { Doc, ReadStore, Sort } from '@referly/infra/ports/read-store';
import type { Projection, ProjectionLog } from './projection.ts';

export type IndexSpec = Sort | { keys: Sort; unique?: boolean };

/**
 * A counter kept beside a read model (`{ _id: id, value, _position }` in `collection`): each event of the
 * types in `on` bumps it once, and evolve receives the value after the bump as `context.sequence`.
 */
export type SequenceSpec = { collection: string; id: string; on: string[] };

export type EvolveContext = { sequence: number };

export type DocumentProjectionSpec<D extends Doc> = {
  name: string;
  collection: string;
  canHandle: string[];
  documentId: (event: RecordedEvent) => string | null;
  evolve: (doc: D | null, event: RecordedEvent, context: EvolveContext) => D | null;
  indexes?: IndexSpec[];
  sequence?: SequenceSpec;
};

type Stored = Doc & { _position?: number };
type CounterDoc = { _id: string; value: number; _position: number };

const isKeyed = (index: IndexSpec): index is { keys: Sort; unique?: boolean } => typeof index.keys === 'object';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const positionOf = (doc: Stored | null | undefined): number => (typeof doc?._position === 'number' ? doc._position : 0);

/**
 * A read model whose documents each evolve from events: evolve(document | null, event) => document | null
 * (null deletes). Each document keeps the `_position` of the last event applied to it, so an event at or
 * below it is skipped: a crash between a document write and the checkpoint write never applies twice.
 * A batch loads each touched document once, folds every event over it in memory and writes it once.
 */
export const documentProjection = <D extends Doc>(spec: DocumentProjectionSpec<D>): Projection => {
  const sequence = spec.sequence;
  const sequenceTypes = new Set(sequence?.on ?? []);

  const handleBatch = async (events: RecordedEvent[], store: ReadStore, log: ProjectionLog): Promise<void> => {
    const collection = store.collection<Stored>(spec.collection);
    const ids = new Set<string>();
    const idOf = new Map<RecordedEvent, string | null>();
    for (const event of events) {
      let id: string | null = null;
      try {
        id = spec.documentId(event);
      } catch (error) {
        log(`${spec.name}: skipped ${event.type} at ${event.position}: ${describe(error)}`);
      }
      idOf.set(event, id);
      if (id !== null) ids.add(id);
    }

    // One lookup per document, all in flight together: a Map hit in memory, pipelined on Mongo.
    const docs = new Map<string, Stored | null>();
    await Promise.all(
      [...ids].map(async (id) => {
        docs.set(id, await collection.findOne({ _id: id }));
      }),
    );
    const counters = sequence ? store.collection<CounterDoc>(sequence.collection) : undefined;
    const counter = counters && sequence ? await counters.findOne({ _id: sequence.id }) : null;
    let sequenceValue = counter?.value ?? 0;
    let sequencePosition = counter?._position ?? 0;
    const sequenceBefore = sequencePosition;

    const dirty = new Set<string>();
    for (const event of events) {
      if (sequenceTypes.has(event.type) && event.position > sequencePosition) {
        sequenceValue += 1;
        sequencePosition = event.position;
      }
      const id = idOf.get(event) ?? null;
      if (id === null) continue;
      const current = docs.get(id) ?? null;
      if (event.position <= positionOf(current)) continue;
      try {
        const next = spec.evolve(current as D | null, event, { sequence: sequenceValue }) as Stored | null;
        docs.set(id, next === null ? null : { ...next, _id: id, _position: event.position });
        dirty.add(id);
      } catch (error) {
        log(`${spec.name}: skipped ${event.type} at ${event.position} for ${id}: ${describe(error)}`);
      }
    }

    const write = async (id: string): Promise<void> => {
      const doc = docs.get(id) ?? null;
      if (doc === null) await collection.deleteOne({ _id: id });
      else await collection.replaceOne({ _id: id }, doc, { upsert: true });
    };
    const settled = await Promise.allSettled([...dirty].map(write));
    // Writes of one batch race each other; a unique key freed and taken within it may need a second go.
    const retry = [...dirty].filter((_, i) => settled[i]?.status === 'rejected');
    for (const id of retry) {
      try {
        await write(id);
      } catch (error) {
        log(`${spec.name}: could not write ${id}: ${describe(error)}`);
      }
    }
    // The counter goes last: after a crash before it, replay recounts the same events to the same values.
    if (counters && sequence && sequencePosition > sequenceBefore) {
      try {
        await counters.replaceOne({ _id: sequence.id }, { _id: sequence.id, value: sequenceValue, _position: sequencePosition }, { upsert: true });
      } catch (error) {
        log(`${spec.name}: could not write counter ${sequence.id}: ${describe(error)}`);
      }
    }
  };

  return {
    name: spec.name,
    canHandle: spec.canHandle,
    handle: (event, store) => handleBatch([event], store, (msg) => console.warn(msg)),
    handleBatch,
    setup: async (store) => {
      const collection = store.collection(spec.collection);
      for (const index of spec.indexes ?? []) {
        if (isKeyed(index)) await collection.createIndex(index.keys, { unique: index.unique ?? false });
        else await collection.createIndex(index);
      }
    },
  };
};
