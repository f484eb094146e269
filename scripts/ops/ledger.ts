/**
 * The crash test's ledger: every write it sent, what the server answered, and the comparison
 * with what the database and the disk hold afterwards. Pure: no I/O, so the rules are tested.
 */

export const WRITE_KINDS = [
  'upload',
  'bid',
  'bid_comment',
  'task',
  'task_status',
  'task_comment',
  'notification',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/**
 * How a write ended: `acked` a 2xx with the record's id, `refused` a 4xx (nothing stored),
 * `cut` no answer (the server was killed with it in flight: stored or not, never half).
 */
export type Outcome = 'pending' | 'acked' | 'refused' | 'cut';

export interface Attempt {
  kind: WriteKind;
  /**
   * What finds the write's record again: a text it alone carries (description, message), the
   * SHA-256 of an upload's bytes, or for a status move `task:<id>`.
   */
  marker: string;
  outcome: Outcome;
  /** The id the server answered. */
  id?: number;
  /** A status move's target status. */
  value?: string;
  /** Sent with an `Idempotency-Key`: a cut one is retried with the same key and body. */
  idempotent: boolean;
  /** Times it was sent again after a cut. */
  retries: number;
  /** The last answer was a replay of the first request's (`Idempotent-Replayed: true`). */
  replayed: boolean;
}

/** A record as found afterwards, with whatever keeps it from being whole. */
export interface Found {
  id: number;
  marker: string;
  problems: string[];
}

export interface Observed {
  /** By kind (status moves are read from `taskStatus`). */
  records: Partial<Record<WriteKind, Found[]>>;
  /** Each task's status now, by id. */
  taskStatus: Map<number, string>;
}

export interface KindCount {
  kind: WriteKind;
  /** Writes the server acknowledged (2xx with the id). */
  acked: number;
  /** …found whole, with the id answered. */
  found: number;
  lost: number;
  /** Records of one write found more than once (a retry stored it twice). */
  duplicated: number;
  /** Records found with a missing part (recipients, files, bytes, history). */
  halfWritten: number;
  /** Writes in flight at a kill, never answered. */
  cut: number;
  /** …of which the database holds a whole record. */
  cutStored: number;
  refused: number;
  retried: number;
  replayed: number;
}

export interface Comparison {
  counts: KindCount[];
  /** One line per problem, to print under the table. */
  problems: string[];
}

const emptyCount = (kind: WriteKind): KindCount => ({
  kind,
  acked: 0,
  found: 0,
  lost: 0,
  duplicated: 0,
  halfWritten: 0,
  cut: 0,
  cutStored: 0,
  refused: 0,
  retried: 0,
  replayed: 0,
});

const byMarker = (rows: Found[]) => {
  const map = new Map<string, Found[]>();
  for (const row of rows) map.set(row.marker, [...(map.get(row.marker) ?? []), row]);
  return map;
};

/**
 * The statuses a task may have now: the last acknowledged move's, or that of any move cut off
 * after it (it may have committed before the kill); with no acknowledged move, its first status
 * too. Moves are in the order they were sent; one task is moved by one connection at a time.
 */
export const allowedStatuses = (moves: Attempt[], initial: string): Set<string> => {
  let allowed = new Set([initial]);
  for (const move of moves) {
    if (move.outcome === 'acked') allowed = new Set([move.value ?? '']);
    else if (move.outcome === 'cut' || move.outcome === 'pending') allowed.add(move.value ?? '');
  }
  return allowed;
};

const countRecord = (count: KindCount, attempt: Attempt, rows: Found[], problems: string[]) => {
  const label = `${attempt.kind} ${attempt.marker.slice(0, 24)}`;
  if (rows.length > 1) {
    count.duplicated++;
    problems.push(`${label}: stored ${rows.length} times (ids ${rows.map((r) => r.id)})`);
  }
  const broken = rows.filter((r) => r.problems.length > 0);
  if (broken.length > 0) {
    count.halfWritten++;
    for (const r of broken) problems.push(`${label} (id ${r.id}): ${r.problems.join('; ')}`);
  }
  if (attempt.outcome === 'acked') {
    if (rows.length === 0) {
      count.lost++;
      problems.push(`${label}: acknowledged as id ${attempt.id}, not in the database`);
    } else if (!rows.some((r) => r.id === attempt.id)) {
      count.lost++;
      problems.push(`${label}: acknowledged as id ${attempt.id}, stored as ${rows[0].id}`);
    } else if (broken.length === 0 && rows.length === 1) count.found++;
  } else if (attempt.outcome === 'cut' && rows.length > 0 && broken.length === 0) {
    count.cutStored++;
  }
};

/** Compares every write sent with what was found: the table's counts and each problem. */
export const compareLedger = (
  attempts: Attempt[],
  observed: Observed,
  initialTaskStatus = 'new',
): Comparison => {
  const counts = new Map(WRITE_KINDS.map((k) => [k, emptyCount(k)]));
  const problems: string[] = [];
  const found = new Map(WRITE_KINDS.map((k) => [k, byMarker(observed.records[k] ?? [])] as const));
  const movesByTask = new Map<string, Attempt[]>();
  for (const attempt of attempts) {
    const count = counts.get(attempt.kind) ?? emptyCount(attempt.kind);
    if (attempt.outcome === 'acked') count.acked++;
    if (attempt.outcome === 'cut' || attempt.outcome === 'pending') count.cut++;
    if (attempt.outcome === 'refused') count.refused++;
    count.retried += attempt.retries;
    if (attempt.replayed) count.replayed++;
    if (attempt.kind === 'task_status') {
      movesByTask.set(attempt.marker, [...(movesByTask.get(attempt.marker) ?? []), attempt]);
      continue;
    }
    if (attempt.outcome === 'refused') continue;
    countRecord(count, attempt, found.get(attempt.kind)?.get(attempt.marker) ?? [], problems);
  }
  const statusCount = counts.get('task_status') ?? emptyCount('task_status');
  for (const [marker, moves] of movesByTask) {
    const taskId = Number(marker.split(':')[1]);
    const now = observed.taskStatus.get(taskId);
    const allowed = allowedStatuses(moves, initialTaskStatus);
    const acked = moves.filter((m) => m.outcome === 'acked');
    if (now !== undefined && allowed.has(now)) {
      statusCount.found += acked.length;
      continue;
    }
    // The last acknowledged move is the one lost; those before it were superseded anyway.
    statusCount.found += Math.max(0, acked.length - 1);
    statusCount.lost += acked.length > 0 ? 1 : 0;
    problems.push(
      `task ${taskId}: status ${now ?? 'missing'}, expected ${[...allowed].join(' or ')}`,
    );
  }
  return { counts: [...counts.values()], problems };
};

/** The counts of every kind added up. */
export const totalOf = (counts: KindCount[]): Omit<KindCount, 'kind'> => {
  const total = emptyCount('upload');
  for (const c of counts) {
    for (const key of Object.keys(total) as (keyof KindCount)[]) {
      if (key !== 'kind') total[key] += c[key];
    }
  }
  const { kind: _kind, ...rest } = total;
  return rest;
};

/** Whether the run lost or broke anything. */
export const anyLoss = ({ counts, problems }: Comparison) => {
  const t = totalOf(counts);
  return t.lost + t.duplicated + t.halfWritten > 0 || problems.length > 0;
};
