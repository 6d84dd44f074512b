import type { RecordedEvent } from '@referly/domain';
import { DuplicateKeyError, type Doc, type ReadStore, type Sort } from '@referly/infra/ports/read-store';
import type { Projection, SetAside } from './projection.ts';

/** A sorted index (its keys, maybe unique), or a search index over string fields (`ReadStore`'s createSearchIndex). */
export type IndexSpec = Sort | { keys: Sort; unique?: boolean } | { search: string[] };

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
  /** pure and total over canHandle; returning null deletes the document (a tombstone keeps its position) */
  evolve: (doc: D | null, event: RecordedEvent, context: EvolveContext) => D | null;
  /**
   * Optional, `evolve` for a document an earlier event of the same batch made (a copy no one else holds, not yet
   * written): it may set the draft's own fields and return it instead of a new copy, a copy per event being most of
   * what a catch-up allocates. It gives what `evolve` gives, never changes the objects the draft holds (they may be
   * shared with a stored document), and throws, if at all, before it changes anything (the event is set aside).
   */
  evolveDraft?: (draft: D, event: RecordedEvent, context: EvolveContext) => D | null;
  indexes?: IndexSpec[];
  sequence?: SequenceSpec;
};

type Stored = Doc & { _position?: number; _deleted?: true };
type CounterDoc = { _id: string; value: number; _position: number };

/**
 * A deleted document stays as a tombstone (`_deleted` and its `_position`), so an older event replayed by a
 * lagging runner cannot bring it back. Queries of a read model whose evolve deletes add this to their filter.
 */
export const notDeleted = { _deleted: { $exists: false } } as const;

const isKeyed = (index: IndexSpec): index is { keys: Sort; unique?: boolean } => 'keys' in index && typeof index.keys === 'object';
const isSearch = (index: IndexSpec): index is { search: string[] } => 'search' in index && Array.isArray(index.search);

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const positionOf = (doc: Stored | null | undefined): number => (typeof doc?._position === 'number' ? doc._position : 0);

const liveDoc = <D extends Doc>(doc: Stored | null | undefined): D | null => (doc && !doc._deleted ? (doc as D) : null);

/**
 * A read model whose documents each evolve from events: evolve(document | null, event) => document | null.
 * Each document keeps the `_position` of the last event applied to it; an event at or below it is skipped and
 * a write lands only over an older document, so a crash between a document write and the checkpoint write, a
 * replay, or two runners at once never apply an event twice nor roll a document back. A batch loads each
 * touched document once, folds every event over it in memory and writes it once. An event that `evolve` (or
 * `documentId`) throws on is set aside; a write that fails for any other reason fails the batch, to be retried.
 */
