import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Filter } from '../ports/read-store.ts';
import { compileSimpleFilter } from './simple-filter.ts';

const docs: Doc[] = [
  { _id: 'a', status: 'approved', n: 5, flag: true },
  { _id: 'b', status: 'pending', n: 7, _position: 3 },
  { _id: 'c', status: null, n: '7', _position: 9 },
  { _id: 'd', tags: ['approved', 'x'], n: [1, 9], nested: { status: 'approved' } },
  { _id: 'e', _deleted: true, _position: 12, status: 'approved' },
  { _id: 'f', n: 0, flag: false, status: '' },
  { _id: 'g', status: undefined, referrerId: 'r1', n: 7 },
  { _id: 'h', status: 'rejected', referrerId: null, companyId: 'c1', paid: true },
];

const filters: Filter[] = [
  { status: 'approved' },
  { status: 'pending', n: 7 },
  { n: 7 },
  { n: { $lt: 7 } },
  { n: { $lte: 7, $gt: 0 } },
  { n: { $gte: '7' } },
  { _position: { $lt: 10 } },
  { _id: 'c', $or: [{ _position: { $lt: 10 } }, { _position: { $exists: false } }] },
  { _id: 'e', $or: [{ _position: { $lt: 10 } }, { _position: { $exists: false } }] },
  { $or: [{ _position: { $lt: 5 } }, { _position: { $exists: false } }] },
  { _deleted: { $exists: false } },
  { status: { $exists: true } },
  { status: { $ne: 'approved' } },
  { status: { $eq: 'pending' } },
  { flag: false },
  { tags: 'approved' },
  { n: 9 },
  { n: { $gt: 2 } },
  { $and: [{ status: 'approved' }, { _deleted: { $exists: false } }] },
  { $or: [{ tags: 'x' }, { status: 'pending' }] },
  { nested: { status: 'approved' } },
  { 'nested.status': 'approved' },
  { status: null },
  { status: { $in: ['approved', 'pending'] } },
  { status: /^app/ },
  { status: /PEND/i },
  { tags: /^x$/ },
  { n: /7/ },
  { flag: /true/ },
  { missing: /a/ },
  { $and: [{ status: /a/ }, { _deleted: { $exists: false } }] },
  { status: /p/g },
  { status: { $in: ['approved', null] } },
  { status: { $in: [null] } },
  { n: { $in: [7, 0] } },
  { n: { $in: ['7'] } },
  { flag: { $in: [false] } },
  { tags: { $in: ['x'] } },
  { status: { $in: [] } },
  { referrerId: null },
  { companyId: 'c1', paid: true, $or: [{ referrerId: null }, { referrerId: 'r1' }] },
  { $and: [{ paid: true, $or: [{ referrerId: null }, { referrerId: 'r1' }] }, { status: { $in: ['rejected', 'approved'] } }] },
];

describe('simple filters on the memory read store', () => {
  it.each(filters.map((filter) => [JSON.stringify(filter, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value)), filter] as const))(
    'match exactly the documents mingo matches: %s',
    (_label, filter) => {
      const query = new Query(filter);
      const simple = compileSimpleFilter(filter);
      const ours = docs.filter((doc) => (simple ? (simple(doc) ?? query.test(doc)) : query.test(doc))).map((doc) => doc._id);
      expect(ours).toEqual(docs.filter((doc) => query.test(doc)).map((doc) => doc._id));
    },
  );

  it('compiles the filters projections and the authenticator use most, and leaves the rest to mingo', () => {
    expect(compileSimpleFilter({ _id: 'u1', $or: [{ _position: { $lt: 7 } }, { _position: { $exists: false } }] })).not.toBeNull();
    expect(compileSimpleFilter({ currentStatus: 'approved' })).not.toBeNull();
    expect(compileSimpleFilter({ status: { $in: ['a', null] } })).not.toBeNull();
    expect(compileSimpleFilter({ status: { $in: [/a/] } })).toBeNull();
    expect(compileSimpleFilter({ status: { $in: [{ a: 1 }] } })).toBeNull();
    expect(compileSimpleFilter({ 'nested.status': 'a' })).toBeNull();
    expect(compileSimpleFilter({ status: /a/i })).not.toBeNull();
    expect(compileSimpleFilter({ status: { $regex: 'a' } })).toBeNull();
    expect(compileSimpleFilter({ status: null })).not.toBeNull();
    expect(compileSimpleFilter({ companyId: 'c', paid: true, $or: [{ referrerId: null }, { referrerId: 'r' }] })).not.toBeNull();
  });
});
