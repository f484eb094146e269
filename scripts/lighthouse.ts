import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { findChromium } from './chromium.mjs';

/**
 * `npm run lighthouse`: builds the app, starts it on a throwaway database with the demo data,
 * and runs Lighthouse (mobile preset, headless Debian Chromium) on the public pages, the sign-in
 * page opened cold, and every main staff page (journal, tasks, calendar, dashboard, KPI,
 * notifications, renters, settings, contracts, letters, time) signed in as the demo landlord,
 * printing the four scores and the load metrics of each, every one the median of
 * `LIGHTHOUSE_RUNS` (3) runs.
 * Exits 1 when a score is under its target or a staff page's total blocking time over its limit.
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
  /** What shows the signed-in page drawn (a list's row unless said). */
  ready?: string;
  targets: Partial<Record<Category, number>>;
  /** The longest total blocking time allowed, in milliseconds. */
  maxTbtMs?: number;
}

const PUBLIC_TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 };
const STAFF_TARGETS = { performance: 95, accessibility: 100 };
/** The longest total blocking time a signed-in staff page may take (the median run's). */
const STAFF_MAX_TBT_MS = 200;
/** A main staff page opened signed in as the demo landlord, drawn once `ready` shows. */
const staffPage = (pagePath: string, ready?: string): Audit => ({
  path: pagePath,
  signedInAs: 'landlord',
  ready,
  targets: STAFF_TARGETS,
  maxTbtMs: STAFF_MAX_TBT_MS,
});
const ALL_AUDITS: Audit[] = [
  { path: '/', targets: PUBLIC_TARGETS },
  { path: '/ru', targets: PUBLIC_TARGETS },
  { path: '/tenants', targets: PUBLIC_TARGETS },
  { path: '/auth', targets: { performance: 90, accessibility: 95 } },
  staffPage('/requests-journal'),
  staffPage('/tasks'),
  staffPage('/home/calendar', '.rbc-month-view, .rbc-agenda-view'),
  staffPage('/home/index', 'h1'),
  // The executors' figures: a row of the table, or on a phone of the list.
  staffPage('/tasks-kpi', 'main tbody td, main .MuiListItem-root'),
  staffPage('/notifications'),
  staffPage('/renters'),
  // The first tab's heading, drawn once its settings are in.
  staffPage('/settings', '[role="tabpanel"] h2'),
  staffPage('/contracts'),
  staffPage('/documents'),
  // A person's month: a row of the grid, or on a phone of the list.
  staffPage('/time', 'main tbody td, main .MuiAccordionSummary-root'),
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

/** Whether `url` answers within `seconds` (two minutes unless said). */
const waitFor = async (url: string, seconds = 120) => {
  for (let i = 0; i < seconds * 2; i += 1) {
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
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'dist'),
    },
    stdio: 'ignore',
    detached: true,
  });
  // Four minutes: on a busy machine the first start (compiling, the demo data) takes over two.
  if (!(await waitFor(`${BASE}/api/health`, 240))) {
    stop(server);
    fail('The server did not start within four minutes');
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

/** A Chromium with a debugging port and a profile of its own, removed when it closes. */
const profileBrowser = async () => {
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
  if (!(await waitFor(`http://127.0.0.1:${port}/json/version`))) {
    await close();
    throw new Error('Chromium did not start');
  }
  return { port, close };
};

/** A row of the list: the table's on a wide screen, the simple list's on a narrow one. */
const LIST_ROW = '.RaDatagrid-rowCell, .RaList-content li a[href]';

/**
 * A Chromium with a debugging port where `login` has signed in through the form (remember me)
 * and opened `path` twice: Lighthouse then measures a returning user's visit.
 */
const signedInBrowser = async (login: string, pagePath: string, ready = LIST_ROW) => {
  const browser = await profileBrowser();
  const { port } = browser;
  try {
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
      await page.locator(ready).first().waitFor();
    }
    await page.close();
    await cdp.close();
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
};

/** The staff app's pages, whose installability is checked: the sign-in page and signed-in ones. */
const isStaffPage = (page: Audit) => page.path === '/auth' || page.signedInAs !== undefined;

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** The icons an installed app needs: 192 and 512 pixels, and a maskable one for launchers. */
const NEEDED_ICONS = [
  ['192x192', 'any'],
  ['512x512', 'any'],
  ['512x512', 'maskable'],
] as const;

/**
 * What keeps `page` from being installed, as Chromium tells it (`Page.getInstallabilityErrors`,
 * asked until the manifest has loaded), then the manifest: parsed without errors, standalone,
 * opening the staff app, with the needed icons, each an image the server sends; a signed-in page
 * must be under the app's service worker (its offline copy). Asked in a browser with a profile
 * of its own: Chromium never installs from an incognito window.
 */
const installabilityOf = async (page: Audit) => {
  const browser = page.signedInAs
    ? await signedInBrowser(page.signedInAs, page.path, page.ready)
    : await profileBrowser();
  const problems: string[] = [];
  let manifestUrl = '';
  try {
    const cdp = await playwright.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0];
    const tab = await context.newPage();
    await tab.goto(`${BASE}${page.path}`, { waitUntil: 'load' });
    const session = await context.newCDPSession(tab);
    let errors: string[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      errors = installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
      );
      if (errors.length === 0) break;
      await tab.waitForTimeout(500);
    }
    problems.push(...errors);
    const manifest = await session.send('Page.getAppManifest');
    manifestUrl = manifest.url.replace(BASE, '');
    if (!manifest.url) problems.push('no manifest linked');
    problems.push(...manifest.errors.map((e) => `manifest: ${e.message}`));
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & {
      icons?: ManifestIcon[];
    };
    for (const field of ['name', 'short_name', 'start_url', 'theme_color', 'background_color']) {
      if (!data[field]) problems.push(`manifest: no ${field}`);
    }
    if (data.display !== 'standalone') problems.push(`manifest: display ${data.display}`);
    const icons = data.icons ?? [];
    for (const [size, purpose] of NEEDED_ICONS) {
      const icon = icons.find(
        (i) =>
          i.sizes?.split(' ').includes(size) && (i.purpose ?? 'any').split(' ').includes(purpose),
      );
      if (!icon) problems.push(`manifest: no ${purpose} ${size} icon`);
    }
    for (const icon of icons) {
      const answer = await fetch(new URL(icon.src, manifest.url));
      if (!answer.ok || !answer.headers.get('content-type')?.startsWith('image/')) {
        problems.push(`icon ${icon.src}: ${answer.status} ${answer.headers.get('content-type')}`);
      }
    }
    if (page.signedInAs) {
      const controlled = await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller?.scriptURL ?? null;
      });
      if (!controlled) problems.push('no service worker controls the page');
    }
    await cdp.close();
  } finally {
    await browser.close();
  }
  return { problems, manifest: manifestUrl };
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

