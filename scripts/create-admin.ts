import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { acquireDataDirLock } from '../server/db/dataDirLock';
import { users } from '../server/db/schema';
import { hashPassword, temporaryPassword } from '../server/lib/passwords';

/**
 * `npm run create-admin -- --login admin [--password …] [--email …] [--name …]`: makes a
 * superadmin (on an empty database too). Without --password a temporary one is generated and
 * must be changed at first sign-in.
 */
const { values } = parseArgs({
  options: {
    login: { type: 'string', default: 'admin' },
    password: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string', default: 'Администратор платформы' },
  },
});

const main = async () => {
  const config = loadConfig();
  // The embedded database takes one process at a time: refuse while the server runs.
  const release = config.pgliteDir ? acquireDataDirLock(path.dirname(config.pgliteDir)) : undefined;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  await database.migrate();
  const login = String(values.login).trim();
  const password = values.password ?? temporaryPassword();
  if (password.length < 8) throw new Error('The password must be at least 8 characters long');
  const [taken] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`);
  if (taken) throw new Error(`The login "${login}" is already taken`);
  await database.db.insert(users).values({
    login,
    password_hash: await hashPassword(password),
    full_name: String(values.name),
    email: values.email ?? null,
    role: 'superadmin',
    must_change_password: !values.password,
  });
  await database.close();
  release?.();
  process.stdout.write(
    `Superadmin "${login}" created.${values.password ? '' : ` Temporary password: ${password}`}\n`,
  );
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
