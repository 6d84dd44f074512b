/** The subset of MongoDB's collection API that projections and queries use. */
export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
export type Update = {
  $set?: Record<string, unknown>;
  $unset?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
};
export type FindOptions = { sort?: Sort; skip?: number; limit?: number };
/** Mongo's inclusion projection: only these top-level fields (and `_id`) come back. */
export type Projection = Record<string, 1>;

/** The id and position a projection writes a document under (`replaceIfNewer`). */
export type Stamp = { id: string; position: number };

export interface Collection<T extends Doc = Doc> {
  /** with a projection, only the named fields come back: a hot path need not copy a whole document */
  findOne(filter: Filter): Promise<T | null>;
  findOne<K extends keyof T>(filter: Filter, options: { projection: Partial<Record<K, 1>> }): Promise<Pick<T, K | '_id'> | null>;
  /** `readOnly`: the caller will not change the document, so an adapter that holds it may hand it over uncopied (frozen) */
  findOne(filter: Filter, options: { readOnly: true }): Promise<Readonly<T> | null>;
  /** `readOnly`, as findOne's: a page the caller only reads (maps to its answer) may be handed over uncopied (frozen) */
  find(filter: Filter, options: FindOptions & { readOnly: true }): Promise<Readonly<T>[]>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter?: Filter): Promise<number>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<{ matchedCount: number; upsertedCount: number }>;
  /** replaces the whole document (Mongo's replaceOne) */
  replaceOne(filter: Filter, document: T, options?: { upsert?: boolean }): Promise<{ matchedCount: number; upsertedCount: number }>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  /**
   * Writes `doc` (upserting) unless the stored document with its `_id` holds a `_position` as high or higher:
   * how a projection writes, so that no replay or second runner ever rolls a document back. The document is
   * handed over: the caller does not change it afterwards (an in-memory adapter may keep it as it is).
   */
  replaceIfNewer(doc: T & { _position: number }): Promise<'written' | 'stale'>;
  /**
   * The same, for a document written under the id and position in `stamp` (whatever `_id` and `_position` it holds
   * are replaced, in their place if it has them, else added last): each adapter makes the one stamped copy its own way,
   * and only when the write lands. The caller's document is not changed.
   */
  replaceIfNewer(doc: Record<string, unknown>, stamp: Stamp): Promise<'written' | 'stale'>;
  createIndex(keys: Sort, options?: { unique?: boolean; name?: string }): Promise<string>;
  /**
   * A search index over string fields, for filters asking that each word of a search be somewhere in one of them (a
   * case-blind literal pattern per field, `$or`-ed; such parts `$and`-ed): an adapter that would otherwise test every
   * document looks only at those whose fields hold the words. It changes no answer. MongoDB needs none made (its
   * regex conditions are its own planner's), so there it makes nothing.
   */
  createSearchIndex(fields: string[], options?: { name?: string }): Promise<string>;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** drops every read model and checkpoint (rebuild from zero) */
  dropAll(): Promise<void>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** Mongo's duplicate-key error (code 11000) as every adapter reports it; `index` is `_id_` when the id is taken. */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly index: string,
    readonly key: unknown[],
  ) {
    super(`E11000 duplicate key error index: ${index} dup key: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}
