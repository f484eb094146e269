import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * How long a running export holds its organization's claim without renewing it: a server that
 * died mid-export frees the organization after this; a live export renews every third of it.
 */
export const EXPORT_LEASE_MS = 120_000;

/**
 * One export at a time per organization, whichever server process runs it: a lease kept as a
 * row of the shared `rate_limits` table (key `organization-export|<id>`, `window_start` its last
 * renewal, `count` the holder's token), taken when free or expired. Returns the release (which
 * frees only this holder's lease), or null while another export holds it.
 */
export const claimExportLease = async (db: Db, landlordId: number) => {
  const key = `organization-export|${landlordId}`;
  const token = randomInt(1, 2 ** 31 - 1);
  const claimed = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), ${token})
    on conflict (key) do update set window_start = now(), count = ${token}
      where rate_limits.window_start < now() - make_interval(secs => ${EXPORT_LEASE_MS / 1000})
    returning key`);
  if (claimed.rows.length === 0) return null;
  const renew = setInterval(() => {
    db.execute(sql`update rate_limits set window_start = now()
      where key = ${key} and count = ${token}`).catch(() => undefined);
  }, EXPORT_LEASE_MS / 3);
  renew.unref();
  return async () => {
    clearInterval(renew);
    await db.execute(sql`delete from rate_limits where key = ${key} and count = ${token}`);
  };
};
