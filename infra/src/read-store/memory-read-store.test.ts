import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memory-read-store.ts';
import { readStoreContract } from './read-store.contract.ts';

readStoreContract('memory', async () => createMemoryReadStore());

describe('memory read store at scale', () => {
  it('answers a page of 10 from 100,000 documents through an index on {createdAt: -1}', async () => {
    const store = createMemoryReadStore();
    const requests = store.collection('requests');
    await requests.createIndex({ createdAt: -1 });
    const total = 100_000;
    // Inserted out of order so the index, not insertion order, produces the page.
    for (let i = 0; i < total; i += 1) {
      const n = (i * 7919) % total;
      await requests.updateOne(
        { _id: `r${n}` },
        { $set: { createdAt: new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString(), status: n % 2 === 0 ? 'open' : 'closed' } },
        { upsert: true },
      );
    }
    expect(await requests.countDocuments()).toBe(total);

    const newest = await requests.find({}, { sort: { createdAt: -1 }, limit: 10 });
    expect(newest.map((doc) => doc._id)).toEqual(Array.from({ length: 10 }, (_, i) => `r${total - 1 - i}`));

    const thirdOpenPage = await requests.find({ status: 'open' }, { sort: { createdAt: -1 }, skip: 20, limit: 10 });
    expect(thirdOpenPage.map((doc) => doc._id)).toEqual(Array.from({ length: 10 }, (_, i) => `r${total - 2 - 2 * (20 + i)}`));

    await requests.updateOne({ _id: 'r5' }, { $set: { createdAt: '2030-01-01T00:00:00.000Z' } });
    await requests.deleteOne({ _id: `r${total - 1}` });
    const [first, second] = await requests.find({}, { sort: { createdAt: -1 }, limit: 2 });
    expect([first?._id, second?._id]).toEqual(['r5', `r${total - 2}`]);

    const oldest = await requests.find({}, { sort: { createdAt: 1 }, limit: 3 });
    expect(oldest.map((doc) => doc._id)).toEqual(['r0', 'r1', 'r2']);
  });
});
