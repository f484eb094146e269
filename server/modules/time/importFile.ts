import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '../../../src/domain/time';
import { badRequest } from '../../lib/errors';

/** A file's cell: text as written, or a date an Excel cell holds (its wall-clock time as UTC). */
export type ImportCell = string | Date | null;

export interface ImportTable {
  columns: string[];
  rows: ImportCell[][];
}

const tooMany = () => badRequest({ file: 'validation.import_too_many_rows' });

/** UTF-8, or Windows-1251 as older Russian-language systems write their CSV. */
const decode = (body: Buffer) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1251').decode(body);
  }
};

/** The separator the header line uses most: `;` (Russian Excel), `,` or a tab. */
const separatorOf = (line: string) =>
  [';', ',', '\t'].reduce((best, s) => (line.split(s).length > line.split(best).length ? s : best));

/** CSV as RFC 4180 writes it: quoted fields with doubled quotes and line breaks inside. */
export const parseCsv = (text: string): string[][] => {
  const separator = separatorOf(text.slice(0, text.indexOf('\n') >>> 0));
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      if (rows.length > MAX_IMPORT_ROWS + 1) throw tooMany();
      row = [];
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
};

/** A cell of ExcelJS as text or a date: formulas by their result, rich text joined. */
const cellOf = (value: ExcelJS.CellValue): ImportCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return null;
  }
  return String(value);
};

/** What an .xlsx may unpack to: a sheet of 100,000 rows is some 20 MB of XML. */
const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;

/**
 * The bytes a zip (an .xlsx) unpacks to, from its central directory, read before anything is
 * unpacked; null when the directory is not there or uses ZIP64 (sizes beyond 4 GB).
 */
export const unpackedSize = (zip: Buffer): number | null => {
  const from = Math.max(0, zip.length - 65_557);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), zip.length - 22);
  if (end < from) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
};

const readXlsx = async (body: Buffer): Promise<ImportCell[][]> => {
  const unpacked = unpackedSize(body);
  if (unpacked === null) throw badRequest({ file: 'validation.import_unreadable' });
  if (unpacked > MAX_UNPACKED_BYTES) throw tooMany();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw badRequest({ file: 'validation.import_unreadable' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) throw tooMany();
  const rows: ImportCell[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((v) => cellOf(v as ExcelJS.CellValue)));
  });
  return rows;
};

/**
 * An access-control system's export as a table: CSV (any of the usual separators and encodings)
 * or the first sheet of an .xlsx; its first row names the columns.
 */
export const readImportFile = async (name: string, body: Buffer): Promise<ImportTable> => {
  const isXlsx = body.subarray(0, 2).toString('latin1') === 'PK';
  if (!isXlsx && /\.(xlsx|xls)$/i.test(name))
    throw badRequest({ file: 'validation.import_unreadable' });
  const all = isXlsx ? await readXlsx(body) : parseCsv(decode(body));
  if (all.length > MAX_IMPORT_ROWS + 1) throw tooMany();
  const [header, ...rows] = all;
  if (!header || rows.length === 0) throw badRequest({ file: 'validation.import_empty' });
  const columns = header.map((c, i) => {
    const title = c instanceof Date ? c.toISOString() : (c ?? '').trim();
    return title || `#${i + 1}`;
  });
  return { columns, rows };
};

const pad = (n: string) => n.padStart(2, '0');

/** Day and time as Almaty's wall clock → an instant with Almaty's offset; null when unreadable. */
const localInstant = (y: string, mo: string, d: string, h: string, mi: string, s = '00') => {
  const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}+05:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
};

const DATE_TIME = [
  /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/,
  /^(\d{1,2})[./](\d{1,2})[./](\d{4})[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/,
];

const textOf = (cell: ImportCell) =>
  cell instanceof Date ? cell.toISOString().slice(0, 19).replace('T', ' ') : (cell ?? '').trim();

/**
 * A row's moment from its date-and-time column, or its date column and time column: ISO with an
 * offset as written, otherwise the wall-clock time in Almaty (`27.11.2026 09:02`,
 * `2026-11-27 09:02:15`, Excel date cells).
 */
export const instantOf = (at: ImportCell, time: ImportCell | undefined): string | null => {
  const text =
    time === undefined ? textOf(at) : `${textOf(at).slice(0, 10)} ${textOf(time).slice(-8).trim()}`;
  if (/[+-]\d{2}:?\d{2}$|Z$/.test(text) && !Number.isNaN(Date.parse(text))) {
    return new Date(Date.parse(text)).toISOString();
  }
  const iso = DATE_TIME[0].exec(text);
  if (iso) return localInstant(iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]);
  const dotted = DATE_TIME[1].exec(text);
  if (dotted) return localInstant(dotted[3], dotted[2], dotted[1], dotted[4], dotted[5], dotted[6]);
  return null;
};
