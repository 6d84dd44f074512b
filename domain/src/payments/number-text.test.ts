import { describe, expect, it } from 'vitest';
import { numberFromText } from './number-text.ts';

describe('numberFromText (a form field, read as the API would read a JSON number)', () => {
  it.each<[string, number]>([
    ['10', 10],
    [' 10 ', 10],
    ['0', 0],
    ['-5', -5],
    ['19.99', 19.99],
    ['0.5', 0.5],
    ['007', 7],
  ])('reads %j as %j', (text, number) => expect(numberFromText(text)).toBe(number));

  it.each(['0x10', '1e3', '', '   ', '1.', '.5', '1,000', '10 credits', '--5', '+5', 'Infinity', '1.2.3', 'x10', '10x'])(
    'leaves %j as it is typed, for the schema to refuse',
    (text) => expect(numberFromText(text)).toBe(text),
  );

  it('leaves anything that is not text as it is', () => {
    const list = [10];
    expect(numberFromText(list)).toBe(list);
    expect(numberFromText(12)).toBe(12);
    expect(numberFromText(null)).toBeNull();
    expect(numberFromText(undefined)).toBeUndefined();
  });
});
