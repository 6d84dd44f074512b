import { describe, expect, it } from 'vitest';
import { searchPattern } from './search.ts';

describe('a search box pattern', () => {
  it('matches what was typed, ignoring case, and nothing else', () => {
    expect(searchPattern('sam').test('Sam Seeker')).toBe(true);
    expect(searchPattern('a.b').test('a.b@example.com')).toBe(true);
    expect(searchPattern('a.b').test('axb@example.com')).toBe(false);
    expect(searchPattern('C++ (dev)*').test('c++ (DEV)* engineer')).toBe(true);
    expect(searchPattern('^$|[x]\\').test('nothing special')).toBe(false);
  });
});
