import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '../../../src/domain/constants';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const windowStart = (now: number) =>
  new Date(now - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();

/** Failures in the window that match `where`: how many, and the earliest one's time. */
const failures = (where: SQL) => ({
  n: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
  first: sql<string | null>`min(${loginFailures.at}) filter (where ${where})`.mapWith(
    loginFailures.at,
  ),
});

/** Seconds until the earliest counted failure leaves the window, or 0 when none is over. */
const waitFor = async (db: Db, login: string, ip: string, now: number) => {
  const sameLogin = eq(loginFailures.login, login);
  const sameAddress = eq(loginFailures.ip, ip);
  // One query for the three counters: the login from this address, the address, the login.
  const [counted] = await db
    .select({
      pair: failures(and(sameLogin, sameAddress) as SQL),
      address: failures(sameAddress),
      account: failures(sameLogin),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.at, windowStart(now)), or(sameLogin, sameAddress)));
  const { pair, address, account } = counted;
  const blocked =
    pair.n >= LOGIN_THROTTLE.perLogin
      ? pair.first
      : address.n >= LOGIN_THROTTLE.perAddress
        ? address.first
        : account.n >= LOGIN_THROTTLE.perAccount
          ? account.first
          : null;
  if (!blocked) return 0;
  const until = new Date(blocked).getTime() + LOGIN_THROTTLE.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((until - now) / 1000));
};

/**
 * Counts and claims one attempt atomically: under a lock per login and per address, either the
 * attempt is refused (seconds to wait) or a failure row is written before the password is
 * checked, so parallel guesses cannot all slip under the limit. Counted in the database, so
 * every server process shares the counters. `settleAttempt` removes the row on success.
 */
export const claimAttempt = (db: Db, login: string, ip: string, now = Date.now()) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${login}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ip:${ip}`}))`);
    const wait = await waitFor(tx, login, ip, now);
    if (wait > 0) return { wait, attempt: null };
    const [row] = await tx
      .insert(loginFailures)
      .values({ login, ip })
      .returning({ id: loginFailures.id });
    return { wait: 0, attempt: row.id };
  });

/** A successful sign-in forgets this login's failures from this address, the claim included. */
export const settleSuccess = (db: Db, login: string, ip: string) =>
  db.delete(loginFailures).where(and(eq(loginFailures.login, login), eq(loginFailures.ip, ip)));
