import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const server = {
  environment: 'node',
  globalSetup: ['tests/server/seededTemplate.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Two workers even on 2 cores: a file spends part of its time waiting (on the PostgreSQL
  // server, on spawned servers, on timers), and two files at once keep both cores busy.
  maxWorkers: 2,
  // Vitest runs projects with their own worker count as a group of their own.
  sequence: { groupOrder: 1 },
};

/** Server test files that mock a module (`vi.mock`): they need a module graph of their own. */
const MOCKING = ['tests/server/liveEventLimits.test.ts'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...server,
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING],
          // Each worker imports the app once and runs file after file in it, instead of a fresh
          // process per file (~2 s of CPU each); every file still builds its own app on its own
          // database, and the app keeps its state on the instance.
          isolate: false,
          setupFiles: ['tests/server/fixtures/sharedModules.ts'],
        },
      },
      {
        extends: true,
        test: { ...server, name: 'server-mocks', include: MOCKING },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // Threads start faster than processes; two keep both cores busy (vitest's default on two
          // cores is one).
          pool: 'threads',
          maxWorkers: 2,
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.tsx'],
          setupFiles: ['tests/client/setup.ts'],
          // Sized for a busy machine (two cores shared with other suites): a wait ends as soon as
          // its condition holds (`findBy*`/`waitFor` likewise, in tests/client/setup.ts).
          testTimeout: 120_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
    ],
  },
});
