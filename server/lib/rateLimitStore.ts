import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  method?: string | string[];
  path?: string;
  url?: string;
}

/** What @fastify/rate-limit passes to `child`: the merged limits and the route. */
interface ChildParams {
  routeInfo?: RouteInfo;
}

const toResult = (rows: unknown[]) => {
  const row = rows[0] as { count: number | string; ttl: number | string } | undefined;
  return { current: Number(row?.count ?? 0), ttl: Math.max(0, Math.round(Number(row?.ttl ?? 0))) };
};

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (table `rate_limits`), so every
 * server process behind a load balancer counts the same requests. One fixed window per key.
 */
export const postgresRateLimitStore = (db: Db) =>
  class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = `${this.prefix}${key}`;
      db.execute(sql`
        insert into rate_limits (key, window_start, count) values (${id}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start + make_interval(secs => ${timeWindow} / 1000.0) <= now()
            then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start + make_interval(secs => ${timeWindow} / 1000.0) <= now()
            then now() else rate_limits.window_start end
        returning count,
          extract(epoch from (window_start + make_interval(secs => ${timeWindow} / 1000.0) - now())) * 1000 as ttl`)
        .then((result) => callback(null, toResult(result.rows)))
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback, timeWindow: number) {
      const id = `${this.prefix}${key}`;
      db.execute(sql`
        select count,
          extract(epoch from (window_start + make_interval(secs => ${timeWindow} / 1000.0) - now())) * 1000 as ttl
        from rate_limits
        where key = ${id} and window_start + make_interval(secs => ${timeWindow} / 1000.0) > now()`)
        .then((result) => callback(null, toResult(result.rows)))
        .catch((error: Error) => callback(error));
    }

    /** One store per route: its counters are keyed by the route's method and path. */
    child(params: object) {
      const { routeInfo = {} } = params as ChildParams;
      const { method } = routeInfo;
      const verb = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new PostgresRateLimitStore(
        undefined,
        `${verb} ${routeInfo.url ?? routeInfo.path ?? ''}|`,
      );
    }
  };
