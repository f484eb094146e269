import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface ExcelColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

/**
 * Streams an .xlsx to the reply: rows come in batches from `next` (null when done), are written
 * as they arrive and never held all at once. Every value is written as plain data (a string that
 * starts with `=` stays text, never a formula).
 */
export const streamExcel = async <T>(
  reply: FastifyReply,
  opts: {
    fileName: string;
    sheet: string;
    columns: ExcelColumn<T>[];
    next: (batch: number) => Promise<T[] | null>;
  },
) => {
  const stream = new PassThrough();
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${opts.fileName}"`)
    .header('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(opts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = opts.columns.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for (let batch = 0; ; batch++) {
      const rows = await opts.next(batch);
      if (!rows) break;
      for (const row of rows) {
        sheet.addRow(opts.columns.map((c) => c.value(row) ?? '')).commit();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed');
    stream.destroy(error as Error);
  });
  return reply.send(stream);
};
