import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox, pushTokens } from '../../db/schema';
import { PushSendError, type PushTransport } from './transport';

export interface PushSenderOptions {
  /** Rows claimed at once. */
  batchSize: number;
  /** A send that has not answered by then counts as failed and is retried. */
  timeoutMs: number;
  /** Attempts before a row is given up (`failed_at`). */
  maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after `attempt` failed. */
  backoffMs(attempt: number): number;
  /** Sends in flight at once. */
  concurrency: number;
}

export const PUSH_SENDER_DEFAULTS: PushSenderOptions = {
  batchSize: 100,
  timeoutMs: 10_000,
  maxAttempts: 5,
  backoffMs: (attempt) => 30_000 * 2 ** (attempt - 1),
  concurrency: 10,
};

/** Why a row was given up without a send (kept in `last_error`). */
export const PUSH_OFF = 'push is off: no Firebase credentials';
export const NO_DEVICES = 'no registered device';

/** What one run did, row by row: the test push tells its caller. */
export interface PushRun {
  sent: number;
  retried: number;
  failed: number;
  /** Device tokens FCM no longer knows, deleted. */
  invalidTokens: number;
  rows: {
    id: number;
    outcome: 'sent' | 'retry' | 'failed';
    devices: number;
    error: string | null;
  }[];
}

interface Claimed {
  id: number;
  user_id: number;
  title: string;
  body: string;
  link: string | null;
  attempts: number;
}

type SendResult = { ok: true } | { ok: false; error: PushSendError };

const withTimeout = (send: Promise<void>, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PushSendError('timeout', `no answer in ${ms} ms`)),
      ms,
    );
    send.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Runs `work` on every item, at most `limit` at once. */
const inPool = async <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/**
 * Claims due rows (`FOR UPDATE SKIP LOCKED`, so processes never take the same row) and leases
 * them until every send could have timed out; a process that dies mid-send leaves them to the
 * next run. Each claim counts as an attempt. The statement commits at once: no transaction is
 * held open while FCM answers.
 */
const claim = async (db: Db, now: Date, opts: PushSenderOptions, ids?: number[]) => {
  const leaseUntil = new Date(now.getTime() + opts.timeoutMs * 2 + 60_000).toISOString();
  // The test push names its own row and sends it at once, whatever its time. Due is by the
  // database's clock, which wrote the row's time (microseconds, where ours has milliseconds).
  const which = ids ? inArray(pushOutbox.id, ids) : sql`next_attempt_at <= now()`;
  const result = await db.execute(sql`
    update push_outbox set attempts = attempts + 1, next_attempt_at = ${leaseUntil}
    where id in (
      select id from push_outbox
      where sent_at is null and failed_at is null and ${which}
      order by next_attempt_at, id
      limit ${opts.batchSize}
      for update skip locked)
    returning id, user_id, title, body, link, attempts`);
  return (result.rows as unknown as Claimed[]).map((r) => ({ ...r, id: Number(r.id) }));
};

const errorOf = (error: unknown) =>
  error instanceof PushSendError ? error : new PushSendError('unknown', String(error));

/**
 * Sends the claimed rows to each of their users' devices. A row is sent when one device took
 * it; retried with backoff when none did and some failed for a reason other than an unknown
 * token; given up after its last attempt, or at once when its user has no device left.
 */
const sendBatch = async (
  db: Db,
  transport: PushTransport,
  rows: Claimed[],
  opts: PushSenderOptions,
  run: PushRun,
) => {
  const tokens = await db
    .select({ token: pushTokens.token, user_id: pushTokens.user_id })
    .from(pushTokens)
    .where(inArray(pushTokens.user_id, [...new Set(rows.map((r) => r.user_id))]));
  const sends = rows.flatMap((row) =>
    tokens.filter((t) => t.user_id === row.user_id).map((t) => ({ row, token: t.token })),
  );
  const results = await inPool(sends, opts.concurrency, async ({ row, token }) => {
    try {
      await withTimeout(
        transport.send(token, { title: row.title, body: row.body, link: row.link }),
        opts.timeoutMs,
      );
      return { ok: true } as SendResult;
    } catch (error) {
      return { ok: false, error: errorOf(error) } as SendResult;
    }
  });
  const invalid = sends
    .filter((_, i) => {
      const result = results[i];
      return !result.ok && result.error.invalidToken;
    })
    .map((s) => s.token);
  if (invalid.length > 0) await db.delete(pushTokens).where(inArray(pushTokens.token, invalid));
  run.invalidTokens += invalid.length;

  const now = new Date();
  for (const row of rows) {
    const mine = results.filter((_, i) => sends[i].row === row);
    const failures = mine.flatMap((r) => (r.ok ? [] : [r.error]));
    const transient = failures.filter((e) => !e.invalidToken);
    const error =
      failures.length > 0 ? failures.map((e) => `${e.code}: ${e.message}`).join('; ') : null;
    let outcome: 'sent' | 'retry' | 'failed';
    let set: Partial<typeof pushOutbox.$inferInsert>;
    if (mine.some((r) => r.ok)) {
      outcome = 'sent';
      set = { sent_at: now.toISOString(), last_error: error };
    } else if (transient.length > 0 && row.attempts < opts.maxAttempts) {
      outcome = 'retry';
      const next = new Date(now.getTime() + opts.backoffMs(row.attempts));
      set = { next_attempt_at: next.toISOString(), last_error: error };
    } else {
      outcome = 'failed';
      set = { failed_at: now.toISOString(), last_error: error ?? NO_DEVICES };
    }
    await db.update(pushOutbox).set(set).where(sql`${pushOutbox.id} = ${row.id}`);
    run[outcome === 'retry' ? 'retried' : outcome]++;
    run.rows.push({ id: row.id, outcome, devices: mine.length, error: set.last_error ?? null });
  }
};

/**
 * Sends the due pushes in batches until none is due (or only `ids`, for the test push). Without
 * a transport (no credentials) every waiting row is given up at once as "push is off".
 */
export const sendDuePushes = async (
  db: Db,
  transport: PushTransport | null,
  options: Partial<PushSenderOptions> = {},
  ids?: number[],
): Promise<PushRun> => {
  const opts = { ...PUSH_SENDER_DEFAULTS, ...options };
  const run: PushRun = { sent: 0, retried: 0, failed: 0, invalidTokens: 0, rows: [] };
  if (!transport) {
    const off = await db
      .update(pushOutbox)
      .set({ failed_at: new Date().toISOString(), last_error: PUSH_OFF })
      .where(
        and(
          isNull(pushOutbox.sent_at),
          isNull(pushOutbox.failed_at),
          ids ? inArray(pushOutbox.id, ids) : undefined,
        ),
      )
      .returning({ id: pushOutbox.id });
    run.failed = off.length;
    run.rows = off.map((r) => ({ id: r.id, outcome: 'failed', devices: 0, error: PUSH_OFF }));
    return run;
  }
  for (;;) {
    const rows = await claim(db, new Date(), opts, ids);
    if (rows.length === 0) return run;
    await sendBatch(db, transport, rows, opts, run);
    if (rows.length < opts.batchSize) return run;
  }
};
