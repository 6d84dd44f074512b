import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMemoryReadStore } from '../read-store/memory-read-store.ts';
import { createMongoReadStore } from '../read-store/mongo-read-store.ts';
import { checkpointStoreContract } from './checkpoint-store.contract.ts';
import { createReadStoreCheckpointStore } from './read-store-checkpoint-store.ts';
import { createSqliteCheckpointStore } from './sqlite-checkpoint-store.ts';
import { afterAll, describe } from 'vitest';
import type { ReadStore } from '../ports/read-store.ts';

checkpointStoreContract('sqlite file', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'referly-checkpoints-')), 'events.db');
  return { store: createSqliteCheckpointStore({ file }), reopen: async () => createSqliteCheckpointStore({ file }) };
});

checkpointStoreContract('read store (memory)', async () => {
  const readStore = createMemoryReadStore();
  return { store: createReadStoreCheckpointStore(readStore), reopen: async () => createReadStoreCheckpointStore(readStore) };
});

const mongoUrl = process.env.MONGODB_URL;
describe.skipIf(!mongoUrl)('MongoDB checkpoints (skipped: set MONGODB_URL to run them)', () => {
  const opened: ReadStore[] = [];
  afterAll(async () => {
    for (const readStore of opened) await readStore.close();
  });
  checkpointStoreContract('read store (mongodb)', async () => {
    const readStore = await createMongoReadStore({ url: mongoUrl ?? '' });
    opened.push(readStore);
    return { store: createReadStoreCheckpointStore(readStore), reopen: async () => createReadStoreCheckpointStore(readStore) };
  });
});
