import { and, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { EXACT_TOTAL_LIMIT } from '../../src/domain/list';
import type { Db } from '../db/client';
import { currentUser } from '../plugins/access';
import type { AuthUser } from './authUser';
import { type ListQuery, type ListSpec, parseListQuery } from './list';
import { listQueryOf } from './listDocs';

/**
 * The filtered total, exact up to `cap`: counting stops there, so the first page of a
 * 200,000-row journal costs no more than one of 10,000. More rows than `cap` count as `cap + 1`.
 */
export const countRows = async (db: Db, table: PgTable, where: SQL | undefined, cap: number) => {
  const rows = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(rows);
  return Number(row?.total ?? 0);
};

/** The most rows a list counts exactly for this page (at least up to the page's end). */
export const countCap = (q: ListQuery) => Math.max(EXACT_TOTAL_LIMIT, q.offset + q.limit);

/**
 * Sends a page with its total in `Content-Range` (unit: the path's last segment). A total past
 * `cap` is sent as `cap` with `X-Total-Capped: true`: "more than" that many.
 */
export const sendList = <T>(
  reply: FastifyReply,
  unit: string,
  q: ListQuery,
  rows: T[],
  counted: number,
  cap = Number.POSITIVE_INFINITY,
) => {
  const end = rows.length ? q.offset + rows.length - 1 : q.offset;
  const total = Math.min(counted, cap);
  reply.header('Content-Range', `${unit} ${q.offset}-${end}/${total}`);
  reply.header('X-Total-Count', String(total));
  if (counted > cap) reply.header('X-Total-Capped', 'true');
  reply.header('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count, X-Total-Capped');
  return rows;
};

/**
 * A page as the API shows it and the filtered total. A first page shorter than the limit is the
 * whole set, so its total needs no count query (a search's usual case: half the work); a count
 * runs beside the page (a later page) or beside the view (a full first page).
 */
export const pageWithTotal = async <T, V>(
  q: ListQuery,
  page: () => Promise<T[]>,
  count: () => Promise<number>,
  view: (rows: T[]) => Promise<V[]> | V[],
): Promise<[V[], number]> => {
  const early = q.offset > 0 ? count() : null;
  // Read below; a page that fails first must not leave this rejection unhandled.
  early?.catch(() => undefined);
  const rows = await page();
  const total = early ?? (rows.length < q.limit ? rows.length : count());
  return Promise.all([view(rows), total]);
};

/**
 * A select (`db.select(…).from(…).join(…)`) a list or an export narrows, orders and pages, and
 * a record route reads one row of.
 */
export interface PageSource<Row> {
  where(where: SQL | undefined): PromiseLike<Row[]> & {
    orderBy(...order: SQL[]): {
      limit(n: number): PromiseLike<Row[]> & { offset(n: number): PromiseLike<Row[]> };
    };
  };
}

export interface ListRoute<Row, View> {
  /** The API path; its last segment is the `Content-Range` unit unless `unit` says otherwise. */
  path: string;
  unit?: string;
  /** Who may list (`app.requireAccess(resource, 'list')`, with `app.authenticate` if needed). */
  access: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
  spec: ListSpec;
  /** The rows the caller may see (`scope.ts`), and any rule the query adds (e.g. `deleted`). */
  scope?: (user: AuthUser, query: Record<string, unknown>) => SQL | undefined;
  /** The page query before `where`: its columns and joins. */
  select: () => PageSource<Row>;
  /** The table the total counts (`where` must read only its columns). */
  count: PgTable;
  /** Rows as the API shows them, a page at a time (no query per row). */
  view?: (rows: Row[], user: AuthUser) => Promise<View[]> | View[];
  /** One row of the answer: documents `/api/docs`' response. */
  row: z.ZodType;
  /** The list's own query parameters beside the contract's (documented, checked). */
  query?: z.ZodRawShape;
  tags: string[];
  summary?: string;
  description?: string;
}

/**
 * A list route with the list contract (`range/sort/filter` or `page/limit|per_page/search`),
 * scope, a page, a total that stays fast at any size, and the view. The query string and the
 * response are declared, so `/api/docs` documents both; rows are sent through the documented
 * row's compiled serializer (the app's `schemaJson`), so only documented fields leave the server.
 */
export const listRoute = <Row, View = Row>(app: FastifyInstance, route: ListRoute<Row, View>) => {
  const unit = route.unit ?? route.path.split('/').pop() ?? route.path;
  const querystring = listQueryOf(route.spec);
  app.get(
    route.path,
    {
      preValidation: route.access,
      schema: {
        tags: route.tags,
        summary: route.summary,
        description: route.description,
        querystring: route.query ? querystring.extend(route.query) : querystring,
        response: { 200: z.array(route.row) },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = currentUser(request);
      const query = request.query as Record<string, unknown>;
      const q = parseListQuery(query, route.spec);
      const where = and(route.scope?.(user, query), ...q.where);
      const cap = countCap(q);
      const [views, total] = await pageWithTotal<Row, unknown>(
        q,
        async () =>
          route
            .select()
            .where(where)
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        () => countRows(app.db, route.count, where, cap),
        (rows) => (route.view ? route.view(rows, user) : rows),
      );
      return sendList(reply, unit, q, views, total, cap);
    },
  );
};
