import { MongoClient, MongoServerError, type Document, type Filter as MongoFilter, type UpdateFilter } from 'mongodb';
import { DuplicateKeyError, type Collection, type Doc, type FindOptions, type ReadStore, type Stamp } from '../ports/read-store.ts';

// Our documents carry string ids, which the driver's ObjectId-centred typings do not infer.
type Stored = Document & { _id: string };

/** E11000 as the memory store reports it, with the index's name, so callers tell a taken `_id` from a taken unique key. */
const mapDuplicateKey = (error: unknown): never => {
  if (error instanceof MongoServerError && error.code === 11000) {
    const index = /index: (\S+)/.exec(error.message)?.[1] ?? 'unknown';
    throw new DuplicateKeyError(index, Object.values((error.keyValue ?? {}) as Record<string, unknown>));
  }
  throw error;
};

/** The scaled read store: the port's methods map one to one onto the driver's. */
export const createMongoReadStore = async (options: { url: string; dbName?: string }): Promise<ReadStore> => {
  const client = new MongoClient(options.url);
  await client.connect();
  const db = client.db(options.dbName);

  const collection = <T extends Doc = Doc>(name: string): Collection<T> => {
    const native = db.collection<Stored>(name);
    const filterOf = (filter: Record<string, unknown>) => filter as MongoFilter<Stored>;
    return {
      findOne: async (filter: Record<string, unknown>, options?: { projection?: Partial<Record<string, 1>>; readOnly?: true }) =>
        // the port's overloads type the answer; the driver returns fresh documents either way, so readOnly changes nothing
        (await native.findOne(filterOf(filter), options?.projection ? { projection: options.projection } : {})) as never,
      // readOnly changes nothing here either: the driver's documents are fresh
      find: async (filter: Record<string, unknown>, findOptions: FindOptions & { readOnly?: true } = {}) => {
        let cursor = native.find(filterOf(filter));
        if (findOptions.sort) cursor = cursor.sort(findOptions.sort);
        if (findOptions.skip) cursor = cursor.skip(findOptions.skip);
        if (findOptions.limit) cursor = cursor.limit(findOptions.limit);
        return (await cursor.toArray()) as T[];
      },
      countDocuments: async (filter = {}) => (Object.keys(filter).length === 0 ? native.estimatedDocumentCount() : native.countDocuments(filterOf(filter))),
      updateOne: async (filter, update, updateOptions = {}) => {
        const result = await native
          .updateOne(filterOf(filter), update as UpdateFilter<Stored>, { upsert: updateOptions.upsert ?? false })
          .catch(mapDuplicateKey);
        return { matchedCount: result.matchedCount, upsertedCount: result.upsertedCount };
      },
      replaceOne: async (filter, document, replaceOptions = {}) => {
        const result = await native.replaceOne(filterOf(filter), document, { upsert: replaceOptions.upsert ?? false }).catch(mapDuplicateKey);
        return { matchedCount: result.matchedCount, upsertedCount: result.upsertedCount };
      },
      replaceIfNewer: async (given: Record<string, unknown>, stamp?: Stamp) => {
        // a spread stamps in place: the id and position keep their place when the document has them
        const document = (stamp ? { ...given, _id: stamp.id, _position: stamp.position } : given) as Doc & { _position: number };
        const filter = { _id: document._id, $or: [{ _position: { $lt: document._position } }, { _position: { $exists: false } }] };
        try {
          await native.replaceOne(filterOf(filter), document, { upsert: true });
          return 'written';
        } catch (error) {
          // the upsert's filter failed on an existing id: newer (or equal) already there, or another runner created
          // it a moment ago; tried once as a plain replace, which settles that race
          if (!(error instanceof MongoServerError) || error.code !== 11000 || !/index: _id_/.test(error.message)) return mapDuplicateKey(error);
          const { matchedCount } = await native.replaceOne(filterOf(filter), document);
          return matchedCount > 0 ? 'written' : 'stale';
        }
      },
      deleteOne: async (filter) => {
        const result = await native.deleteOne(filterOf(filter));
        return { deletedCount: result.deletedCount };
      },
      createIndex: async (keys, indexOptions = {}) =>
        native.createIndex(keys, { unique: indexOptions.unique ?? false, ...(indexOptions.name ? { name: indexOptions.name } : {}) }),
      // Mongo looks for a regex by its own planner: a substring search has no index of its own there
      createSearchIndex: async (fields, searchOptions = {}) => searchOptions.name ?? `search_${fields.join('_')}`,
    };
  };

  return {
    collection,
    dropAll: async () => {
      for (const existing of await db.collections()) await existing.drop();
    },
    health: async () => {
      try {
        await db.command({ ping: 1 });
        return { ok: true, adapter: 'mongodb' };
      } catch (error) {
        return { ok: false, adapter: 'mongodb', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => client.close(),
  };
};
