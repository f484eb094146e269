import { spawnSync } from 'node:child_process';
import { findTestBrowser } from './chromium.mjs';

/**
 * `npm test`: lint, format and types; server tests on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL; component tests; the production build and its budgets; then end-to-end tests in
 * Chromium (skipped with a line when no Chromium is found, failing instead under CI=true).
 */
/** Each stage's wall time, printed as a table at the end, whether the run passed or not. */
const stages = [];
const printTimes = () => {
  const width = Math.max(...stages.map((s) => s.title.length));
  const lines = stages.map((s) => `  ${s.title.padEnd(width)}  ${s.time.padStart(7)}  ${s.result}`);
  const total = stages.reduce((sum, s) => sum + s.seconds, 0);
  lines.push(`  ${'total'.padEnd(width)}  ${`${Math.round(total)} s`.padStart(7)}`);
  process.stdout.write(`\nStage times (wall):\n${lines.join('\n')}\n`);
};

const run = (title, command, args, env = {}) => {
  process.stdout.write(`\n=== ${title}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const passed = result.status === 0;
  stages.push({
    title,
    seconds,
    time: `${Math.round(seconds)} s`,
    result: passed ? 'ok' : 'FAILED',
  });
  if (!passed) {
    process.stdout.write(`\nFAILED: ${title}\n`);
    printTimes();
    process.exit(result.status ?? 1);
  }
};

/** Both server projects: `server` (shared module graph) and `server-mocks` (files that mock). */
const SERVER = ['--project', 'server', '--project', 'server-mocks'];

run('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
run('types (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('server tests on PGlite', 'npx', ['vitest', 'run', ...SERVER], {
  TEST_DB: 'pglite',
});
if (process.env.TEST_DATABASE_URL) {
  run('server tests on PostgreSQL', 'npx', ['vitest', 'run', ...SERVER, 'tests/server'], {
    TEST_DB: 'pg',
  });
} else {
  process.stdout.write(
    '\n=== server tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)\n',
  );
}
run('component tests', 'npx', ['vitest', 'run', '--project', 'client']);

run('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
run('bundle budgets of the built landing', 'npx', ['vitest', 'run', '--project', 'build']);

const chromium = findTestBrowser();
if (!chromium) {
  if (process.env.CI === 'true') {
    process.stdout.write(
      '\nFAILED: end-to-end tests need Chromium (apt-get install -y chromium-headless-shell)\n',
    );
    printTimes();
    process.exit(1);
  }
  process.stdout.write(
    '\n=== end-to-end tests: SKIPPED, no Chromium found (apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH)\n',
  );
} else {
  run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    CHROMIUM_PATH: chromium,
  });
}
printTimes();
process.stdout.write('\nAll test stages passed.\n');
