import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_STATES, hoursText, timesheetQuery } from '../../../src/domain/time';
import { type ExcelColumn, streamExcel } from '../../lib/excel';
import { EXPORT_BATCH } from '../../lib/exportRoute';
import { translate } from '../../lib/i18n';
import { binaryBody } from '../../lib/responses';
import { currentUser } from '../../plugins/access';
import { readTimesheet } from './sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Sheet = Awaited<ReturnType<typeof readTimesheet>>;

/** A line of the sheet: an employee's codes, the hours under them, or a line of the legend. */
interface SheetLine {
  number: number | null;
  name: string;
  position: string | null;
  days: (string | number | null)[];
  totals: (string | number | null)[];
}

const totalsOf = (row: Sheet['rows'][number]) => [
  row.totals.days_worked,
  row.totals.hours,
  row.totals.late_count,
  row.totals.late_minutes,
  row.totals.early_count,
  row.totals.absences,
];

/**
 * A Т-12-like grid: for each employee a line of day codes and, under it, the hours worked each
 * day, then the month's totals; the legend after the last employee.
 */
const sheetLines = (sheet: Sheet, t: (key: string) => string): SheetLine[] => {
  const lines: SheetLine[] = [];
  sheet.rows.forEach((row, i) => {
    lines.push({
      number: i + 1,
      name: row.full_name,
      position: row.position,
      days: row.cells.map((c) => c.code),
      totals: totalsOf(row),
    });
    lines.push({
      number: null,
      name: '',
      position: null,
      days: row.cells.map((c) => (c.minutes === null ? null : hoursText(c.minutes))),
      totals: [],
    });
  });
  lines.push({ number: null, name: '', position: null, days: [], totals: [] });
  lines.push({ number: null, name: t('legend'), position: null, days: [], totals: [] });
  for (const state of DAY_STATES) {
    lines.push({
      number: null,
      name: `${sheet.legend[state]} — ${t(`states.${state}`)}`,
      position: null,
      days: [],
      totals: [],
    });
  }
  return lines;
};

const TOTALS = ['days_worked', 'hours', 'late_count', 'late_minutes', 'early_count', 'absences'];

const columns = (sheet: Sheet, t: (key: string) => string): ExcelColumn<SheetLine>[] => [
  { header: '№', width: 5, value: (l) => l.number },
  { header: t('employee'), width: 30, value: (l) => l.name },
  { header: t('position'), width: 18, value: (l) => l.position },
  ...sheet.days.map((d, i) => ({
    header: String(Number(d.day.slice(8))),
    width: 5,
    value: (l: SheetLine) => l.days[i] ?? null,
  })),
  ...TOTALS.map((key, i) => ({
    header: t(`totals.${key}`),
    width: 11,
    value: (l: SheetLine) => l.totals[i] ?? null,
  })),
];

/**
 * `POST /api/download/excel/timesheet` `{month, department?, object_id?}`: the month's timesheet
 * as the screen shows it, as a Т-12-like workbook, for whoever may export timesheets.
 */
export const timesheetExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download/excel/timesheet',
    {
      preValidation: [app.authenticate, app.requireAccess('time', 'export')],
      schema: {
        tags: ['time'],
        summary: 'The month’s timesheet as a Т-12-like .xlsx workbook',
        body: timesheetQuery,
        response: { 200: binaryBody(XLSX, 'The timesheet as an .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sheet = await readTimesheet(await app.reportDb(request), user, request.body);
      const t = (key: string) => translate(user.locale, `resources.time.sheet.${key}`);
      const lines = sheetLines(sheet, t);
      return streamExcel<SheetLine>(reply, {
        fileName: `timesheet-${sheet.month}.xlsx`,
        sheet: `${t('title')} ${sheet.month}`.slice(0, 31),
        columns: columns(sheet, t),
        next: async (batch) => {
          const part = lines.slice(batch * EXPORT_BATCH, (batch + 1) * EXPORT_BATCH);
          return part.length > 0 ? part : null;
        },
      });
    },
  );
};
