import { randomUUID } from 'node:crypto';
import { Query } from 'mingo';
import { compare, resolve } from 'mingo/util';
import type { Collection, Doc, Filter, FindOptions, ReadStore, Sort, Stamp, Update } from '../ports/read-store.ts';
import { compileSimpleFilter } from './simple-filter.ts';
import { frozen, frozenStamped } from './frozen.ts';
import { SearchIndex } from './search-index.ts';
import { DuplicateKeyError, SortedIndex, defaultIndexName } from './sorted-index.ts';
import { applyUpdate, isOperatorObject, isPlainObject, setPath } from './update-operators.ts';

/**
 * A deep copy of what documents hold: plain objects, arrays, dates and primitives are copied directly, which is
 * several times faster than structuredClone on small documents; anything else (a Map, a typed array) goes to it.
 */
const copy = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copy);
  if (value instanceof Date) return new Date(value.getTime());
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
};
const clone = <T>(value: T): T => copy(value) as T;

/** Mongo's upsert seeds the new document with the filter's equality conditions. */
const seedFromFilter = (filter: Filter, into: Record<string, unknown> = {}): Record<string, unknown> => {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) seedFromFilter(part, into);
    } else if (key.startsWith('$')) {
      continue;
    } else if (isOperatorObject(value)) {
      if ('$eq' in value) setPath(into, key, clone(value.$eq));
    } else {
      setPath(into, key, clone(value));
    }
  }
  return into;
};

const modify = (doc: Doc, modifier: Omit<Update, '$setOnInsert'>): Doc => {
  const next = clone(doc);
  applyUpdate(next, modifier);
  return next;
};

const assertSameId = (before: Doc, after: Doc): void => {
  if (after._id !== before._id) throw new Error(`Performing an update on the path '_id' would modify the immutable field '_id'`);
};

const compareBySort = (sort: Sort) => {
  const fields = Object.entries(sort);
  return (a: Doc, b: Doc): number => {
    for (const [field, direction] of fields) {
      const order = compare(resolve(a, field), resolve(b, field)) * direction;
      if (order !== 0) return order;
    }
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  };
};

/** The ids of `{ _id: { $in: [...] } }` when they are all strings (what the store keeps), else undefined. */
const idsIn = (filter: Filter): string[] | undefined => {
  const id: unknown = filter._id;
  if (typeof id !== 'object' || id === null || Array.isArray(id)) return undefined;
  const wanted = (id as { $in?: unknown }).$in;
  if (Object.keys(id).length !== 1 || !Array.isArray(wanted)) return undefined;
  for (const one of wanted) if (typeof one !== 'string') return undefined;
  return wanted as string[];
};

