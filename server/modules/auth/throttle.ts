import { and, count, eq, gt, min } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '../../../src/domain/constants';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const windowStart = (now: number) =>
  new Date(now - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();

/**
 * Seconds until a throttled login may try again, or 0 when it may try now. Counted in the
 * database, so every server process shares the counters.
 */
export const throttledFor = async (db: Db, login: string, ip: string, now = Date.now()) => {
  const since = windowStart(now);
  const [[perLogin], [perAddress]] = await Promise.all([
    db
      .select({ n: count(), first: min(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.login, login), eq(loginFailures.ip, ip), gt(loginFailures.at, since)),
      ),
    db
      .select({ n: count(), first: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since))),
  ]);
  const blocked =
    Number(perLogin.n) >= LOGIN_THROTTLE.perLogin
      ? perLogin.first
      : Number(perAddress.n) >= LOGIN_THROTTLE.perAddress
        ? perAddress.first
        : null;
  if (!blocked) return 0;
  const until = new Date(blocked).getTime() + LOGIN_THROTTLE.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((until - now) / 1000));
};

export const recordFailure = (db: Db, login: string, ip: string) =>
  db.insert(loginFailures).values({ login, ip });

export const clearFailures = (db: Db, login: string, ip: string) =>
  db.delete(loginFailures).where(and(eq(loginFailures.login, login), eq(loginFailures.ip, ip)));
