import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { bytesProblem, type FileRowCheck, filesOnDisk, straysOf } from './crashTestDisk';
import type { Found, Observed, WriteKind } from './ledger';

/** What a record should hold besides itself, by marker (files, recipients). */
export type Expected = Map<string, { files: number; recipients?: number }>;

interface RecordQuery {
  kind: WriteKind;
  /** Selects `id`, `marker` and the counts the checks read, for markers like `pattern`. */
  select: (pattern: string) => SQL;
  /** The attachments' entity of its files; none: it holds no files. */
  entity?: string;
  /** Its history's `created` event count must be 1. */
  history?: boolean;
}

const RECORDS: RecordQuery[] = [
  {
    kind: 'bid',
    entity: 'bids',
    history: true,
    select: (p) => sql`select b.id, b.description as marker,
      (select count(*)::int from bid_events e where e.bid_id = b.id and e.type = 'created') as created
      from bids b where b.description like ${p}`,
  },
  {
    kind: 'bid_comment',
    select: (p) => sql`select id, text as marker from bid_comments where text like ${p}`,
  },
  {
    kind: 'task',
    entity: 'tasks',
    history: true,
    select: (p) => sql`select t.id, t.description as marker,
      (select count(*)::int from task_events e where e.task_id = t.id and e.type = 'created') as created
      from tasks t where t.description like ${p}`,
  },
  {
    kind: 'task_comment',
    entity: 'task_comment',
    select: (p) => sql`select id, text as marker from task_comments where text like ${p}`,
  },
  {
    kind: 'notification',
    entity: 'notification',
    select: (p) => sql`select n.id, n.message as marker, n.recipient_count,
      (select count(*)::int from notification_recipients r where r.notification_id = n.id) as recipients
      from notifications n where n.message like ${p}`,
  },
];

type Row = Record<string, unknown> & { id: number; marker: string };

const rowsOf = async <T>(db: Db, query: SQL) => (await db.execute(query)).rows as T[];

/** Every file row, and the bytes on disk. */
const fileState = async (db: Db, filesDir: string) => ({
  rows: await rowsOf<FileRowCheck & { attached_at: string | null; name: string }>(
    db,
    sql`select id, storage_key, checksum, attached_at, name from files`,
  ),
  disk: await filesOnDisk(filesDir),
});

/** The problems of one record: its history, its files (count and bytes), its recipients. */
const problemsOf = (
  q: RecordQuery,
  row: Row,
  expected: Expected,
  held: Map<string, FileRowCheck[]>,
  disk: Map<string, string>,
) => {
  const problems: string[] = [];
  const want = expected.get(row.marker);
  if (q.history && Number(row.created) !== 1) problems.push(`${row.created} created events`);
  if (q.entity) {
    const files = held.get(`${q.entity}:${row.id}`) ?? [];
    if (want && files.length !== want.files) {
      problems.push(`holds ${files.length} of ${want.files} files`);
    }
    for (const f of files) {
      const problem = bytesProblem(f, disk);
      if (problem) problems.push(problem);
    }
  }
  if (q.kind === 'notification') {
    const count = Number(row.recipients);
    if (count === 0 || count !== Number(row.recipient_count)) {
      problems.push(`${count} recipient rows, recipient_count ${row.recipient_count}`);
    }
    if (want?.recipients !== undefined && count !== want.recipients) {
      problems.push(`${count} of ${want.recipients} recipients`);
    }
  }
  return problems;
};

/**
 * Reads back everything a run wrote (its records carry markers starting with `runId`): each
 * record with what keeps it from being whole, the tasks' statuses, and the files' state.
 */
