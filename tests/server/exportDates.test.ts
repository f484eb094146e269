import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMAT } from '../../server/lib/excel';
import { sheetDates } from '../../server/lib/sheetDates';
import { TIME_ZONE } from '../../src/domain/constants';
import { auth, createTestApp, login, type TestContext } from './helpers';

const DAY = 86_400_000;

const ALMATY = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time in Almaty that `Intl` gives for an instant, as `YYYY-MM-DD HH:MM:SS`. */
const almaty = (value: string) => {
  const parts = Object.fromEntries(
    ALMATY.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/** A serial's wall-clock time to the second (as `Intl` writes it: the milliseconds dropped). */
const wallClock = (serial: number) =>
  new Date(Math.round((serial - 25_569) * DAY)).toISOString().slice(0, 19).replace('T', ' ');

/** Instants from `from`, `step` milliseconds apart (an odd step reaches every minute). */
const instants = (from: number, step: number, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(from + i * step).toISOString());

describe('sheet dates', () => {
  it('hold Almaty’s wall-clock time over three years', () => {
    const at = sheetDates();
    for (const value of instants(Date.UTC(2023, 0, 1), 7 * 60_000 + 13_417, 40_000)) {
      expect(wallClock(at(value)?.serial ?? 0)).toBe(almaty(value));
    }
  });

  it('follow the change of Kazakhstan to UTC+5 on 1 March 2024 minute by minute', () => {
    const at = sheetDates();
    for (const value of instants(Date.UTC(2024, 1, 29, 15), 29_000, 1_000)) {
      expect(wallClock(at(value)?.serial ?? 0)).toBe(almaty(value));
    }
    expect(wallClock(at('2024-02-29T17:59:00Z')?.serial ?? 0)).toBe('2024-02-29 23:59:00');
    expect(wallClock(at('2024-02-29T18:00:00Z')?.serial ?? 0)).toBe('2024-02-29 23:00:00');
  });

  it('are empty for no date', () => {
    expect(sheetDates()(null)).toBeNull();
    expect(sheetDates()('not a date')).toBeNull();
  });
});

describe('every export writes dates as date cells', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** An export read back with ExcelJS: its header row and its first data row. */
  const exported = async (who: string, path: string, list: string) => {
    const headers = auth(await login(ctx.app, who));
    const res = await ctx.app.inject({ method: 'POST', url: path, headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = (await ctx.app.inject({ url: `${list}?range=[0,99]`, headers })).json();
    return { sheet, records: rows as { created_at: string }[] };
  };

  it.each([
    ['superadmin', '/api/download/excel/demo-requests', '/api/demo-requests', 'Поступила'],
    ['superadmin', '/api/download/excel/support-messages', '/api/support-messages', 'Поступило'],
    ['landlord', '/api/download/excel/application-forms', '/api/application-forms', 'Поступила'],
    ['landlord', '/api/download/excel/bids', '/api/bids', 'Создана'],
  ])('%s: %s', async (who, path, list) => {
    const { sheet, records } = await exported(who, path, list);
    const titles = (sheet.getRow(1).values as string[]).slice(1);
    const row = sheet.getRow(2);
    const dated = titles
      .map((title, i) => ({ title, cell: row.getCell(i + 1) }))
      .filter(({ cell }) => cell.value instanceof Date);
    expect(dated.length).toBeGreaterThan(0);
    for (const { cell } of dated) {
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe(DATE_FORMAT);
    }
    // One of them is a record's creation, as Almaty's wall-clock time.
    const created = new Set(records.map((r) => almaty(r.created_at)));
    const shown = dated.map(({ cell }) => wallClock((cell.value as Date).getTime() / DAY + 25_569));
    expect(shown.some((text) => created.has(text))).toBe(true);
    // No date is left as text.
    for (let i = 1; i <= titles.length; i++) {
      expect(String(row.getCell(i).value ?? '')).not.toMatch(/^\d{2}[./]\d{2}[./]\d{4},/);
    }
  });
});
