import { describe, expect, it } from 'vitest';
import type { Doc } from '../ports/read-store.ts';
import { foldCase, literalOf, SearchIndex } from './search-index.ts';

const literal = (word: string) => new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
const search = (...words: string[]) => ({ $and: words.map((word) => ({ $or: [{ first: literal(word) }, { email: literal(word) }] })) });

const indexOf = (docs: Doc[]) => {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  return { index: new SearchIndex('search', ['first', 'email'], (id) => byId.get(id), docs), byId };
};
const ids = (docs: Doc[] | null) => docs?.map((doc) => doc._id).sort() ?? null;

describe('the read store’s search index', () => {
  it('hands a search only the documents holding its words, out of thousands', () => {
    const docs: Doc[] = Array.from({ length: 5000 }, (_, n) => ({ _id: `u${n}`, first: n === 4321 ? 'Zelda' : 'Olivia', email: `olivia.${n}@example.com` }));
    const { index } = indexOf(docs);
    expect(ids(index.candidates(search('zeld')))).toEqual(['u4321']);
    expect(ids(index.candidates(search('olivia.123@')))).toEqual(['u123']);
    expect(ids(index.candidates(search('nobody-at-all')))).toEqual([]);
    // the narrowest word decides
    expect(ids(index.candidates(search('example', '.4321@')))).toEqual(['u4321']);
  });

  it('follows changes and deletes, and always hands over a document whose field is not a string', () => {
    const { index, byId } = indexOf([
      { _id: 'a', first: 'Ava', email: 'ava@example.com' },
      { _id: 'b', first: ['Ben', 'Benny'], email: null },
    ]);
    const before = byId.get('a');
    const after = { _id: 'a', first: 'Charlotte', email: 'ava@example.com' };
    byId.set('a', after);
    index.write(before, after);
    expect(ids(index.candidates(search('charl')))).toEqual(['a', 'b']);
    expect(ids(index.candidates(search('nobody')))).toEqual(['b']);
    index.write(byId.get('b'), undefined);
    byId.delete('b');
    expect(ids(index.candidates(search('nobody')))).toEqual([]);
  });

  it('leaves a filter that is not a search over its fields to a look at every document', () => {
    const { index } = indexOf([{ _id: 'a', first: 'Ava', email: 'ava@example.com' }]);
    expect(index.candidates({ first: /^a/i })).toBeNull();
    expect(index.candidates({ first: /ava/u })).toBeNull();
    expect(index.candidates({ lastName: /ava/i })).toBeNull();
    expect(index.candidates({ first: 'Ava' })).toBeNull();
    expect(index.candidates({ $or: [{ first: /ava/i }, { age: 3 }] })).toBeNull();
  });

  it('reads a pattern as the text it stands for only when it is a literal, and folds case as a case-blind pattern does', () => {
    expect(literalOf(literal('a.b (c)?'))).toBe('a.b (c)?');
    expect(literalOf(/a.b/i)).toBeNull();
    expect(literalOf(/\d/)).toBeNull();
    expect(literalOf(/(?:)/i)).toBeNull();
    expect(foldCase('Zoë σίγμα ß')).toBe('ZOË ΣΊΓΜΑ ß');
    // nothing beyond ASCII folds into ASCII: the Kelvin sign stays itself, as /k/i does not match it
    expect(foldCase('\u212a')).toBe('\u212a');
    expect(/k/i.test('\u212a')).toBe(false);
  });
});
