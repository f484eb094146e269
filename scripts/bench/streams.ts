import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import {
  landlords,
  notificationRecipients,
  notifications,
  sessions,
  users,
} from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { signEventTicket } from '../../server/lib/eventTickets';
import { announce } from '../../server/lib/liveHints';
import { resolveSecret } from '../../server/lib/secrets';
import { openBenchDatabase } from './database';

/**
 * `npm run bench:streams`: 1,000 live streams (`GET /api/events`) open on one process, one per
 * user of the demo landlord, then a notification to all of them and a changed request. Prints
 * the process's memory before the streams, with them open, and after each broadcast, and exits 1
 * when the streams' memory does not stay flat (more than 40 KB a stream, or a broadcast growing
 * the heap by more than 20 MB once collected). PGlite by default, BENCH_DATABASE_URL a server.
 */
const STREAMS = 1000;
const PER_STREAM_KB = 40;
const BROADCAST_MB = 20;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const progress = (text: string) => process.stderr.write(`${text}\n`);

const collect = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

/** One stream read by a bare HTTP client: counts the events of each kind it receives. */
const openStream = (base: string, ticket: string, counts: Map<string, number>, agent: http.Agent) =>
  new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${base}/api/events?ticket=${ticket}`, { agent }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
      response.setEncoding('utf8');
      let first = true;
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^event: (\w+)$/gm)) {
          counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
        }
        if (first && chunk.includes('event: unread')) {
          first = false;
          resolve(request);
        }
      });
    });
    request.on('error', reject);
  });

const until = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const main = async () => {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  const { database } = bench;
  try {
    progress(`Database: ${bench.label}`);
    await database.migrate();
    await seed(database.db, { demo: true });
    const app = await buildApp(
      loadConfig({
        DATA_DIR: bench.dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        STATIC_DIR: path.join(bench.dataDir, 'no-build'),
      }),
      { database, scheduler: false, logger: false },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const db = app.db;
    const [landlord] = await db.select().from(landlords).where(eq(landlords.name, 'ТРЦ Арай'));
    const [owner] = await db.select().from(users).where(eq(users.login, 'landlord'));
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: STREAMS }, (_, i) => ({
          login: `stream_${i}`,
          password_hash: owner.password_hash,
          full_name: `Stream ${i}`,
          role: 'landlord',
          landlord_id: landlord.id,
        })),
      )
      .returning({ id: users.id });
    const expires = new Date(Date.now() + 3600_000).toISOString();
    const opened = await db
      .insert(sessions)
      .values(
        people.map((p) => ({
          id: randomUUID(),
          user_id: p.id,
          remember: false,
          expires_at: expires,
        })),
      )
      .returning({ id: sessions.id, user_id: sessions.user_id });
    const secret = await resolveSecret(db, 'jwt_secret');
    const tickets = opened.map(
      (s) => signEventTicket(secret, { session_id: s.id, user_id: s.user_id }).ticket,
    );

    const counts = new Map<string, number>();
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    // Warm up: one stream opened and closed, so code and pools are loaded before measuring
    // (with a ticket of its own: a ticket opens one stream).
    const warmUp = signEventTicket(secret, {
      session_id: opened[0].id,
      user_id: opened[0].user_id,
    });
    (await openStream(base, warmUp.ticket, new Map(), agent)).destroy();
    const before = await collect();
    progress(`Opening ${STREAMS} streams…`);
    const requests: http.ClientRequest[] = [];
    for (let i = 0; i < STREAMS; i += 50) {
      requests.push(
        ...(await Promise.all(
          tickets.slice(i, i + 50).map((t) => openStream(base, t, counts, agent)),
        )),
      );
    }
    const open = await collect();

    const started = performance.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({ landlord_id: landlord.id, message: 'Всем', recipient_count: STREAMS })
        .returning();
      await tx
        .insert(notificationRecipients)
        .values(people.map((p) => ({ notification_id: row.id, user_id: p.id })));
      await announce(tx, { type: 'unread', notification_id: row.id });
    });
    await until(() => (counts.get('unread') ?? 0) >= 2 * STREAMS, 'the unread broadcast');
    const unreadMs = performance.now() - started;
    const afterUnread = await collect();

    const changedAt = performance.now();
    await announce(db, { type: 'changed', resource: 'bids', id: 1, landlord_id: landlord.id });
    await until(() => (counts.get('changed') ?? 0) >= STREAMS, 'the changed broadcast');
    const changedMs = performance.now() - changedAt;
    const afterChanged = await collect();

    for (const request of requests) request.destroy();
    agent.destroy();
    await app.close();

    const perStream = (open.rss - before.rss) / STREAMS / 1024;
    const growth = Math.max(afterUnread.heapUsed, afterChanged.heapUsed) - open.heapUsed;
    const rows = [
      ['', 'RSS', 'JS heap'],
      ['before the streams', mb(before.rss), mb(before.heapUsed)],
      [`${STREAMS} streams open`, mb(open.rss), mb(open.heapUsed)],
      [
        `after "unread" to all (${unreadMs.toFixed(0)} ms)`,
        mb(afterUnread.rss),
        mb(afterUnread.heapUsed),
      ],
      [
        `after "changed" to all (${changedMs.toFixed(0)} ms)`,
        mb(afterChanged.rss),
        mb(afterChanged.heapUsed),
      ],
    ];
    process.stdout.write(
      `\n${rows.map((r) => `${r[0].padEnd(36)} ${r[1].padStart(10)} ${r[2].padStart(10)}`).join('\n')}\n`,
    );
    process.stdout.write(
      `\nper stream: ${perStream.toFixed(1)} KB of RSS (server and client sockets in one process); heap growth over the broadcasts: ${mb(growth)}${globalThis.gc ? '' : ' (run with --expose-gc for collected figures)'}\n`,
    );
    const flat = perStream <= PER_STREAM_KB && growth <= BROADCAST_MB * 1024 * 1024;
    process.stdout.write(flat ? 'memory stays flat: ok\n' : 'memory does not stay flat: FAILED\n');
    process.exitCode = flat ? 0 : 1;
  } finally {
    await bench.dispose();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