const auditOnce = async ({ path: pagePath, signedInAs, ready }: Audit, run: number) => {
  if (!signedInAs) return lighthouse(pagePath, run, []);
  const browser = await signedInBrowser(signedInAs, pagePath, ready);
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

/**
 * The page's RUNS runs: each score and each metric their median, and the highest one-minute load
 * average seen after a run (a busy machine lowers the scores: rerun the page when it was high).
 */
const audit = async (page: Audit) => {
  const runs: Report[] = [];
  let load = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await auditRun(page, run));
    load = Math.max(load, loadavg()[0]);
  }
  const score = (category: Category) => (run: Report) => run.categories[category]?.score ?? 0;
  const scores = CATEGORIES.map((c) => Math.round(score(c)(middle(runs, score(c))) * 100));
  const metrics = METRICS.map(([, id]) => {
    const value = (run: Report) => run.audits[id]?.numericValue ?? 0;
    return middle(runs, value).audits[id]?.displayValue ?? '—';
  });
  const tbt = (run: Report) => run.audits['total-blocking-time']?.numericValue ?? 0;
  return { scores, metrics, tbtMs: tbt(middle(runs, tbt)), load };
};

const WIDTH = 19;
const cell = (text: string) => text.padStart(10);

const main = async () => {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arenda-lighthouse-'));
  // A build of its own beside the database: `dist/` stays as it is for whatever else uses it.
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      path.join(dataDir, 'dist'),
      '--emptyOutDir',
    ],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) fail('vite build failed');
  const server = await startServer(dataDir);
  const rows: string[] = [];
  const installRows: string[] = [];
  const misses: string[] = [];
  try {
    for (const page of AUDITS) {
      if (isStaffPage(page)) {
        const { problems, manifest } = await installabilityOf(page);
        misses.push(...problems.map((problem) => `${page.path} not installable: ${problem}`));
        installRows.push(
          `${page.path.padEnd(WIDTH + 10)}${problems.length === 0 ? 'yes' : 'NO'}  ${manifest}` +
            (problems.length > 0 ? `\n${' '.repeat(WIDTH + 10)}${problems.join('; ')}` : ''),
        );
      }
      const { scores, metrics, tbtMs, load } = await audit(page);
      if (page.maxTbtMs !== undefined && tbtMs > page.maxTbtMs) {
        misses.push(`${page.path} TBT ${Math.round(tbtMs)} ms > ${page.maxTbtMs} ms`);
      }
      CATEGORIES.forEach((category, i) => {
        const target = page.targets[category];
        if (target !== undefined && scores[i] < target) {
          misses.push(`${page.path} ${category} ${scores[i]} < ${target}`);
        }
      });
      const name = page.signedInAs ? `${page.path} (${page.signedInAs})` : page.path;
      rows.push(
        `${name.padEnd(WIDTH + 10)}${scores.map((s) => cell(String(s))).join('')}${metrics.map(cell).join('')}${cell(load.toFixed(1))}`,
      );
    }
  } finally {
    stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const header = [
    ...['perf', 'a11y', 'best-pr.', 'seo'],
    ...METRICS.map(([label]) => label),
    'load',
  ];
  process.stdout.write(
    `\nLighthouse, mobile, the median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (targets: public pages ${PUBLIC_TARGETS.performance} in each score; ` +
      `/auth performance 90, accessibility 95; the signed-in staff pages performance ${STAFF_TARGETS.performance}, ` +
      `accessibility ${STAFF_TARGETS.accessibility}, TBT ≤ ${STAFF_MAX_TBT_MS} ms; load: the highest load average after a run)\n` +
      `${'page'.padEnd(WIDTH + 10)}${header.map(cell).join('')}\n${rows.join('\n')}\n`,
  );
  if (installRows.length > 0) {
    process.stdout.write(
      '\nInstallable (Chromium’s Page.getInstallabilityErrors; the manifest with its 192, 512 ' +
        'and maskable icons; a signed-in page under the service worker)\n' +
        `${'page'.padEnd(WIDTH + 10)}installable, manifest\n${installRows.join('\n')}\n`,
    );
  }
  if (misses.length > 0) {
    process.stdout.write(`\nUnder target:\n${misses.join('\n')}\n`);
    process.exit(1);
  }
};

main().catch((error: Error) => fail(error.message));
