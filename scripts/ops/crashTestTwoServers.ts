import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { call, expectStatus, NoAnswer, type Session, signIn } from './apiClient';
import { markdownTable } from './crashTestReport';
import type { Scratch } from './scratchDatabase';
import { freePort, type ServerChild, startServer } from './serverChild';

const MINUTE = 60_000;
/** The jobs whose effects are counted; each is triggered on both servers before the kill. */
const JOBS = ['task-expiry', 'task-reminders', 'calendar-reminders'];
const TASKS = 5;
const EVENTS = 2;
/** B's own timers run each job every minute: a wait for the effects ends well after that. */
const EFFECTS_TIMEOUT_MS = 5 * MINUTE;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TwoServersResult {
  label: string;
  killedAfterS: number;
  /** B's answers from start to end, and those after A was killed. */
  b: { requests: number; errors: number; afterKill: number; errorsAfterKill: number };
  /** Per job effect: how many records got it 0, 1 or more times. */
  effects: { effect: string; records: number; once: number; never: number; twiceOrMore: number }[];
  /** Effects made after A was killed: B's timers did them. */
  madeAfterKill: number;
  failures: string[];
}

/** Reads back each effect: one count per record that should have had it exactly once. */
const countEffects = async (db: Db, runId: string, killedAt: string) => {
  const tasks = `${runId}-task-%`;
  const events = `${runId}-event-%`;
  const { rows } = await db.execute<{ effect: string; n: number; after: number }>(sql`
    select 'task expired' as effect, count(e.id)::int as n,
      count(e.id) filter (where e.at > ${killedAt})::int as after
      from tasks t left join task_events e on e.task_id = t.id and e.to_status = 'expired'
      where t.description like ${tasks} group by t.id
    union all
    select 'task due-hour notice', count(n.id)::int,
      count(n.id) filter (where n.created_at > ${killedAt})::int
      from tasks t left join notifications n
        on n.link_kind = 'task' and n.link_id = t.id and n.kind = 'task_due_hour'
      where t.description like ${tasks} group by t.id
    union all
    select 'calendar reminder', count(n.id)::int,
      count(n.id) filter (where n.created_at > ${killedAt})::int
      from calendar_events c left join notifications n
        on n.kind = 'calendar_reminder' and n.link_id = c.id
      where c.title like ${events} group by c.id`);
  return rows;
};

/** Tasks due in 100 s and events whose 5-minute reminder falls within the next two minutes. */
const makeDueWork = async (url: string, who: Session, runId: string) => {
  const executors = expectStatus<{ id: number }[]>(
    await call(url, '/api/tasks/executors', { token: who.token }),
    200,
    'executors',
  );
  const executor = executors.find((e) => e.id === who.userId) ?? executors[0];
  const deadline = new Date(Date.now() + 100_000).toISOString();
  for (let i = 0; i < TASKS; i++) {
    const json = { executor_id: executor.id, description: `${runId}-task-${i}`, deadline };
    expectStatus(await call(url, '/api/tasks', { token: who.token, json }), 201, 'task');
  }
  const minute = Math.ceil(Date.now() / MINUTE) * MINUTE;
  for (let i = 0; i < EVENTS; i++) {
    const starts = minute + (5 + i) * MINUTE;
    const json = {
      title: `${runId}-event-${i}`,
      type: 'meeting',
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 30 * MINUTE).toISOString(),
      reminders: [5],
    };
    expectStatus(await call(url, '/api/calendar-events', { token: who.token, json }), 201, 'event');
  }
  return minute + (EVENTS - 1) * MINUTE;
};

/** Reads on B, 20 a second, counting answers that are not 200 (none may be). */
const readOn = (b: ServerChild, who: Session, stopped: () => boolean, killedAt: () => number) => {
  const counts = { requests: 0, errors: 0, afterKill: 0, errorsAfterKill: 0 };
  const paths = ['/api/user', '/api/bids?range=[0,9]', '/api/user/count-unread', '/api/health'];
  const loop = async () => {
    for (let i = 0; !stopped(); i++) {
      const after = killedAt() > 0;
      let ok = false;
      try {
        ok = (await call(b.url, paths[i % paths.length], { token: who.token })).status === 200;
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
      }
      counts.requests++;
      counts.errors += ok ? 0 : 1;
      counts.afterKill += after ? 1 : 0;
      counts.errorsAfterKill += after && !ok ? 1 : 0;
      await pause(50);
    }
  };
  return { counts, done: loop() };
};

const trigger = (server: ServerChild, token: string, job: string) =>
  call(server.url, `/api/system/jobs/${job}/run`, { token, json: {} }).catch(() => null);

