import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['Sam Seeker', 'Sam Seeker'],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+61 400 000 000', `'+61 400 000 000`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `"'\rcmd"`],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('%j is written as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers (negative ones too), booleans and nothing as they are', () => {
    expect([csvCell(-5), csvCell(42), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['-5', '42', 'true', '', '']);
  });

  it('makes a document of a header and rows, each line ended by CRLF', () => {
    expect(
      toCsv(
        ['Who', 'What'],
        [
          ['=1+1', 'a,b'],
          ['Mia', null],
        ],
      ),
    ).toBe(`Who,What\r\n'=1+1,"a,b"\r\nMia,\r\n`);
  });
});
