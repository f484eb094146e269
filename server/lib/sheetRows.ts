import type { SheetDate } from './sheetDates';

/**
 * Worksheet rows as SpreadsheetML (`<row>` elements of `<sheetData>`), written as ExcelJS
 * writes them: a string as a plain string value (`t="str"`, never a formula), a finite number
 * as a number, a date or a day as its serial number in the workbook's date or day style, money
 * as a number in the money style, an empty value as no cell.
 */

/** A calendar day as a date cell (a serial without a time of day, in the day style). */
export interface SheetDay {
  readonly day: number;
}

/** An amount of tenge as a number cell in the money style (thousands grouped, two decimals). */
export interface SheetMoney {
  readonly money: number;
}

/** What a column writes into a cell. */
export type SheetValue = string | number | SheetDate | SheetDay | SheetMoney | null;

/** The indexes of the workbook's cell styles typed cells are written in. */
export interface CellStyles {
  date: number;
  day: number;
  money: number;
}

/** A `YYYY-MM-DD` day as a day cell, or empty for none. */
export const sheetDay = (day: string | null): SheetDay | null =>
  day ? { day: Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 25_569 } : null;

/** Tenge as a money cell, or empty for none. */
export const sheetMoney = (amount: number | null): SheetMoney | null =>
  amount === null ? null : { money: amount };

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

const styled = (ref: string, value: number, style: number) =>
  Number.isFinite(value) ? `<c r="${ref}" s="${style}"><v>${value}</v></c>` : '';

const cellXml = (ref: string, value: SheetValue, styles: CellStyles) => {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  }
  if (typeof value === 'object') {
    if ('day' in value) return styled(ref, value.day, styles.day);
    if ('money' in value) return styled(ref, value.money, styles.money);
    return styled(ref, value.serial, styles.date);
  }
  return `<c r="${ref}" t="str"><v>${xmlText(value)}</v></c>`;
};

/**
 * The rows from sheet row `first` on, each cell from its column's value; dates, days and money
 * in their `styles` (indexes of their formats among the workbook's cell styles).
 */
export const sheetRowsXml = <T>(
  rows: T[],
  values: ((row: T) => SheetValue)[],
  first: number,
  styles: CellStyles = { date: 0, day: 0, money: 0 },
) => {
  const letters = values.map((_, i) => columnLetters(i));
  let xml = '';
  rows.forEach((row, index) => {
    const number = first + index;
    xml += `<row r="${number}">`;
    for (let i = 0; i < values.length; i++) {
      xml += cellXml(`${letters[i]}${number}`, values[i](row), styles);
    }
    xml += '</row>';
  });
  return xml;
};
