import { compare, resolve } from 'mingo/util';
import { DuplicateKeyError, type Doc, type Sort } from '../ports/read-store.ts';

export { DuplicateKeyError };

export const defaultIndexName = (keys: Sort): string =>
  Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');

type Entry = { key: unknown[]; id: string };

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Mongo indexes a missing field as null, so two documents without it collide in a unique index. */
const uniqueKeyOf = (key: unknown[]): string =>
  JSON.stringify(key.map((value) => (value === undefined ? null : value instanceof Date ? { $date: value.toISOString() } : value)));

/**
 * Past this many writes without a read, keeping the order by binary insertion (each one a memmove of
 * the whole array) costs more than one sort on the next read, so the order is dropped and rebuilt lazily.
 */
const RESORT_AFTER_WRITES = 1000;

/** Documents kept in index order so a sorted page walks from one end and stops early. */
export class SortedIndex {
  readonly fields: string[];
  readonly directions: (1 | -1)[];
  #entries: Entry[] | null = null;
  #writesSinceRead = 0;
  readonly #uniqueKeys: Map<string, string> | null;

  constructor(
    readonly name: string,
    keys: Sort,
    readonly unique: boolean,
    private readonly allDocs: () => Iterable<Doc>,
  ) {
    this.fields = Object.keys(keys);
    this.directions = Object.values(keys);
    this.#uniqueKeys = unique ? new Map() : null;
    for (const doc of allDocs()) this.#claimUnique(doc);
  }

  keyOf(doc: Doc): unknown[] {
    return this.fields.map((field) => resolve(doc, field));
  }

  /** Throws when `next` would share a unique key with another document. */
  assertWritable(next: Doc): void {
    if (!this.#uniqueKeys) return;
    const key = this.keyOf(next);
    const holder = this.#uniqueKeys.get(uniqueKeyOf(key));
    if (holder !== undefined && holder !== next._id) throw new DuplicateKeyError(this.name, key);
  }

  write(before: Doc | undefined, after: Doc | undefined): void {
    if (this.#uniqueKeys) {
      if (before) this.#uniqueKeys.delete(uniqueKeyOf(this.keyOf(before)));
      if (after) this.#claimUnique(after);
    }
    const entries = this.#entries;
    if (!entries) return;
    this.#writesSinceRead += 1;
    if (this.#writesSinceRead > RESORT_AFTER_WRITES) {
      this.#entries = null;
      return;
    }
    if (before) {
      const target = { key: this.keyOf(before), id: before._id };
      const at = this.#lowerBound(entries, target);
      if (entries[at]?.id === before._id) entries.splice(at, 1);
    }
    if (after) {
      const entry = { key: this.keyOf(after), id: after._id };
      entries.splice(this.#lowerBound(entries, entry), 0, entry);
    }
  }

  /** Whether walking this index (forward or backward) yields `sort`'s order; null when it does not. */
  directionFor(sort: Sort): 'forward' | 'backward' | null {
    const wanted = Object.entries(sort);
    if (wanted.length === 0 || wanted.length > this.fields.length) return null;
    const sameFields = wanted.every(([field], i) => this.fields[i] === field);
    if (!sameFields) return null;
    if (wanted.every(([, direction], i) => this.directions[i] === direction)) return 'forward';
    if (wanted.every(([, direction], i) => this.directions[i] === -direction)) return 'backward';
    return null;
  }

  /** Document ids in index order (reversed when backward). */
  *ids(direction: 'forward' | 'backward'): Generator<string> {
    const entries = this.#ordered();
    if (direction === 'forward') {
      for (const entry of entries) yield entry.id;
    } else {
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i];
        if (entry) yield entry.id;
      }
    }
  }

  compareEntries(a: Entry, b: Entry): number {
    for (let i = 0; i < this.fields.length; i += 1) {
      const order = compare(a.key[i], b.key[i]) * (this.directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return compareIds(a.id, b.id);
  }

  #ordered(): Entry[] {
    this.#writesSinceRead = 0;
    if (this.#entries) return this.#entries;
    const entries = Array.from(this.allDocs(), (doc) => ({ key: this.keyOf(doc), id: doc._id }));
    entries.sort((a, b) => this.compareEntries(a, b));
    this.#entries = entries;
    return entries;
  }

  #lowerBound(entries: Entry[], target: Entry): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = entries[middle];
      if (entry && this.compareEntries(entry, target) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #claimUnique(doc: Doc): void {
    if (!this.#uniqueKeys) return;
    const key = this.keyOf(doc);
    const unique = uniqueKeyOf(key);
    const holder = this.#uniqueKeys.get(unique);
    if (holder !== undefined && holder !== doc._id) throw new DuplicateKeyError(this.name, key);
    this.#uniqueKeys.set(unique, doc._id);
  }
}
