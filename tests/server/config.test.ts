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

it('takes a read replica only beside its primary', () => {
  const replica = 'postgres://u@replica:5432/arenda';
  const config = loadConfig({
    DATABASE_URL: 'postgres://u@db:5432/arenda',
    DATABASE_REPLICA_URL: replica,
  });
  expect(config.databaseReplicaUrl).toBe(replica);
  expect(loadConfig({}).databaseReplicaUrl).toBeUndefined();
  expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(
    /DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL/,
  );
  expect(() =>
    loadConfig({ DATABASE_URL: 'postgres://u@db/a', DATABASE_REPLICA_URL: 'mysql://r' }),
  ).toThrow(/DATABASE_REPLICA_URL: must start with postgres:\/\//);
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

it('seeds demo data by default only for the embedded database', () => {
  const server = 'postgres://u@db:5432/arenda';
  expect(loadConfig({ DATABASE_URL: server }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: server, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
});

it('trusts no proxy by default, the balancers’ addresses when told, never every hop', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual([
    '10.0.0.5',
    '10.0.1.0/24',
  ]);
  expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  for (const bad of ['true', '1', '2', 'the balancer']) {
    expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY.*proxies/s);
  }
});

it('refuses proxy ranges that are too wide, cover every address or proxy-addr cannot read', () => {
  expect(
    loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, fd12:3456:789a::/48, uniquelocal' })
      .trustProxy,
  ).toEqual(['10.0.0.0/8', '192.168.1.1', 'fd12:3456:789a::/48', 'uniquelocal']);
  const refused = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (error) {
      expect(error, value).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`${value} was accepted`);
  };
  for (const wide of ['0.0.0.0/0', '0.0.0.0/1', '10.0.0.0/7', '::/0', '2001:db8::/32']) {
    expect(refused(wide), wide).toMatch(/TRUST_PROXY: .*at most \/(8|48) for IPv/);
  }
  expect(refused('0.0.0.0/1,128.0.0.0/1')).toMatch(/TRUST_PROXY: .*at most \/8/);
  const everyBlock = Array.from({ length: 256 }, (_, i) => `${i}.0.0.0/8`).join(',');
  expect(refused(everyBlock)).toMatch(/TRUST_PROXY: .*cover every IPv4 address/);
  expect(
    loadConfig({ TRUST_PROXY: everyBlock.replace(',255.0.0.0/8', '') }).trustProxy,
  ).toHaveLength(255);
  for (const bad of ['10.0.0.0/33', '10.1', '010.0.0.1', '10.0.0.0/255.0.0.0', 'fe80::1%eth0']) {
    expect(refused(bad), bad).toMatch(/TRUST_PROXY.*proxies/s);
  }
  expect(refused('::ffff:10.0.0.0/104')).toMatch(/TRUST_PROXY: .*as IPv4/);
});

it('exempts only the IP addresses it is given from the per-address limits', () => {
  expect(loadConfig({}).formLimitExempt).toEqual([]);
  expect(loadConfig({ FORM_LIMIT_EXEMPT: '127.0.0.1, ::1' }).formLimitExempt).toEqual([
    '127.0.0.1',
    '::1',
  ]);
  for (const bad of ['localhost', '10.0.0.0/8', '*']) {
    expect(() => loadConfig({ FORM_LIMIT_EXEMPT: bad }), bad).toThrow(/FORM_LIMIT_EXEMPT/);
  }
});

it('turns push on with a Firebase service account given as JSON or as its file', async () => {
  const { mkdtemp, writeFile } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const account = { project_id: 'arenda-push', client_email: 'sa@arenda', private_key: 'KEY' };
  expect(loadConfig({}).firebase).toBeUndefined();
  expect(loadConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) }).firebase).toEqual({
    kind: 'service_account',
    account,
  });
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'arenda-sa-')), 'sa.json');
  await writeFile(file, JSON.stringify({ ...account, type: 'service_account' }));
  expect(loadConfig({ FIREBASE_SERVICE_ACCOUNT: file }).firebase).toEqual({
    kind: 'service_account',
    account,
  });
  expect(loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: file }).firebase).toEqual({
    kind: 'application_default',
  });
  expect(() => loadConfig({ FIREBASE_SERVICE_ACCOUNT: '{"project_id": 1}' })).toThrow(
    /FIREBASE_SERVICE_ACCOUNT/,
  );
  expect(() => loadConfig({ FIREBASE_SERVICE_ACCOUNT: '/nowhere/sa.json' })).toThrow(
    /FIREBASE_SERVICE_ACCOUNT: no such file/,
  );
});
