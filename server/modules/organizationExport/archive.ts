import { Readable } from 'node:stream';
import archiver, { type Archiver, type ZipEntryData } from 'archiver';
import { and, asc, getTableColumns, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { files, landlords } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { EXPORT_BATCH } from '../../lib/exportRoute';
import type { FileStorage } from '../../lib/files/storage';
import { organizationRows } from '../../lib/scope';
import { CSV_BOM, csvLine } from './csv';
import { EXPORT_TABLES, type ExportTable, organizationFiles } from './tables';

/**
 * Rows written as one piece of text: small enough that each piece dies young in V8's new space
 * (a batch's text at once, a few hundred kilobytes, would go to the large-object space and stay
 * until a full collection, so a long export's memory would climb).
 */
const CHUNK_ROWS = 50;

/** What the manifest says of one CSV. */
interface TableEntry {
  file: string;
  rows: number;
  columns: string[];
}

/**
 * Appends an entry and waits until the archive has written it (entries go one after another, so
 * the next is not read before this one is in the ZIP), or until the export stops.
 */
const addEntry = (
  archive: Archiver,
  source: Readable | Buffer,
  data: ZipEntryData,
  stop: AbortSignal,
) =>
  new Promise<void>((resolve, reject) => {
    if (stop.aborted) {
      reject(stop.reason);
      return;
    }
    const onEntry = () => {
      stop.removeEventListener('abort', onStop);
      resolve();
    };
    const onStop = () => {
      archive.off('entry', onEntry);
      if (source instanceof Readable) source.destroy();
      reject(stop.reason);
    };
    archive.once('entry', onEntry);
    stop.addEventListener('abort', onStop, { once: true });
    archive.append(source, data);
  });

/** The name a column has in its table's row (the key Drizzle reads it under). */
const keyNames = (table: ExportTable) => {
  const all = Object.entries(getTableColumns(table.table));
  return table.keys.map((key) => all.find(([, column]) => column === key)?.[0] as string);
};

/**
 * One table's CSV: the header, then the organization's rows a batch at a time, each read after
 * the last one's keys, so memory holds one batch whatever the table's size.
 */
async function* csvOf(db: Db, table: ExportTable, user: AuthUser, entry: TableEntry) {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table.table)).filter(([name]) => !table.omit?.includes(name)),
  ) as Record<string, AnyPgColumn>;
  const keys = keyNames(table);
  yield CSV_BOM + csvLine(entry.columns);
  let last: Record<string, unknown> | undefined;
  for (;;) {
    const after = last
      ? sql`(${sql.join(table.keys, sql`, `)}) > (${sql.join(
          keys.map((key) => sql`${last?.[key]}`),
          sql`, `,
        )})`
      : undefined;
    const rows = (await db
      .select(columns)
      .from(table.table)
      .where(and(table.rows(user), after))
      .orderBy(...table.keys.map((key) => asc(key)))
      .limit(EXPORT_BATCH)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    entry.rows += rows.length;
    for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
      const chunk = rows.slice(from, from + CHUNK_ROWS);
      yield chunk.map((row) => csvLine(entry.columns.map((name) => row[name]))).join('');
    }
    if (rows.length < EXPORT_BATCH) return;
    last = rows[rows.length - 1];
  }
}

/** A file's name in the archive: its id, then its own name without path or reserved signs. */
export const archivedFileName = (id: number, name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  `files/${id}-${name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 120)}`;

/** The organization's files, a batch at a time. */
async function* filesOf(db: Db, user: AuthUser) {
  let last = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id, name: files.name, key: files.storage_key, size: files.size })
      .from(files)
      .where(and(organizationFiles(user), gt(files.id, last)))
      .orderBy(asc(files.id))
      .limit(EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    last = batch[batch.length - 1].id;
  }
}

/**
 * The organization's data as a ZIP, streamed as it is written: one CSV per table
 * (`EXPORT_TABLES`), the uploaded files under `files/`, and `manifest.json` last (what each CSV
 * holds, how many rows, which files the storage no longer had). Entries are read one after
 * another and only as fast as the client takes them. `done` runs before the archive's last
 * bytes go out, and again (doing nothing then) when the export ends or stopped (the client
 * gone, an error).
 */
export const organizationArchive = (
  deps: { db: Db; storage: FileStorage },
  user: AuthUser,
  done: () => Promise<void>,
) => {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const stopper = new AbortController();
  const stop = (reason: unknown) => {
    if (stopper.signal.aborted) return;
    stopper.abort(reason);
    archive.abort();
  };
  archive.on('error', stop);
  archive.on('close', () => stop(new Error('The export was closed')));
  const write = async () => {
    const tables: TableEntry[] = [];
    for (const table of EXPORT_TABLES) {
      const entry: TableEntry = {
        file: `${table.file}.csv`,
        rows: 0,
        columns: Object.keys(getTableColumns(table.table)).filter((c) => !table.omit?.includes(c)),
      };
      const csv = Readable.from(csvOf(deps.db, table, user, entry), { objectMode: false });
      await addEntry(archive, csv, { name: entry.file }, stopper.signal);
      tables.push(entry);
    }
    const stored = { count: 0, bytes: 0, missing: [] as number[] };
    for await (const file of filesOf(deps.db, user)) {
      const body = await deps.storage.open(file.key);
      if (!body) {
        stored.missing.push(file.id);
        continue;
      }
      // Files are mostly photos and PDFs, compressed already: stored as they are.
      const name = archivedFileName(file.id, file.name);
      await addEntry(archive, body.stream, { name, store: true }, stopper.signal);
      stored.count++;
      stored.bytes += body.size;
    }
    const [organization] = await deps.db
      .select({ id: landlords.id, name: landlords.name, bin: landlords.bin })
      .from(landlords)
      .where(organizationRows(user, landlords.id));
    const manifest = {
      format: 'arenda-crm-organization-export',
      version: 1,
      exported_at: new Date().toISOString(),
      exported_by: { id: user.id, login: user.login },
      organization,
      csv: {
        encoding: 'UTF-8 with a byte order mark',
        separator: ',',
        line_end: 'CRLF',
        quoting: 'RFC 4180',
        formula_guard: "a text starting with = + - @, a tab or CR (not digits alone) begins with '",
        values: 'empty: none; JSON: structures and lists; timestamps: ISO 8601 with offset',
      },
      tables,
      files: { folder: 'files/', name: '<id>-<name>', ...stored },
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(archive, text, { name: 'manifest.json' }, stopper.signal);
    // Freed before the last bytes go out: whoever read them to the end may start the next one.
    await done();
    await archive.finalize();
  };
  write()
    .catch(stop)
    .finally(() => done().catch(() => undefined));
  return archive;
};
