import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { findChromium } from './chromium.mjs';

/**
 * `npm run lighthouse`: builds the app, starts it on a throwaway database with the demo data,
 * and runs Lighthouse (mobile preset, headless Debian Chromium) on the public pages, the sign-in
 * page opened cold and the requests journal signed in as the demo landlord, printing the four
 * scores and the load metrics of each, every one the median of `LIGHTHOUSE_RUNS` (3) runs.
 * Exits 1 when a score is under its target.
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

interface Audit {
  path: string;
  /** Opened signed in as this demo login (remembered), with the app already in the cache. */
  signedInAs?: string;
  targets: Partial<Record<Category, number>>;
}

const PUBLIC_TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 };
const STAFF_TARGETS = { performance: 90, accessibility: 95 };
const ALL_AUDITS: Audit[] = [
  { path: '/', targets: PUBLIC_TARGETS },
  { path: '/ru', targets: PUBLIC_TARGETS },
  { path: '/tenants', targets: PUBLIC_TARGETS },
  { path: '/auth', targets: STAFF_TARGETS },
  { path: '/requests-journal', signedInAs: 'landlord', targets: STAFF_TARGETS },
];
/** `LIGHTHOUSE_PAGES=/auth,/requests-journal` audits only those pages. */
/**
 * `LIGHTHOUSE_REPORTS=<dir>` keeps each run's whole report there (`<page>-run<n>.json`, for the
 * diagnostics) with its trace (`<page>-run<n>-0.trace.json`, for a performance panel).
 */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/**
 * Runs per page: one run's scores swing with whatever else the machine does meanwhile, and the
 * median of a few is Lighthouse's advice for a score to rely on.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const AUDITS = ALL_AUDITS.filter((a) => !ONLY || ONLY.includes(a.path));
const DEMO_PASSWORD = 'demo12345';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3490);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const chromium = findChromium() ?? fail('No Chromium found: apt-get install -y chromium');

const waitFor = async (url: string) => {
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
};

const stop = (server: ChildProcess) => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
};

/**
 * The server runs at the lowest CPU priority (`nice`): here it shares the machine with the
 * browser being measured, and its work would count as the phone's own, where in production it
 * runs elsewhere.
 */
const LOW_PRIORITY = process.platform === 'win32' ? [] : ['nice', '-n', '19'];

const startServer = async (dataDir: string) => {
  const [command, ...args] = [...LOW_PRIORITY, 'npx', 'tsx', 'server/main.ts'];
  const server = spawn(command, args, {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  if (!(await waitFor(`${BASE}/api/health`))) {
    stop(server);
    fail('The server did not start within two minutes');
  }
  return server;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A Chromium with a debugging port where `login` has signed in through the form (remember me)
 * and opened `path` twice: Lighthouse then measures a returning user's visit.
 */
const signedInBrowser = async (login: string, pagePath: string) => {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'arenda-lighthouse-profile-'));
  const browser = spawn(
    chromium,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  // The profile goes once Chromium has stopped writing to it.
  const close = async () => {
    if (browser.pid) process.kill(-browser.pid, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    if (!(await waitFor(`http://127.0.0.1:${port}/json/version`))) {
      throw new Error('Chromium did not start');
    }
    const cdp = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${BASE}/auth`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="remember"]').check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    // Opened twice, as by someone who works in it daily: Chromium keeps the compiled scripts
    // (V8's code cache) from the second visit on.
    for (const visit of [1, 2]) {
      if (visit === 1) await page.goto(`${BASE}${pagePath}`);
      else await page.reload();
      // A row of the list: the table's on a wide screen, the simple list's on a narrow one.
      await page.locator('.RaDatagrid-rowCell, .RaSimpleList-tertiary').first().waitFor();
    }
    await page.close();
    await cdp.close();
  } catch (error) {
    await close();
    throw error;
  }
  return { port, close };
};

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
}

const reportName = (pagePath: string) => pagePath.replace(/\W+/g, '_') || 'root';

const lighthouse = (pagePath: string, attempt: number, extra: string[]) => {
  const kept = REPORTS && path.join(REPORTS, `${reportName(pagePath)}-run${attempt}.json`);
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      `${BASE}${pagePath}`,
      '--quiet',
      '--output=json',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...(kept ? [`--output-path=${kept}`, '--save-assets'] : []),
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${pagePath}:\n${run.stderr}`);
  return JSON.parse(kept ? readFileSync(kept, 'utf8') : run.stdout) as Report;
};

const auditOnce = async ({ path: pagePath, signedInAs }: Audit, run: number) => {
  if (!signedInAs) return lighthouse(pagePath, run, []);
  const browser = await signedInBrowser(signedInAs, pagePath);
  try {
    // The sign-in stays (no storage reset) and so does the cache of the visit before.
    return lighthouse(pagePath, run, [`--port=${browser.port}`, '--disable-storage-reset']);
  } finally {
    await browser.close();
  }
};

/** One audit, tried a second time when Lighthouse or the browser fails (a busy machine). */
const auditRun = async (page: Audit, run: number) => {
  try {
    return await auditOnce(page, run);
  } catch (error) {
    process.stderr.write(`${page.path}: ${(error as Error).message.split('\n')[0]}; once more\n`);
    return auditOnce(page, run);
  }
};

/** The middle one of the runs by `value`. */
const middle = (runs: Report[], value: (run: Report) => number) =>
  [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)];

/** The page's RUNS runs: each score and each metric their median. */
const audit = async (page: Audit) => {
  const runs: Report[] = [];
  for (let run = 1; run <= RUNS; run += 1) runs.push(await auditRun(page, run));
  const score = (category: Category) => (run: Report) => run.categories[category]?.score ?? 0;
  const scores = CATEGORIES.map((c) => Math.round(score(c)(middle(runs, score(c))) * 100));
  const metrics = METRICS.map(([, id]) => {
    const value = (run: Report) => run.audits[id]?.numericValue ?? 0;
    return middle(runs, value).audits[id]?.displayValue ?? '—';
  });
  return { scores, metrics };
};

const WIDTH = 19;
const cell = (text: string) => text.padStart(10);

const main = async () => {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) fail('vite build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arenda-lighthouse-'));
  const server = await startServer(dataDir);
  const rows: string[] = [];
  const misses: string[] = [];
  try {
    for (const page of AUDITS) {
      const { scores, metrics } = await audit(page);
      CATEGORIES.forEach((category, i) => {
        const target = page.targets[category];
        if (target !== undefined && scores[i] < target) {
          misses.push(`${page.path} ${category} ${scores[i]} < ${target}`);
        }
      });
      const name = page.signedInAs ? `${page.path} (${page.signedInAs})` : page.path;
      rows.push(
        `${name.padEnd(WIDTH + 10)}${scores.map((s) => cell(String(s))).join('')}${metrics.map(cell).join('')}`,
      );
    }
  } finally {
    stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const header = [...['perf', 'a11y', 'best-pr.', 'seo'], ...METRICS.map(([label]) => label)];
  process.stdout.write(
    `\nLighthouse, mobile, the median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (targets: public pages ${PUBLIC_TARGETS.performance} in each score; ` +
      `/auth and the journal performance ${STAFF_TARGETS.performance}, accessibility ${STAFF_TARGETS.accessibility})\n` +
      `${'page'.padEnd(WIDTH + 10)}${header.map(cell).join('')}\n${rows.join('\n')}\n`,
  );
  if (misses.length > 0) {
    process.stdout.write(`\nUnder target:\n${misses.join('\n')}\n`);
    process.exit(1);
  }
};

main().catch((error: Error) => fail(error.message));