/**
 * Two servers on one PostgreSQL database, both running the scheduled jobs (their timers, and
 * the job trigger on both at once); A is killed with `kill -9` right after it was told to run
 * them. B must answer every request throughout, and each due task must expire once and each
 * reminder go out once, those due after the kill by B's own timers.
 */
export const twoServers = async (opts: {
  scratch: Scratch;
  ports?: [number, number];
  progress: (line: string) => void;
}): Promise<TwoServersResult> => {
  const { scratch, progress } = opts;
  const runId = `TS${randomBytes(4).toString('hex')}`;
  const options = { dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl };
  progress(`two servers on ${scratch.label}: starting A, then B…`);
  const a = await startServer({ ...options, port: await freePort(opts.ports) });
  const b = await startServer({ ...options, port: await freePort(opts.ports) });
  const landlord = await signIn(a.url, 'landlord');
  const superadmin = await signIn(a.url, 'superadmin');
  const lastDue = await makeDueWork(a.url, landlord, runId);
  let killedAt = 0;
  let stopped = false;
  const reads = readOn(
    b,
    landlord,
    () => stopped,
    () => killedAt,
  );
  const started = Date.now();
  const killAfter = randomInt(15_000, 35_000);
  while (Date.now() - started < killAfter) {
    await Promise.all(JOBS.flatMap((job) => [a, b].map((s) => trigger(s, superadmin.token, job))));
  }
  for (const job of JOBS) void trigger(a, superadmin.token, job);
  await pause(randomInt(0, 30));
  await a.kill9();
  killedAt = Date.now();
  const killedIso = new Date(killedAt).toISOString();
  progress(
    `  A killed after ${((killedAt - started) / 1000).toFixed(1)} s; waiting for B's timers…`,
  );
  const db = await scratch.open();
  try {
    const deadline = Math.max(lastDue, Date.now()) + EFFECTS_TIMEOUT_MS;
    let rows = await countEffects(db.db, runId, killedIso);
    while (rows.some((r) => r.n === 0) && Date.now() < deadline) {
      await pause(5_000);
      rows = await countEffects(db.db, runId, killedIso);
    }
    // Made by B's own timers: counted before B is told to run anything.
    const madeAfterKill = rows.reduce((n, r) => n + r.after, 0);
    // Give a duplicate every chance: B runs each job again, three times over.
    for (let i = 0; i < 3; i++) {
      for (const job of JOBS) await trigger(b, superadmin.token, job);
    }
    rows = await countEffects(db.db, runId, killedIso);
    stopped = true;
    await reads.done;
    await b.stop();
    const killedAfterS = (killedAt - started) / 1000;
    return summarize(scratch.label, killedAfterS, reads.counts, rows, madeAfterKill);
  } finally {
    await db.close();
  }
};

const summarize = (
  label: string,
  killedAfterS: number,
  b: TwoServersResult['b'],
  rows: { effect: string; n: number; after: number }[],
  madeAfterKill: number,
): TwoServersResult => {
  const effects = [...new Set(rows.map((r) => r.effect))].map((effect) => {
    const mine = rows.filter((r) => r.effect === effect);
    return {
      effect,
      records: mine.length,
      once: mine.filter((r) => r.n === 1).length,
      never: mine.filter((r) => r.n === 0).length,
      twiceOrMore: mine.filter((r) => r.n > 1).length,
    };
  });
  const failures: string[] = [];
  if (b.errors) failures.push(`B failed ${b.errors} of ${b.requests} requests`);
  for (const e of effects) {
    if (e.once !== e.records)
      failures.push(`${e.effect}: ${e.never} never, ${e.twiceOrMore} twice or more`);
  }
  if (madeAfterKill === 0) failures.push('no job effect was made after A was killed');
  return { label, killedAfterS, b, effects, madeAfterKill, failures };
};

export const twoServersReport = (r: TwoServersResult) =>
  [
    `### Two servers on ${r.label}: A killed (kill -9) after ${r.killedAfterS.toFixed(1)} s`,
    '',
    `B answered ${r.b.requests - r.b.errors} of ${r.b.requests} requests (${r.b.afterKill - r.b.errorsAfterKill} of ${r.b.afterKill} after the kill)`,
    '',
    markdownTable(
      ['job effect', 'records', 'once', 'never', 'twice or more'],
      r.effects.map((e) => [e.effect, e.records, e.once, e.never, e.twiceOrMore]),
    ),
    '',
    `effects made after A was killed (by B's timers): ${r.madeAfterKill}`,
    r.failures.length
      ? `FAIL: ${r.failures.join('; ')}`
      : 'OK: B kept answering, every job effect exactly once',
  ].join('\n');
