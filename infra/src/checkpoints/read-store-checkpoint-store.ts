import type { CheckpointStore } from '../ports/checkpoint-store.ts';
import { DuplicateKeyError, type ReadStore } from '../ports/read-store.ts';

type CheckpointDoc = { _id: string; position: number };

/** Checkpoints as documents of a read store (scaled mode: MongoDB, beside the projections' own). */
export const createReadStoreCheckpointStore = (readStore: ReadStore, collectionName = '_followerCheckpoints'): CheckpointStore => {
  const collection = readStore.collection<CheckpointDoc>(collectionName);
  return {
    load: async (name) => (await collection.findOne({ _id: name }))?.position ?? 0,
    save: async (name, position) => {
      try {
        await collection.replaceOne({ _id: name, position: { $lt: position } }, { _id: name, position }, { upsert: true });
      } catch (error) {
        // the stored checkpoint is already at or past this position
        if (!(error instanceof DuplicateKeyError) || error.index !== '_id_') throw error;
      }
    },
    close: async () => {},
  };
};
