import pg from 'pg';

/** The PostgreSQL server tests run on (TEST_DB=pg), or undefined for PGlite. */
export const testServerUrl = () =>
  process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;

/** A database name no other file or run beside this one can pick. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** The server URL pointing at another database on the same server. */
export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * One statement on the server's maintenance connection, retried for a few seconds: connections
 * just closed to a template or a dropped database may linger on the server for a moment, and
 * waiting for them is kinder than terminating them under a closing client.
 */
export const serverStatement = async (serverUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(sql);
        return;
      } catch (error) {
        if (attempt >= 50 || !isBusy(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
};

/** "database is being accessed by other users" (55006 object_in_use). */
const isBusy = (error: unknown) => (error as { code?: string }).code === '55006';