const createMemoryCollection = () => {
  const docs = new Map<string, Doc>();
  const indexes = new Map<string, SortedIndex>();
  const searchIndexes = new Map<string, SearchIndex>();

  const matcher = (filter: Filter): ((doc: Doc) => boolean) => {
    const keys = Object.keys(filter);
    if (keys.length === 0 || (keys.length === 1 && typeof filter._id === 'string')) return () => true;
    // mingo only when the filter needs it (or a document's arrays and objects do): compiling a query per call is not free
    let query: Query | undefined;
    const viaMingo = (doc: Doc) => (query ??= new Query(filter)).test(doc);
    const simple = compileSimpleFilter(filter);
    return simple ? (doc) => simple(doc) ?? viaMingo(doc) : viaMingo;
  };

  /** `{ _id: 'x' }` and `{ _id: { $in: [...] } }` are Map lookups rather than a scan (the filter is still applied). */
  const candidates = (filter: Filter): Iterable<Doc> => {
    const id: unknown = filter._id;
    if (typeof id === 'string') {
      const doc = docs.get(id);
      return doc ? [doc] : [];
    }
    const wanted = idsIn(filter);
    if (wanted) {
      const found: Doc[] = [];
      for (const one of new Set(wanted)) {
        const doc = docs.get(one);
        if (doc) found.push(doc);
      }
      return found;
    }
    for (const index of searchIndexes.values()) {
      const found = index.candidates(filter);
      if (found) return found;
    }
    return docs.values();
  };

  const findFirst = (filter: Filter): Doc | undefined => {
    const matches = matcher(filter);
    for (const doc of candidates(filter)) if (matches(doc)) return doc;
    return undefined;
  };

  const write = (before: Doc | undefined, after: Doc | undefined): void => {
    if (after) {
      if (!before && docs.has(after._id)) throw new DuplicateKeyError('_id_', [after._id]);
      for (const index of indexes.values()) index.assertWritable(after);
    }
    for (const index of indexes.values()) index.write(before, after);
    for (const index of searchIndexes.values()) index.write(before, after);
    if (after) docs.set(after._id, frozen(after));
    else if (before) docs.delete(before._id);
  };

  const insertNew = (doc: Record<string, unknown>): void => {
    const id = doc._id ?? randomUUID();
    if (typeof id !== 'string') throw new Error('The read store keeps string _ids only');
    write(undefined, { ...doc, _id: id });
  };

  function* walk(filter: Filter, sort: Sort | undefined): Generator<Doc> {
    const matches = matcher(filter);
    if (!sort || Object.keys(sort).length === 0) {
      for (const doc of candidates(filter)) if (matches(doc)) yield doc;
      return;
    }
    // a search narrows to few documents: sorting those beats walking a sorted index over every document
    const searched =
      typeof filter._id === 'string' ? null : [...searchIndexes.values()].reduce<Doc[] | null>((found, index) => found ?? index.candidates(filter), null);
    if (!searched && typeof filter._id !== 'string') {
      for (const index of indexes.values()) {
        const direction = index.directionFor(sort);
        if (!direction) continue;
        for (const id of index.ids(direction)) {
          const doc = docs.get(id);
          if (doc && matches(doc)) yield doc;
        }
        return;
      }
    }
    const found: Doc[] = [];
    for (const doc of searched ?? candidates(filter)) if (matches(doc)) found.push(doc);
    yield* found.sort(compareBySort(sort));
  }

  const collection: Collection = {
    findOne: async (filter: Filter, options?: { projection?: Partial<Record<string, 1>>; readOnly?: true }) => {
      const doc = findFirst(filter);
      if (!doc) return null;
      // stored documents are frozen: a reader that only reads may have one itself
      if (options?.readOnly) return doc;
      if (!options?.projection) return clone(doc);
      const picked: Doc = { _id: doc._id };
      for (const field of Object.keys(options.projection)) if (field in doc) picked[field] = clone(doc[field]);
      return picked;
    },

    find: async (filter: Filter, options: FindOptions & { readOnly?: true } = {}) => {
      const skip = options.skip ?? 0;
      const limit = options.limit && options.limit > 0 ? options.limit : Number.POSITIVE_INFINITY;
      const page: Doc[] = [];
      let seen = 0;
      for (const doc of walk(filter, options.sort)) {
        seen += 1;
        if (seen <= skip) continue;
        // stored documents are frozen: a page only read may hold them as they are
        page.push(options.readOnly ? doc : clone(doc));
        if (page.length >= limit) break;
      }
      return page;
    },

    countDocuments: async (filter = {}) => {
      if (Object.keys(filter).length === 0) return docs.size;
      const matches = matcher(filter);
      let count = 0;
      for (const doc of candidates(filter)) if (matches(doc)) count += 1;
      return count;
    },

    updateOne: async (filter, update: Update, options = {}) => {
      const { $setOnInsert, ...modifier } = update;
      const found = findFirst(filter);
      if (found) {
        const next = modify(found, modifier);
        assertSameId(found, next);
        write(found, next);
        return { matchedCount: 1, upsertedCount: 0 };
      }
      if (!options.upsert) return { matchedCount: 0, upsertedCount: 0 };
      const seed = seedFromFilter(filter);
      const onInsert = { ...modifier, $set: { ...$setOnInsert, ...modifier.$set } };
      insertNew(modify({ ...seed, _id: typeof seed._id === 'string' ? seed._id : randomUUID() }, onInsert));
      return { matchedCount: 0, upsertedCount: 1 };
    },

    replaceOne: async (filter, document, options = {}) => {
      const found = findFirst(filter);
      if (found) {
        const next = clone({ ...document, _id: document._id ?? found._id });
        assertSameId(found, next);
        write(found, next);
        return { matchedCount: 1, upsertedCount: 0 };
      }
      if (!options.upsert) return { matchedCount: 0, upsertedCount: 0 };
      insertNew({ ...seedFromFilter(filter), ...clone(document) });
      return { matchedCount: 0, upsertedCount: 1 };
    },

    replaceIfNewer: async (document: Record<string, unknown>, stamp?: Stamp) => {
      const id = (stamp ? stamp.id : document._id) as string;
      const position = (stamp ? stamp.position : document._position) as number;
      const before = docs.get(id);
      if (before && typeof before._position === 'number' && before._position >= position) return 'stale';
      // handed over by the caller: kept frozen (a copy only of what is not frozen yet), not cloned; a stamped one is
      // stamped and frozen in one key-by-key copy
      write(before, stamp ? frozenStamped(document, id, position) : (document as Doc));
      return 'written';
    },

    deleteOne: async (filter) => {
      const found = findFirst(filter);
      if (!found) return { deletedCount: 0 };
      write(found, undefined);
      return { deletedCount: 1 };
    },

    createIndex: async (keys, options = {}) => {
      const name = options.name ?? defaultIndexName(keys);
      if (!indexes.has(name)) indexes.set(name, new SortedIndex(name, keys, options.unique ?? false, () => docs.values()));
      return name;
    },

    createSearchIndex: async (fields, options = {}) => {
      const name = options.name ?? `search_${fields.join('_')}`;
      if (!searchIndexes.has(name)) searchIndexes.set(name, new SearchIndex(name, fields, (id) => docs.get(id), docs.values()));
      return name;
    },
  };

  const clear = (): void => {
    docs.clear();
    indexes.clear();
    searchIndexes.clear();
  };

  return { collection, clear };
};

/**
 * The embedded read store: Mongo's query language (through mingo) over documents kept in memory.
 * Stored documents are private copies; everything handed out is a fresh copy.
 */
export const createMemoryReadStore = (): ReadStore => {
  const collections = new Map<string, ReturnType<typeof createMemoryCollection>>();
  const named = (name: string) => {
    const existing = collections.get(name);
    if (existing) return existing;
    const created = createMemoryCollection();
    collections.set(name, created);
    return created;
  };
  return {
    collection: <T extends Doc = Doc>(name: string) => named(name).collection as unknown as Collection<T>,
    // Like Mongo's dropDatabase this drops indexes too; collections handed out earlier stay usable.
    dropAll: async () => {
      for (const entry of collections.values()) entry.clear();
    },
    health: async () => ({ ok: true, adapter: 'memory' }),
    close: async () => {},
  };
};
