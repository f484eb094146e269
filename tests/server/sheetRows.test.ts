import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  sheetDay,
  sheetMoney,
  sheetRowsXml,
  xmlText,
} from '../../server/lib/sheetRows';

describe('sheet rows', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes markup and drops the control characters XML does not allow', () => {
    expect(xmlText('a < b & "c" > \'d\'')).toBe('a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;');
    expect(xmlText('line\u0001\u0008\u000b\u001f\u007f end\ttab\nnew')).toBe('line end\ttab\nnew');
  });

  it('writes strings as text (a leading = is no formula), numbers as numbers, nothing for empty', () => {
    const rows = [
      { a: '=SUM(A1:A9)', b: 5, c: null },
      { a: '', b: Number.NaN, c: 'x' },
    ];
    const xml = sheetRowsXml(rows, [(r) => r.a, (r) => r.b, (r) => r.c], 7);
    expect(xml).toBe(
      '<row r="7"><c r="A7" t="str"><v>=SUM(A1:A9)</v></c><c r="B7"><v>5</v></c></row>' +
        '<row r="8"><c r="C8" t="str"><v>x</v></c></row>',
    );
  });

  it('writes a date as its serial number in the date style, and nothing for an impossible one', () => {
    const rows = [{ at: { serial: 46083.395833333336 } }, { at: { serial: Number.NaN } }];
    expect(sheetRowsXml(rows, [(r) => r.at], 2, { date: 7, day: 8, money: 9 })).toBe(
      '<row r="2"><c r="A2" s="7"><v>46083.395833333336</v></c></row><row r="3"></row>',
    );
  });

  it('writes a day and money in their own styles', () => {
    const rows = [{ day: sheetDay('2027-03-01'), rent: sheetMoney(1234567.5) }];
    expect(
      sheetRowsXml(rows, [(r) => r.day, (r) => r.rent], 2, { date: 7, day: 8, money: 9 }),
    ).toBe('<row r="2"><c r="A2" s="8"><v>46447</v></c><c r="B2" s="9"><v>1234567.5</v></c></row>');
    expect(sheetDay(null)).toBeNull();
  });
});
