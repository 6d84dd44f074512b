import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CheckpointStore } from '../ports/checkpoint-store.ts';

/** What every checkpoint store owes the log's followers; `reopen` gives a store over the same data, as after a restart. */
export const checkpointStoreContract = (name: string, open: () => Promise<{ store: CheckpointStore; reopen: () => Promise<CheckpointStore> }>) =>
  describe(`CheckpointStore contract: ${name}`, () => {
    it('loads 0 for a name never saved, and what was saved under each name', async () => {
      const { store } = await open();
      const [a, b] = [randomUUID(), randomUUID()];
      expect(await store.load(a)).toBe(0);
      await store.save(a, 42);
      await store.save(b, 7);
      expect([await store.load(a), await store.load(b)]).toEqual([42, 7]);
      await store.close();
    });

    it('never moves a checkpoint back', async () => {
      const { store } = await open();
      const name = randomUUID();
      await store.save(name, 10);
      await store.save(name, 3);
      await store.save(name, 10);
      expect(await store.load(name)).toBe(10);
      await store.save(name, 11);
      expect(await store.load(name)).toBe(11);
      await store.close();
    });

    it('keeps checkpoints across a restart', async () => {
      const { store, reopen } = await open();
      const name = randomUUID();
      await store.save(name, 99);
      await store.close();
      const again = await reopen();
      expect(await again.load(name)).toBe(99);
      await again.close();
    });
  });