export const observe = async (db: Db, filesDir: string, runId: string, expected: Expected) => {
  const pattern = `${runId}-%`;
  const { rows: fileRows, disk } = await fileState(db, filesDir);
  const attached = await rowsOf<FileRowCheck & { entity: string; entity_id: number }>(
    db,
    sql`select a.entity, a.entity_id, f.id, f.storage_key, f.checksum
      from attachments a join files f on f.id = a.file_id`,
  );
  const held = new Map<string, FileRowCheck[]>();
  for (const a of attached) {
    const key = `${a.entity}:${a.entity_id}`;
    held.set(key, [...(held.get(key) ?? []), a]);
  }
  const records: Observed['records'] = {
    upload: fileRows
      .filter((f) => f.name.startsWith(`${runId}-upload-`))
      .map((f) => {
        const problem = bytesProblem(f, disk);
        return { id: f.id, marker: f.checksum, problems: problem ? [problem] : [] };
      }),
  };
  for (const q of RECORDS) {
    const rows = await rowsOf<Row>(db, q.select(pattern));
    records[q.kind] = rows.map(
      (row): Found => ({
        id: row.id,
        marker: row.marker,
        problems: problemsOf(q, row, expected, held, disk),
      }),
    );
  }
  const statuses = await rowsOf<{ id: number; status: string }>(
    db,
    sql`select id, status from tasks where description like ${pattern}`,
  );
  const observed: Observed = {
    records,
    taskStatus: new Map(statuses.map((t) => [t.id, t.status])),
  };
  return { observed, files: fileSummary(fileRows, disk) };
};

/** Rows without bytes, bytes without a row, and the unattached uploads. */
export const fileSummary = (
  rows: (FileRowCheck & { attached_at: string | null })[],
  disk: Map<string, string>,
) => ({
  rows: rows.length,
  onDisk: disk.size,
  rowsWithoutBytes: rows.filter((r) => !disk.has(r.storage_key)).length,
  bytesWithoutRow: straysOf(disk, rows).length,
  unattached: rows.filter((r) => r.attached_at === null).length,
});
export type FileSummary = ReturnType<typeof fileSummary>;

/**
 * Problems anywhere since the run began, not only in its own records: notifications whose
 * recipients do not add up (the jobs' too), requests and tasks without their `created` event.
 */
export const globalProblems = async (db: Db, since: string) => {
  const counts = await rowsOf<{ what: string; n: number }>(
    db,
    sql`select 'notifications without all their recipients' as what, count(*)::int as n
        from notifications n where n.created_at >= ${since} and n.recipient_count <>
          (select count(*) from notification_recipients r where r.notification_id = n.id)
      union all select 'requests without their created event', count(*)::int from bids b
        where b.created_at >= ${since} and not exists
          (select 1 from bid_events e where e.bid_id = b.id and e.type = 'created')
      union all select 'tasks without their created event', count(*)::int from tasks t
        where t.created_at >= ${since} and not exists
          (select 1 from task_events e where e.task_id = t.id and e.type = 'created')`,
  );
  return counts.filter((c) => c.n > 0).map((c) => `${c.n} ${c.what}`);
};

/**
 * Makes the run's unattached uploads, and the bytes a cut upload left without a row, look a day
 * and an hour old, so that the housekeeping job (which removes uploads no record took after 24
 * hours, and sweeps bytes without a row once they are a day old) removes them now. Returns how
 * many of each.
 */
export const ageUnattached = async (db: Db, filesDir: string, since: string) => {
  const aged = await rowsOf<{ id: number }>(
    db,
    sql`update files set created_at = created_at - interval '25 hours'
      where attached_at is null and created_at >= ${since} returning id`,
  );
  const { rows, disk } = await fileState(db, filesDir);
  const strays = straysOf(disk, rows);
  const dayAgo = new Date(Date.now() - 25 * 3600_000);
  for (const key of strays) {
    await utimes(path.join(filesDir, key.slice(0, 2), key), dayAgo, dayAgo);
  }
  return aged.length + strays.length;
};

/** The file state after the cleanup: what it left and what it should have removed. */
export const afterCleanup = async (db: Db, filesDir: string) => {
  const { rows, disk } = await fileState(db, filesDir);
  const stale = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from files
      where attached_at is null and created_at < now() - interval '24 hours'`,
  );
  return { ...fileSummary(rows, disk), staleUnattached: stale[0]?.n ?? 0 };
};
