/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field in double quotes when it
 * holds a quote, a comma or a line break, a quote doubled inside), UTF-8 with a byte order mark
 * so that Excel reads Cyrillic. A text that a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`, a tab or a carriage return first) gets a leading apostrophe and stays text, as the Excel
 * exports keep every string a string; digits alone (`-12.50`, a phone `+7 701 123-45-67`) name
 * no function or cell and are left as they are.
 */

/** The byte order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const DIGITS_ONLY = /^[-+\d .()]*$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell safe from formula injection. */
export const guardFormula = (text: string) =>
  FORMULA_START.test(text) && !DIGITS_ONLY.test(text) ? `'${text}` : text;

/** A value as its CSV text: none empty, structures (JSON, arrays) as JSON, the rest as text. */
const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** One field: guarded, and quoted when it must be. */
export const csvField = (value: unknown): string => {
  const text = guardFormula(textOf(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One record, with its line end. */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;
