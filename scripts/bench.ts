import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { DEMO_PASSWORD, demoBin } from '../server/db/seed/demo';

/**
 * `npm run bench`: the API under load on this machine, against budgets. PGlite by default,
 * PostgreSQL with BENCH_DATABASE_URL (a database the bench may fill). Exits 1 over budget.
 */
const LANDLORDS = 5_000;
const REQUESTS = 300;
const WORDS_A = [
  'Алтын',
  'Жибек',
  'Нур',
  'Кок',
  'Ак',
  'Samal',
  'Tau',
  'Береке',
  'Достык',
  'Астана',
];
const WORDS_B = [
  'Тау',
  'Жол',
  'Сауда',
  'Трейд',
  'Групп',
  'Сервис',
  'Строй',
  'Маркет',
  'Инвест',
  'Логистик',
];
/** Varied organization names, so a search matches a few of them as in real data. */
const orgName = (n: number) =>
  `ТОО «${WORDS_A[n % 10]} ${WORDS_B[Math.floor(n / 10) % 10]} ${Math.floor(n / 100)}»`;
const WARMUP = 30;

interface Scenario {
  name: string;
  budgetP95Ms: number;
  request: () => Promise<Response>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Latency one request at a time (the budget), throughput with `concurrency` at once. */
const run = async (scenario: Scenario, concurrency: number) => {
  const times: number[] = [];
  let next = 0;
  for (let i = 0; i < WARMUP; i++) await (await scenario.request()).arrayBuffer();
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t = performance.now();
      const res = await scenario.request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${scenario.name}: HTTP ${res.status}`);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { reqPerSecond: Math.round(REQUESTS / seconds), times };
};

const measure = async (scenario: Scenario) => {
  const single = await run(scenario, 1);
  const loaded = await run(scenario, 8);
  const p95 = percentile(single.times, 95);
  return {
    scenario: scenario.name,
    p50: +percentile(single.times, 50).toFixed(1),
    p95: +p95.toFixed(1),
    p99: +percentile(single.times, 99).toFixed(1),
    'budget p95': scenario.budgetP95Ms,
    'req/s (8 at once)': loaded.reqPerSecond,
    ok: p95 <= scenario.budgetP95Ms ? 'yes' : 'NO',
  };
};

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arenda-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate();
  await seed(database.db, { demo: true });
  for (let i = 0; i < LANDLORDS; i += 500) {
    const values = Array.from({ length: 500 }, (_, j) => {
      const n = i + j;
      return sql`(${orgName(n)}, ${demoBin('2001', '4', 20_000 + n * 3)}, 'г. Алматы', 'almaty',
        'Иванов Иван', '+77010000000', ${`org${n}@example.kz`}, now() + interval '14 days')`;
    });
    await database.db.execute(sql`insert into landlords
      (name, bin, legal_address, city, director_full_name, phone, email, trial_ends_at)
      values ${sql.join(values, sql`, `)} on conflict do nothing`);
  }
  await database.maintain();
  const app = await buildApp(config, { database, scheduler: false, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (name: string) => {
    const res = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: name, password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const token = await login('superadmin');
  const get = (p: string) => () =>
    fetch(`${address}${p}`, { headers: { authorization: `Bearer ${token}` } });
  const scenarios: Scenario[] = [
    { name: 'GET /api/user', budgetP95Ms: 25, request: get('/api/user') },
    {
      name: 'GET /api/landlords (page 1 + total)',
      budgetP95Ms: 40,
      request: get('/api/landlords?range=[0,24]'),
    },
    {
      name: 'GET /api/landlords?q=нур сауда 4',
      budgetP95Ms: 60,
      request: get(`/api/landlords?filter=${encodeURIComponent('{"q":"нур сауда 4"}')}`),
    },
    {
      name: 'POST /api/auth/login',
      // argon2id is memory-hard on purpose, and a sign-in writes its session.
      budgetP95Ms: 120,
      request: () =>
        fetch(`${address}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'landlord', password: DEMO_PASSWORD }),
        }),
    },
  ];
  const results = [];
  for (const scenario of scenarios) results.push(await measure(scenario));
  console.log(
    `${url ? 'PostgreSQL' : 'PGlite'}, ${LANDLORDS} landlords, ${REQUESTS} requests a scenario`,
  );
  console.table(results);
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (results.some((r) => r.ok !== 'yes')) process.exit(1);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
