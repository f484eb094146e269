import { and, desc, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Locale } from '../../src/domain/constants';
import { type ListExportBody, listExportBody, listQuery } from '../../src/domain/list';
import type { Db } from '../db/client';
import { currentUser } from '../plugins/access';
import type { AuthUser } from './authUser';
import { type ExcelColumn, streamExcel } from './excel';
import { translate } from './i18n';
import { type ListSpec, parseListQuery } from './list';
import type { PageSource } from './listRoute';
import { binaryBody } from './responses';
import { type SheetDate, sheetDates } from './sheetDates';

/**
 * Rows a batch reads. Small enough that a batch dies young (in V8's new space, never promoted),
 * so a long export leaves no old-space garbage behind; 4,000 doubled the 100k export's memory.
 */
export const EXPORT_BATCH = 500;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What column definitions read texts from (all in the caller's language) and dates with. */
export interface ExportTexts {
  locale: Locale;
  t: (key: string) => string;
  /** `enums.<group>.<value>`, or empty for no value. */
  enumText: (group: string, value: string | null) => string | null;
  /** A timestamp as a date cell in Kazakhstan's time, or empty for none. */
  at: (value: string | null) => SheetDate | null;
}

export interface ExcelExportRoute<Raw, Row> {
  /** `/api/download/excel/<resource>`. */
  path: string;
  /** `POST` with the list's body (what the UI sends), or `GET` with its query string alone. */
  method?: 'GET' | 'POST';
  access: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
  spec: ListSpec;
  scope?: (user: AuthUser, query: Record<string, unknown>) => SQL | undefined;
  /**
   * The rows' select on `db` (`app.reportDb`: the replica when it has caught up with the caller);
   * `user` for what depends on the caller (their language).
   */
  select: (db: Db, user: AuthUser) => PageSource<Raw>;
  /**
   * Newest first, in keyset batches: on the spec's id column (`id` reads it from a row), after
   * `by` when given (a time an index orders, so no batch sorts what the filter selects);
   * or `'list'`: the list's own sort (the body's `sort`), in offset batches.
   */
  order: Keyset<Raw> | 'list';
  view?: (rows: Raw[]) => Row[];
  columns: (texts: ExportTexts) => ExcelColumn<Row>[];
  /** The i18n key of the sheet's name, a plural (`Сотрудник |||| Сотрудники`). */
  sheet: string;
  /** The file name's start; the date follows (`employees-2026-11-24.xlsx`). */
  file: string;
  tags: string[];
}

export interface Keyset<Raw> {
  id: (row: Raw) => number;
  by?: { column: AnyPgColumn; value: (row: Raw) => string };
}

/** The rows after `last` in the newest-first order, and that order. */
const keysetPage = <Raw>(keyset: Keyset<Raw>, idColumn: AnyPgColumn, last: Raw | undefined) => {
  const { by } = keyset;
  const after =
    last === undefined
      ? undefined
      : by
        ? sql`(${by.column}, ${idColumn}) < (${by.value(last)}, ${keyset.id(last)})`
        : lt(idColumn, keyset.id(last));
  const orderBy = by ? [desc(by.column), desc(idColumn)] : [desc(idColumn)];
  return { after, orderBy };
};

/**
 * The list's parameters as `parseListQuery` reads them: the body's (what the UI sends), else the
 * query string's; the sort only where the export follows it.
 */
const queryOf = (
  body: ListExportBody,
  query: Record<string, unknown>,
  withSort: boolean,
): Record<string, unknown> => ({
  filter: body?.filter ? JSON.stringify(body.filter) : query.filter,
  sort: !withSort ? undefined : body?.sort ? JSON.stringify(body.sort) : query.sort,
  search: body?.search ?? query.search,
});

/**
 * `POST <path>`: the list's current filter (no page cap) as an .xlsx, headers in the caller's
 * language, streamed in batches so memory stays flat whatever the row count.
 */
export const excelExportRoute = <Raw, Row = Raw>(
  app: FastifyInstance,
  route: ExcelExportRoute<Raw, Row>,
) => {
  const method = route.method ?? 'POST';
  app.route({
    method,
    url: route.path,
    preValidation: route.access,
    schema: {
      tags: route.tags,
      querystring: listQuery,
      ...(method === 'POST' ? { body: listExportBody } : {}),
      response: { 200: binaryBody(XLSX, 'The .xlsx workbook') },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const query = queryOf(
        request.body as ListExportBody,
        request.query as Record<string, unknown>,
        route.order === 'list',
      );
      const q = parseListQuery(query, route.spec, { unbounded: true });
      const where = and(route.scope?.(user, query), ...q.where);
      const locale = user.locale;
      // A sheet repeats a few texts (statuses, yes/no) on every row: each is translated once.
      const translated = new Map<string, string>();
      const t = (key: string) => {
        let text = translated.get(key);
        if (text === undefined) {
          text = translate(locale, key);
          translated.set(key, text);
        }
        return text;
      };
      const texts: ExportTexts = {
        locale,
        t,
        enumText: (group, value) => (value ? t(`enums.${group}.${value}`) : null),
        at: sheetDates(),
      };
      const view = route.view ?? ((rows: Raw[]) => rows as unknown as Row[]);
      const db = await app.reportDb(request);
      const order = route.order;
      let last: Raw | undefined;
      let done = false;
      const next = async (batch: number) => {
        // A short batch was the last one: no query to learn that the next is empty.
        if (done) return null;
        const query = route.select(db, user);
        let rows: Raw[];
        if (order === 'list') {
          rows = await query
            .where(where)
            .orderBy(...q.orderBy)
            .limit(EXPORT_BATCH)
            .offset(batch * EXPORT_BATCH);
        } else {
          const page = keysetPage(order, route.spec.idColumn, last);
          rows = await query
            .where(and(where, page.after))
            .orderBy(...page.orderBy)
            .limit(EXPORT_BATCH);
        }
        if (rows.length === 0) return null;
        done = rows.length < EXPORT_BATCH;
        last = rows[rows.length - 1];
        return view(rows);
      };
      const sheet = translate(locale, route.sheet, { smart_count: 2 });
      return streamExcel<Row>(reply, {
        fileName: `${route.file}-${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheet: (sheet === route.sheet ? route.file : sheet).slice(0, 31),
        columns: route.columns(texts),
        next,
      });
    },
  });
};
