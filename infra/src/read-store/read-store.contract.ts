import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Doc, ReadStore } from '../ports/read-store.ts';

type Person = Doc & { name: string; age: number; createdAt: string; tags?: string[]; address?: { city: string; zip?: string } };

const people: Person[] = [
  { _id: 'p1', name: 'Ava', age: 31, createdAt: '2025-01-01', tags: ['a'], address: { city: 'Sydney' } },
  { _id: 'p2', name: 'Ben', age: 25, createdAt: '2025-01-03', address: { city: 'Perth' } },
  { _id: 'p3', name: 'Cai', age: 40, createdAt: '2025-01-02', address: { city: 'Sydney' } },
  { _id: 'p4', name: 'Dee', age: 25, createdAt: '2025-01-05' },
  { _id: 'p5', name: 'Eli', age: 52, createdAt: '2025-01-04', address: { city: 'Hobart' } },
];

/** One behaviour for every read-store adapter: the Mongo subset projections and queries rely on. */
export const readStoreContract = (adapter: string, create: () => Promise<ReadStore>): void => {
  describe(`${adapter} read store`, () => {
    let store: ReadStore;

    beforeAll(async () => {
      store = await create();
    });
    afterAll(async () => {
      await store.dropAll();
      await store.close();
    });
    beforeEach(async () => {
      await store.dropAll();
    });

    const seeded = async () => {
      const users = store.collection<Person>('people');
      for (const person of people) await users.replaceOne({ _id: person._id }, person, { upsert: true });
      return users;
    };
    const ids = (docs: Doc[]) => docs.map((doc) => doc._id);

    it('finds one document by id or by any filter, null when nothing matches', async () => {
      const users = await seeded();
      expect(await users.findOne({ _id: 'p2' })).toEqual(people[1]);
      expect((await users.findOne({ name: 'Cai' }))?._id).toBe('p3');
      expect(await users.findOne({ _id: 'nobody' })).toBeNull();
      expect(await users.findOne({ _id: 'p2', name: 'Ava' })).toBeNull();
    });

    it('finds with a filter, a sort, skip and limit', async () => {
      const users = await seeded();
      expect(ids(await users.find({ age: { $gte: 30 } }, { sort: { age: 1 } }))).toEqual(['p1', 'p3', 'p5']);
      expect(ids(await users.find({}, { sort: { name: -1 }, skip: 1, limit: 2 }))).toEqual(['p4', 'p3']);
      expect(ids(await users.find({ $or: [{ name: 'Ava' }, { age: 52 }] }, { sort: { name: 1 } }))).toEqual(['p1', 'p5']);
      expect(ids(await users.find({ _id: { $in: ['p4', 'p1'] } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p4']);
      // an id twice, or one not there, finds each document once, and the rest of the filter still applies
      expect(ids(await users.find({ _id: { $in: ['p4', 'p1', 'p4', 'nobody'] } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p4']);
      expect(await users.countDocuments({ _id: { $in: ['p1', 'p4', 'p1'] } })).toBe(2);
      expect(ids(await users.find({ _id: { $in: ['p1', 'p4'] }, name: 'Ava' }))).toEqual(['p1']);
      expect(await users.find({ name: 'nobody' })).toEqual([]);
    });

    it('sorts on an indexed key both ways and on a key without an index', async () => {
      const users = await seeded();
      await users.createIndex({ createdAt: -1 });
      expect(ids(await users.find({}, { sort: { createdAt: -1 }, limit: 3 }))).toEqual(['p4', 'p5', 'p2']);
      expect(ids(await users.find({}, { sort: { createdAt: 1 }, limit: 3 }))).toEqual(['p1', 'p3', 'p2']);
      expect(ids(await users.find({ age: 25 }, { sort: { createdAt: -1 } }))).toEqual(['p4', 'p2']);
      expect(ids(await users.find({}, { sort: { createdAt: -1 }, skip: 4, limit: 3 }))).toEqual(['p1']);
      expect(ids(await users.find({}, { sort: { age: -1, name: 1 } }))).toEqual(['p5', 'p3', 'p1', 'p2', 'p4']);
    });

    it('keeps an index in order through inserts, updates and deletes', async () => {
      const users = await seeded();
      await users.createIndex({ createdAt: -1 });
      await users.find({}, { sort: { createdAt: -1 } });
      await users.updateOne({ _id: 'p1' }, { $set: { createdAt: '2025-02-01' } });
      await users.deleteOne({ _id: 'p4' });
      await users.replaceOne({ _id: 'p6' }, { _id: 'p6', name: 'Fay', age: 29, createdAt: '2025-01-06' }, { upsert: true });
      expect(ids(await users.find({}, { sort: { createdAt: -1 } }))).toEqual(['p1', 'p6', 'p5', 'p2', 'p3']);
      expect(ids(await users.find({}, { sort: { createdAt: 1 }, limit: 2 }))).toEqual(['p3', 'p2']);
    });

    it('counts documents, with and without a filter', async () => {
      const users = await seeded();
      expect(await users.countDocuments()).toBe(5);
      expect(await users.countDocuments({})).toBe(5);
      expect(await users.countDocuments({ age: 25 })).toBe(2);
      expect(await users.countDocuments({ 'address.city': 'Sydney' })).toBe(2);
      expect(await store.collection('empty').countDocuments()).toBe(0);
    });

    it('upserts from the equality fields of the filter plus the update', async () => {
      const counters = store.collection('counters');
      const first = await counters.updateOne(
        { _id: 'c1', kind: 'views', 'owner.id': 'u1', score: { $gt: 3 } },
        { $inc: { count: 1 }, $setOnInsert: { createdAt: 'first' }, $set: { updatedAt: 'first' } },
        { upsert: true },
      );
      expect(first).toEqual({ matchedCount: 0, upsertedCount: 1 });
      const second = await counters.updateOne(
        { _id: 'c1' },
        { $inc: { count: 1 }, $setOnInsert: { createdAt: 'second' }, $set: { updatedAt: 'second' } },
        { upsert: true },
      );
      expect(second).toEqual({ matchedCount: 1, upsertedCount: 0 });
      expect(await counters.findOne({ _id: 'c1' })).toEqual({
        _id: 'c1',
        kind: 'views',
        owner: { id: 'u1' },
        count: 2,
        createdAt: 'first',
        updatedAt: 'second',
      });
      expect(await counters.updateOne({ _id: 'missing' }, { $set: { a: 1 } })).toEqual({ matchedCount: 0, upsertedCount: 0 });
      expect(await counters.countDocuments()).toBe(1);
    });

    it('applies every update operator, on dotted paths too', async () => {
      const users = await seeded();
      await users.updateOne({ _id: 'p1' }, { $set: { 'address.zip': '2000', name: 'Ava B' }, $unset: { age: '' }, $inc: { visits: 2 } });
      await users.updateOne({ _id: 'p1' }, { $push: { tags: 'b' }, $inc: { visits: 3, 'stats.likes': 1 } });
      await users.updateOne({ _id: 'p1' }, { $addToSet: { tags: 'a' } });
      await users.updateOne({ _id: 'p1' }, { $addToSet: { tags: 'c' } });
      await users.updateOne({ _id: 'p1' }, { $pull: { tags: 'b' } });
      await users.updateOne({ _id: 'p1' }, { $push: { tags: { $each: ['d', 'e'] } } });
      await users.updateOne({ _id: 'p1' }, { $pull: { tags: { $in: ['d'] } }, $unset: { 'address.city': '' } });
      await users.updateOne({ _id: 'p1' }, { $setOnInsert: { name: 'ignored on an existing document' } });
      expect(await users.findOne({ _id: 'p1' })).toEqual({
        _id: 'p1',
        name: 'Ava B',
        createdAt: '2025-01-01',
        tags: ['a', 'c', 'e'],
        address: { zip: '2000' },
        visits: 5,
        stats: { likes: 1 },
      });
    });

    it('replaces a whole document, and upserts with replaceOne', async () => {
      const users = await seeded();
      expect(await users.replaceOne({ _id: 'p2' }, { _id: 'p2', name: 'Ben 2', age: 26, createdAt: '2025-03-01' })).toEqual({
        matchedCount: 1,
        upsertedCount: 0,
      });
      expect(await users.findOne({ _id: 'p2' })).toEqual({ _id: 'p2', name: 'Ben 2', age: 26, createdAt: '2025-03-01' });
      expect(await users.replaceOne({ _id: 'p9' }, { _id: 'p9', name: 'Ivy', age: 20, createdAt: 'x' })).toEqual({ matchedCount: 0, upsertedCount: 0 });
      expect(await users.replaceOne({ _id: 'p9' }, { _id: 'p9', name: 'Ivy', age: 20, createdAt: 'x' }, { upsert: true })).toEqual({
        matchedCount: 0,
        upsertedCount: 1,
      });
      expect((await users.findOne({ _id: 'p9' }))?.name).toBe('Ivy');
    });

    it('deletes one matching document', async () => {
      const users = await seeded();
      expect(await users.deleteOne({ age: 25 })).toEqual({ deletedCount: 1 });
      expect(await users.countDocuments({ age: 25 })).toBe(1);
      expect(await users.deleteOne({ _id: 'nobody' })).toEqual({ deletedCount: 0 });
      expect(await users.countDocuments()).toBe(4);
    });

    it('rejects a duplicate key of a unique index with code 11000', async () => {
      const users = await seeded();
      const name = await users.createIndex({ name: 1 }, { unique: true });
      expect(typeof name).toBe('string');
      await expect(users.updateOne({ _id: 'p2' }, { $set: { name: 'Ava' } })).rejects.toMatchObject({ code: 11000 });
      await expect(users.replaceOne({ _id: 'p7' }, { _id: 'p7', name: 'Cai', age: 1, createdAt: 'x' }, { upsert: true })).rejects.toMatchObject({
        code: 11000,
      });
      expect((await users.findOne({ _id: 'p2' }))?.name).toBe('Ben');
      expect(await users.countDocuments()).toBe(5);
      await users.updateOne({ _id: 'p2' }, { $set: { name: 'Bea', age: 26 } });
      await users.updateOne({ _id: 'p7' }, { $set: { name: 'Ben', age: 1, createdAt: 'x' } }, { upsert: true });
      expect((await users.findOne({ name: 'Ben' }))?._id).toBe('p7');
    });

    it('names the index a duplicate key broke: `_id_` for a taken id, the unique index otherwise', async () => {
      const users = await seeded();
      const byName = await users.createIndex({ name: 1 }, { unique: true });
      await expect(users.replaceOne({ _id: 'p9' }, { _id: 'p9', name: 'Ava', age: 1, createdAt: 'x' }, { upsert: true })).rejects.toMatchObject({
        code: 11000,
        index: byName,
      });
      await expect(
        users.replaceOne({ _id: 'p1', age: { $lt: 0 } }, { _id: 'p1', name: 'Zed', age: 1, createdAt: 'x' }, { upsert: true }),
      ).rejects.toMatchObject({
        code: 11000,
        index: '_id_',
      });
    });

    it('replaces only when a conditional filter holds, so an older write never lands over a newer one', async () => {
      const docs = store.collection<Doc & { _position: number; value: string }>('versioned');
      const newerThan = (id: string, position: number) => ({ _id: id, $or: [{ _position: { $lt: position } }, { _position: { $exists: false } }] });
      await docs.replaceOne(newerThan('d1', 5), { _id: 'd1', _position: 5, value: 'five' }, { upsert: true });
      await docs.replaceOne(newerThan('d1', 7), { _id: 'd1', _position: 7, value: 'seven' }, { upsert: true });
      await expect(docs.replaceOne(newerThan('d1', 6), { _id: 'd1', _position: 6, value: 'six' }, { upsert: true })).rejects.toMatchObject({ index: '_id_' });
      expect(await docs.replaceOne(newerThan('d1', 6), { _id: 'd1', _position: 6, value: 'six' })).toEqual({ matchedCount: 0, upsertedCount: 0 });
      expect(await docs.findOne({ _id: 'd1' })).toEqual({ _id: 'd1', _position: 7, value: 'seven' });
    });

    it('writes a document only over an older one with replaceIfNewer, and never over a newer or equal one', async () => {
      const docs = store.collection<Doc & { _position: number; value: string }>('versioned');
      expect(await docs.replaceIfNewer({ _id: 'd1', _position: 5, value: 'five' })).toBe('written');
      expect(await docs.replaceIfNewer({ _id: 'd1', _position: 7, value: 'seven' })).toBe('written');
      expect(await docs.replaceIfNewer({ _id: 'd1', _position: 6, value: 'six' })).toBe('stale');
      expect(await docs.replaceIfNewer({ _id: 'd1', _position: 7, value: 'again' })).toBe('stale');
      expect(await docs.findOne({ _id: 'd1' })).toEqual({ _id: 'd1', _position: 7, value: 'seven' });
      // a document stored without a position (written some other way) is older than any
      await docs.replaceOne({ _id: 'd2' }, { _id: 'd2', _position: 0, value: 'plain' }, { upsert: true });
      await docs.updateOne({ _id: 'd2' }, { $unset: { _position: '' } });
      expect(await docs.replaceIfNewer({ _id: 'd2', _position: 1, value: 'one' })).toBe('written');
      expect(await docs.findOne({ _id: 'd2' })).toEqual({ _id: 'd2', _position: 1, value: 'one' });
    });

    it('writes a document under the id and position stamped on it by replaceIfNewer, over an older one only', async () => {
      const docs = store.collection<Doc & { _position: number; value: string }>('stamped');
      // as an evolve hands it over: its id, and the position it was made at (older than the stamp's)
      const evolved = { _id: 'd1', value: 'five', _position: 1 };
      expect(await docs.replaceIfNewer(evolved, { id: 'd1', position: 5 })).toBe('written');
      const stored = await docs.findOne({ _id: 'd1' });
      expect(stored).toEqual({ _id: 'd1', value: 'five', _position: 5 });
      // the stamp's fields keep their place, and the caller's document is not changed
      expect(Object.keys(stored ?? {})).toEqual(['_id', 'value', '_position']);
      expect(evolved).toEqual({ _id: 'd1', value: 'five', _position: 1 });
      expect(await docs.replaceIfNewer({ value: 'four' }, { id: 'd1', position: 4 })).toBe('stale');
      expect(await docs.replaceIfNewer({ value: 'again' }, { id: 'd1', position: 5 })).toBe('stale');
      expect(await docs.replaceIfNewer({ value: 'seven', nested: { a: [1] } }, { id: 'd1', position: 7 })).toBe('written');
      expect(await docs.findOne({ _id: 'd1' })).toEqual({ value: 'seven', nested: { a: [1] }, _id: 'd1', _position: 7 });
      expect(await docs.countDocuments()).toBe(1);
    });

    it('reports a unique key another document holds on replaceIfNewer, and writes nothing', async () => {
      const users = await seeded();
      const byName = await users.createIndex({ name: 1 }, { unique: true });
      await expect(users.replaceIfNewer({ _id: 'p9', name: 'Ava', age: 1, createdAt: 'x', _position: 3 })).rejects.toMatchObject({
        code: 11000,
        index: byName,
      });
      expect(await users.findOne({ _id: 'p9' })).toBeNull();
    });

    it('refuses to create a unique index over existing duplicates', async () => {
      const users = await seeded();
      await expect(users.createIndex({ age: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    });

    it('filters on dotted paths and array members', async () => {
      const users = await seeded();
      expect(ids(await users.find({ 'address.city': 'Sydney' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3']);
      expect(ids(await users.find({ tags: 'a' }))).toEqual(['p1']);
      expect(ids(await users.find({ address: { $exists: false } }))).toEqual(['p4']);
      expect(ids(await users.find({ name: { $regex: '^[AB]' } }, { sort: { name: 1 } }))).toEqual(['p1', 'p2']);
    });

    it('drops every collection', async () => {
      const users = await seeded();
      await store.collection('checkpoints').replaceOne({ _id: 'people' }, { _id: 'people', position: 9 }, { upsert: true });
      await store.dropAll();
      expect(await users.countDocuments()).toBe(0);
      expect(await store.collection('checkpoints').findOne({ _id: 'people' })).toBeNull();
      await users.replaceOne({ _id: 'p1' }, people[0] ?? { _id: 'p1', name: '', age: 0, createdAt: '' }, { upsert: true });
      expect(await users.countDocuments()).toBe(1);
    });

    it('hands out copies: changing a result or an input never changes what is stored', async () => {
      const users = store.collection<Person>('people');
      const input: Person = { _id: 'p1', name: 'Ava', age: 31, createdAt: 'x', tags: ['a'], address: { city: 'Sydney' } };
      await users.replaceOne({ _id: 'p1' }, input, { upsert: true });
      input.tags?.push('mutated');
      const found = await users.findOne({ _id: 'p1' });
      if (!found) throw new Error('expected p1');
      found.name = 'mutated';
      found.address = { city: 'mutated' };
      const [listed] = await users.find({});
      listed?.tags?.push('mutated');
      const pushed = ['b'];
      await users.updateOne({ _id: 'p1' }, { $set: { list: pushed } });
      pushed.push('mutated');
      expect(await users.findOne({ _id: 'p1' })).toEqual({ ...input, tags: ['a'], list: ['b'] });
    });

    it('finds one document with only the fields a projection names, and the copy is its own', async () => {
      const users = await seeded();
      const found = await users.findOne({ _id: 'p1' }, { projection: { name: 1, address: 1 } });
      expect(found).toEqual({ _id: 'p1', name: 'Ava', address: { city: 'Sydney' } });
      if (found?.address) found.address.city = 'mutated';
      expect((await users.findOne({ _id: 'p1' }))?.address).toEqual({ city: 'Sydney' });
      expect(await users.findOne({ _id: 'nobody' }, { projection: { name: 1 } })).toBeNull();
    });

    it('finds a document read-only as stored, and nothing a reader tries to change reaches the store', async () => {
      const users = await seeded();
      const found = await users.findOne({ _id: 'p1' }, { readOnly: true });
      expect(found).toEqual(people[0]);
      try {
        (found as Person).name = 'mutated';
        found?.tags?.push('mutated');
      } catch {
        // an adapter that hands over its own copy freezes it
      }
      expect(await users.findOne({ _id: 'p1' })).toEqual(people[0]);
    });

    it('finds a page read-only as stored, in order, and nothing a reader tries to change reaches the store', async () => {
      const users = await seeded();
      const page = await users.find({}, { sort: { _id: 1 }, limit: 2, readOnly: true });
      expect(page).toEqual([...people].sort((a, b) => (a._id < b._id ? -1 : 1)).slice(0, 2));
      try {
        (page[0] as Person).name = 'mutated';
        page[0]?.tags?.push('mutated');
      } catch {
        // an adapter that hands over its own copy freezes it
      }
      expect(await users.findOne({ _id: page[0]?._id ?? '' })).toEqual(people.find((person) => person._id === page[0]?._id));
    });

    it('answers a search over a search index as without one, through changes, deletes and fields that are not strings', async () => {
      const named = store.collection<Doc & { first: unknown; email?: unknown; age?: number }>('named');
      const literal = (word: string) => new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
      const search = (...words: string[]) => ({ $and: words.map((word) => ({ $or: [{ first: literal(word) }, { email: literal(word) }] })) });
      const sorted = async (filter: Record<string, unknown>) => ids(await named.find(filter, { sort: { _id: 1 } }));
      await named.replaceOne({ _id: 'n1' }, { _id: 'n1', first: 'Olivia', email: 'olivia.smith@example.com', age: 30 }, { upsert: true });
      await named.createSearchIndex(['first', 'email']);
      await named.replaceOne({ _id: 'n2' }, { _id: 'n2', first: 'Noah', email: 'NOAH@EXAMPLE.COM', age: 40 }, { upsert: true });
      await named.replaceOne({ _id: 'n3' }, { _id: 'n3', first: ['Ava', 'Mia'], age: 50 }, { upsert: true });
      await named.replaceOne({ _id: 'n4' }, { _id: 'n4', first: 'Zoë (Zed)', email: null }, { upsert: true });
      await named.replaceOne({ _id: 'n5' }, { _id: 'n5', first: 42, email: 'σίγμα@example.com' }, { upsert: true });
      expect(await sorted(search('example'))).toEqual(['n1', 'n2', 'n5']);
      expect(await sorted(search('OLIVIA', 'smith'))).toEqual(['n1']);
      expect(await sorted(search('olivia', 'noah'))).toEqual([]);
      // a word across two fields is not in either of them
      expect(await sorted(search('olivia.smith@'))).toEqual(['n1']);
      expect(await sorted(search('oliviaolivia'))).toEqual([]);
      // an array's members, a literal with characters a pattern escapes, Greek letters folded as a pattern folds them
      expect(await sorted(search('mia'))).toEqual(['n3']);
      expect(await sorted(search('zoë (z'))).toEqual(['n4']);
      expect(await sorted(search('ΣΊΓΜΑ'))).toEqual(['n5']);
      expect(await named.countDocuments(search('example'))).toBe(3);
      // the rest of the filter still applies, and a pattern that is not a literal is answered too
      expect(await sorted({ ...search('example'), age: { $gte: 35 } })).toEqual(['n2']);
      expect(await sorted({ $and: [...search('example').$and, { age: { $gte: 35 } }] })).toEqual(['n2']);
      expect(await sorted({ first: /^n.a/i })).toEqual(['n2']);
      await named.updateOne({ _id: 'n1' }, { $set: { first: 'Charlotte' } });
      await named.deleteOne({ _id: 'n2' });
      expect(await sorted(search('olivia'))).toEqual(['n1']);
      expect(await sorted(search('olivia', 'charlotte'))).toEqual(['n1']);
      expect(await sorted(search('char'))).toEqual(['n1']);
      expect(await sorted(search('noah'))).toEqual([]);
    });

    it('reports its health', async () => {
      expect(await store.health()).toMatchObject({ ok: true });
    });
  });
};