export const documentProjection = <D extends Doc>(spec: DocumentProjectionSpec<D>): Projection => {
  const sequence = spec.sequence;
  const sequenceTypes = new Set(sequence?.on ?? []);

  const idsOf = (events: RecordedEvent[], setAside: SetAside[]): (string | null)[] =>
    events.map((event) => {
      try {
        return spec.documentId(event);
      } catch (error) {
        setAside.push({ event, documentId: null, error: describe(error) });
        return null;
      }
    });

  const apply = async (events: RecordedEvent[], store: ReadStore): Promise<SetAside[]> => {
    const collection = store.collection<Stored>(spec.collection);
    const setAside: SetAside[] = [];
    const ids = idsOf(events, setAside);

    // One read for every document of the batch: Map lookups in memory, one query on Mongo.
    const docs = new Map<string, Stored | null>();
    for (const id of ids) if (id !== null) docs.set(id, null);
    if (docs.size > 0) {
      // read-only: evolve is pure and builds new documents, so the stored ones need not be copied first
      const found = await collection.find({ _id: { $in: [...docs.keys()] } }, { readOnly: true });
      for (const doc of found) docs.set(doc._id, doc as Stored);
    }
    const counted = events.some((event) => sequenceTypes.has(event.type));
    const counters = sequence && counted ? store.collection<CounterDoc>(sequence.collection) : undefined;
    const counter = counters && sequence ? await counters.findOne({ _id: sequence.id }) : null;
    let sequenceValue = counter?.value ?? 0;
    let sequencePosition = counter?._position ?? 0;
    const sequenceBefore = sequencePosition;

    const applied = new Map<string, RecordedEvent[]>();
    // each document folds in memory, stamped with its id and position once, when it is written
    const folded = new Map<string, number>();
    // the documents of `docs` that are this batch's own drafts: made by evolve here, unfrozen, not handed to anyone
    const drafts = new Set<string>();
    const evolveDraft = spec.evolveDraft;
    events.forEach((event, i) => {
      if (sequenceTypes.has(event.type) && event.position > sequencePosition) {
        sequenceValue += 1;
        sequencePosition = event.position;
      }
      const id = ids[i] ?? null;
      if (id === null) return;
      const current = docs.get(id) ?? null;
      if (event.position <= (folded.get(id) ?? positionOf(current))) return;
      let next: D | null;
      const live = liveDoc<D>(current);
      const draft = evolveDraft !== undefined && live !== null && drafts.has(id);
      try {
        next = draft ? evolveDraft(live, event, { sequence: sequenceValue }) : spec.evolve(live, event, { sequence: sequenceValue });
      } catch (error) {
        setAside.push({ event, documentId: id, error: describe(error) });
        return;
      }
      if (next === null) drafts.delete(id);
      else if (next !== live) {
        if (Object.isFrozen(next)) drafts.delete(id);
        else drafts.add(id);
      }
      docs.set(id, next === null ? { _id: id, _position: event.position, _deleted: true } : next);
      folded.set(id, event.position);
      const mine = applied.get(id);
      if (mine) mine.push(event);
      else applied.set(id, [event]);
    });

    const written = [...applied.keys()];
    // each document is written stamped with its id (the one evolve gave when it is the same text, so a document
    // holds one copy of it) and the position of its last event: the store makes the stamped copy its own way
    const newer = (id: string) => {
      const doc = docs.get(id) ?? { _id: id };
      return collection.replaceIfNewer(doc, { id: doc._id === id ? doc._id : id, position: folded.get(id) ?? 0 });
    };
    const settled = await Promise.allSettled(written.map(newer));
    // Writes of one batch race each other: a unique key freed and taken within it needs a second go, in order.
    const failed = written.filter((_, i) => settled[i]?.status === 'rejected').sort((a, b) => (folded.get(a) ?? 0) - (folded.get(b) ?? 0));
    for (const id of failed) {
      try {
        await newer(id);
      } catch (error) {
        // A unique key another document holds will not free itself: the events are set aside, the rest goes on.
        if (!(error instanceof DuplicateKeyError)) throw error;
        for (const event of applied.get(id) ?? []) setAside.push({ event, documentId: id, error: describe(error) });
      }
    }
    // The counter goes last: after a failure before it, the retry recounts the same events to the same values.
    if (counters && sequence && sequencePosition > sequenceBefore) {
      const value: CounterDoc = { _id: sequence.id, value: sequenceValue, _position: sequencePosition };
      await counters.replaceIfNewer(value);
    }
    return setAside;
  };

  const rebuildDocuments = async (documentIds: string[], pages: AsyncIterable<RecordedEvent[]>, store: ReadStore): Promise<SetAside[]> => {
    const wanted = new Set(documentIds);
    const docs = new Map<string, Stored | null>();
    const setAside: SetAside[] = [];
    let sequenceValue = 0;
    for await (const page of pages) {
      const ids = idsOf(page, []);
      page.forEach((event, i) => {
        if (sequenceTypes.has(event.type)) sequenceValue += 1;
        const id = ids[i] ?? null;
        if (id === null || !wanted.has(id)) return;
        try {
          const next = spec.evolve(liveDoc<D>(docs.get(id)), event, { sequence: sequenceValue });
          docs.set(id, next === null ? { _id: id, _position: event.position, _deleted: true } : { ...next, _id: id, _position: event.position });
        } catch (error) {
          setAside.push({ event, documentId: id, error: describe(error) });
        }
      });
    }
    const collection = store.collection<Stored>(spec.collection);
    for (const id of wanted) {
      const doc = docs.get(id);
      if (doc) await collection.replaceOne({ _id: id }, doc, { upsert: true });
      else await collection.deleteOne({ _id: id });
    }
    return setAside;
  };

  return {
    name: spec.name,
    canHandle: spec.canHandle,
    apply,
    rebuildDocuments,
    setup: async (store) => {
      const collection = store.collection(spec.collection);
      for (const index of spec.indexes ?? []) {
        if (isSearch(index)) await collection.createSearchIndex(index.search);
        else if (isKeyed(index)) await collection.createIndex(index.keys, { unique: index.unique ?? false });
        else await collection.createIndex(index);
      }
    },
  };
};
