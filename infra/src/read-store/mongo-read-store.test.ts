import { describe } from 'vitest';
import { createMongoReadStore } from './mongo-read-store.ts';
import { readStoreContract } from './read-store.contract.ts';

const url = process.env.MONGODB_URL ?? '';

describe.skipIf(!url)('MongoDB read store (skipped: set MONGODB_URL, e.g. mongodb://localhost:27017/?replicaSet=rs0, to run it)', () => {
  readStoreContract('mongodb', () => createMongoReadStore({ url, dbName: `referly_test_${process.pid}_${Date.now()}` }));
});
