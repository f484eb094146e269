import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['tests/server/seededTemplate.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.tsx'],
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
    ],
  },
});
