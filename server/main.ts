import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { seed } from './db/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/demo';

const start = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  const seeded = await seed(app.db, {
    demo: config.seedDemo,
    mustChangePassword: Boolean(config.databaseUrl),
  });
  if (seeded) await app.database.maintain();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const lines = [
    '',
    `Arenda CRM ${config.version} is running at ${url}`,
    `Database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.pgliteDir}`}`,
  ];
  if (config.seedDemo) {
    const change = config.databaseUrl ? ', to be changed at first sign-in' : '';
    lines.push(`Demo logins (password ${DEMO_PASSWORD}${change}):`);
    for (const d of DEMO_LOGINS)
      lines.push(`  ${d.login.padEnd(11)} ${d.role.padEnd(11)} ${d.note}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
