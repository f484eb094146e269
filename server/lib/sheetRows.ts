import type { SheetDate } from './sheetDates';

/**
 * Worksheet rows as SpreadsheetML (`<row>` elements of `<sheetData>`), written as ExcelJS
 * writes them: a string as a plain string value (`t="str"`, never a formula), a finite number
 * as a number, a date as its serial number in the workbook's date style, an empty value as no
 * cell.
 */

/** What a column writes into a cell. */
export type SheetValue = string | number | SheetDate | null;

/** `A`, `B`, … `Z`, `AA`, … for a column's 0-based index. */
export const columnLetters = (index: number): string => {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
};

/** XML's markup characters, and the control characters XML 1.0 does not allow at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this finds, to drop them
const UNSAFE = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: markup escaped, forbidden control characters dropped. */
export const xmlText = (text: string) => text.replace(UNSAFE, (c) => ENTITIES[c] ?? '');

const cellXml = (ref: string, value: SheetValue, dateStyle: number) => {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  }
  if (typeof value === 'object') {
    return Number.isFinite(value.serial)
      ? `<c r="${ref}" s="${dateStyle}"><v>${value.serial}</v></c>`
      : '';
  }
  return `<c r="${ref}" t="str"><v>${xmlText(value)}</v></c>`;
};

/**
 * The rows from sheet row `first` on, each cell from its column's value; dates in the style
 * `dateStyle` (the index of a date format among the workbook's cell styles).
 */
export const sheetRowsXml = <T>(
  rows: T[],
  values: ((row: T) => SheetValue)[],
  first: number,
  dateStyle = 0,
) => {
  const letters = values.map((_, i) => columnLetters(i));
  let xml = '';
  rows.forEach((row, index) => {
    const number = first + index;
    xml += `<row r="${number}">`;
    for (let i = 0; i < values.length; i++) {
      xml += cellXml(`${letters[i]}${number}`, values[i](row), dateStyle);
    }
    xml += '</row>';
  });
  return xml;
};
