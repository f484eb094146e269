import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface ExcelColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

/** A writable of Node's streams or of the `readable-stream` package (no `writableNeedDrain`). */
type DrainingStream = Writable & { _writableState?: { needDrain?: boolean } };

/** Whether a writable asked its writer to wait for `drain`. */
const needsDrain = (target: DrainingStream) =>
  target.writableNeedDrain ?? target._writableState?.needDrain ?? false;

/** Resolves at the writable's next `drain` or `close`, leaving no listener behind. */
const drainedOrClosed = (target: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      target.off('drain', done);
      target.off('close', done);
      resolve();
    };
    target.on('drain', done);
    target.on('close', done);
  });

/**
 * The style of every data cell: one object, so ExcelJS resolves it once (it caches a style by
 * identity) instead of building and serializing a fresh empty style for each cell.
 */
const PLAIN: Partial<ExcelJS.Style> = {};

/**
 * Streams an .xlsx to the reply: rows come in batches from `next` (null when done; called once
 * the previous batch has arrived), are written as they arrive and never held all at once. Every value is written as plain data (a string that
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
  // ExcelJS writes the sheet into the zip without waiting; the next batch waits until the zip
  // entry and the response have taken what they were given, so memory stays flat however many
  // rows there are and however slowly the client reads. The zip entry is archiver's
  // `readable-stream` PassThrough, which has no `writableNeedDrain`: its state says it.
  const zipEntry = () =>
    (sheet as unknown as { stream?: { pipes?: DrainingStream[] } }).stream?.pipes?.[0];
  const settle = async () => {
    for (const target of [zipEntry(), stream]) {
      while (target && needsDrain(target) && !target.destroyed) {
        await drainedOrClosed(target);
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** A batch's query, started early: a rejection is read where the batch is awaited. */
  const fetch = (batch: number) => {
    const rows = opts.next(batch);
    rows.catch(() => undefined);
    return rows;
  };
  const write = async () => {
    let pending = fetch(0);
    for (let batch = 0; ; batch++) {
      await settle();
      if (stream.destroyed) return;
      const rows = await pending;
      if (!rows) break;
      // The next batch is read while this one is written (at most two batches in memory).
      pending = fetch(batch + 1);
      for (const row of rows) {
        const added = sheet.addRow(opts.columns.map((c) => c.value(row) ?? ''));
        added.eachCell((cell) => {
          cell.style = PLAIN;
        });
        added.commit();
      }
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
