import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

/**
 * `npm test`: lint, format and types; server tests on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL; component tests; the production build and its budgets; then end-to-end tests in
 * Chromium (skipped with a line when no Chromium is found, failing instead under CI=true).
 */
const run = (title, command, args, env = {}) => {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stdout.write(`\nFAILED: ${title}\n`);
    process.exit(result.status ?? 1);
  }
};

run('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
run('types (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('server tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], {
  TEST_DB: 'pglite',
});
if (process.env.TEST_DATABASE_URL) {
  run(
    'server tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server', 'tests/server'],
    {
      TEST_DB: 'pg',
    },
  );
} else {
  process.stdout.write(
    '\n=== server tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)\n',
  );
}
run('component tests', 'npx', ['vitest', 'run', '--project', 'client']);

run('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
run('bundle budgets of the built landing', 'npx', ['vitest', 'run', '--project', 'build']);

const chromium = findChromium();
if (!chromium) {
  if (process.env.CI === 'true') {
    process.stdout.write(
      '\nFAILED: end-to-end tests need Chromium (apt-get install -y chromium)\n',
    );
    process.exit(1);
  }
  process.stdout.write(
    '\n=== end-to-end tests: SKIPPED, no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)\n',
  );
} else {
  run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    CHROMIUM_PATH: chromium,
  });
}
process.stdout.write('\nAll test stages passed.\n');
