import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findTestBrowser } from './scripts/chromium.mjs';

/** A port nothing listens on now, asked of the system (E2E_PORT overrides). */
const freePort = () =>
  spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  ).stdout;

// The runner loads this file again in every worker: the first load picks the port and the data
// directory and hands them down through the environment, so all agree on one server.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arenda-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The server serves a copy of the build: one made meanwhile (another terminal, `vite build`
  // empties dist/ first) cannot leave the browser a blank page halfway through the run.
  // E2E_DIST names another build (one made with `vite build --outDir`), for runs side by side.
  const dist = process.env.E2E_DIST ?? 'dist';
  if (existsSync(dist)) cpSync(dist, path.join(dataDir, 'dist'), { recursive: true });
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers at once keep both cores busy; every test makes or picks its own rows, so tests
  // of one file may run side by side too.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Sized for a busy machine (two cores shared with other suites): a wait still ends as soon as
  // its condition holds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
    // As a person who turned animations off: menus and dialogs open at once (the app honours it).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findTestBrowser() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'dist'),
      LOG_LEVEL: 'warn',
      // Every public form is sent from this one address; the limit must not cap the suite.
      FORM_LIMIT_EXEMPT: '127.0.0.1',
      // Specs run a scheduled job on request rather than wait for its timer.
      JOBS_TRIGGER: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
