import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

it('reads defaults: PGlite under DATA_DIR, port 3000, demo data on', () => {
  const config = loadConfig({ DATA_DIR: '/srv/arenda' });
  expect(config).toMatchObject({
    port: 3000,
    pgliteDir: '/srv/arenda/pgdata',
    filesDir: '/srv/arenda/files',
    seedDemo: true,
    publicUrl: 'http://localhost:3000',
    version: '0.0.271',
  });
  expect(config.databaseUrl).toBeUndefined();
});

it('uses PostgreSQL when DATABASE_URL is set', () => {
  const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/arenda', SEED_DEMO: 'false' });
  expect(config.databaseUrl).toBe('postgres://u@db:5432/arenda');
  expect(config.pgliteDir).toBeUndefined();
  expect(config.seedDemo).toBe(false);
});

it('stops with a message naming every bad variable', () => {
  const bad = () =>
    loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      SEED_DEMO: 'maybe',
    });
  expect(bad).toThrow(ConfigError);
  try {
    bad();
  } catch (error) {
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SEED_DEMO']) {
      expect(message).toContain(name);
    }
  }
});
