import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

/**
 * `npm run lighthouse`: builds the app, starts it on a throwaway database with the demo data,
 * and runs Lighthouse (mobile, headless Debian Chromium) on the public pages, printing the four
 * scores of each. Exits 1 when a score is under TARGET.
 */
const PAGES = ['/', '/ru', '/tenants'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3490);
const BASE = `http://127.0.0.1:${PORT}`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const chromium = findChromium() ?? fail('No Chromium found: apt-get install -y chromium');

const startServer = async (dataDir: string) => {
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return fail('The server did not start within two minutes');
};

const audit = (url: string) => {
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (run.status !== 0) fail(`Lighthouse failed on ${url}:\n${run.stderr}`);
  const report = JSON.parse(run.stdout) as {
    categories: Record<string, { score: number | null }>;
  };
  return CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
};

const stop = (server: ChildProcess) => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
};

const main = async () => {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) fail('vite build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arenda-lighthouse-'));
  const server = await startServer(dataDir);
  const rows: string[] = [];
  let missed = false;
  try {
    for (const page of PAGES) {
      const scores = audit(`${BASE}${page}`);
      missed ||= scores.some((score) => score < TARGET);
      rows.push(`${page.padEnd(10)}${scores.map((s) => String(s).padStart(16)).join('')}`);
    }
  } finally {
    stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(
    `\nLighthouse, mobile (target ${TARGET})\n${'page'.padEnd(10)}${CATEGORIES.map((c) => c.padStart(16)).join('')}\n${rows.join('\n')}\n`,
  );
  if (missed) process.exit(1);
};

void main();
