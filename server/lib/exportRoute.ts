import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { type Locale, TIME_ZONE } from '../../src/domain/constants';
import { type ListExportBody, listExportBody, listQuery } from '../../src/domain/list';
import { currentUser } from '../plugins/access';
import type { AuthUser } from './authUser';
import { type ExcelColumn, streamExcel } from './excel';
import { translate } from './i18n';
import { type ListSpec, parseListQuery } from './list';
import type { PageSource } from './listRoute';

const BATCH = 1000;

/** Above every PostgreSQL `integer` id: where the newest-first keyset starts. */
const INT4_ABOVE = 2_147_483_647;

/** Dates as the user reads them, in Kazakhstan's time. */
export const dateFormatter = (locale: string) => {
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (value: string | null) => (value ? when.format(new Date(value)) : null);
};

/** What column definitions read texts from: all in the caller's language. */
export interface ExportTexts {
  locale: Locale;
  t: (key: string) => string;
  /** `enums.<group>.<value>`, or empty for no value. */
  enumText: (group: string, value: string | null) => string | null;
  at: (value: string | null) => string | null;
}

export interface ExcelExportRoute<Raw, Row> {
  /** `/api/download/excel/<resource>`. */
  path: string;
  access: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
  spec: ListSpec;
  scope?: (user: AuthUser, query: Record<string, unknown>) => SQL | undefined;
  select: () => PageSource<Raw>;
  /**
   * Newest first, in keyset batches on the spec's id column (`id` reads it from a row), or
   * `'list'`: the list's own sort (the body's `sort`), in offset batches.
   */
  order: { id: (row: Raw) => number } | 'list';
  view?: (rows: Raw[]) => Row[];
  columns: (texts: ExportTexts) => ExcelColumn<Row>[];
  /** The i18n key of the sheet's name, a plural (`Сотрудник |||| Сотрудники`). */
  sheet: string;
  /** The file name's start; the date follows (`employees-2026-11-24.xlsx`). */
  file: string;
  tags: string[];
}

/** The body as the list's query string, so `parseListQuery` reads both alike. */
const queryOf = (body: ListExportBody, withSort: boolean): Record<string, unknown> => ({
  filter: JSON.stringify(body?.filter ?? {}),
  ...(withSort && body?.sort ? { sort: JSON.stringify(body.sort) } : {}),
  ...(body?.search ? { search: body.search } : {}),
});

/**
 * `POST <path>`: the list's current filter (no page cap) as an .xlsx, headers in the caller's
 * language, streamed in batches so memory stays flat whatever the row count.
 */
export const excelExportRoute = <Raw, Row = Raw>(
  app: FastifyInstance,
  route: ExcelExportRoute<Raw, Row>,
) => {
  app.post(
    route.path,
    {
      preValidation: route.access,
      schema: { tags: route.tags, querystring: listQuery, body: listExportBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = queryOf(request.body as ListExportBody, route.order === 'list');
      const q = parseListQuery(query, route.spec, { unbounded: true });
      const where = and(route.scope?.(user, query), ...q.where);
      const locale = user.locale;
      const t = (key: string) => translate(locale, key);
      const texts: ExportTexts = {
        locale,
        t,
        enumText: (group, value) => (value ? t(`enums.${group}.${value}`) : null),
        at: dateFormatter(locale),
      };
      const view = route.view ?? ((rows: Raw[]) => rows as unknown as Row[]);
      const order = route.order;
      let lastId = INT4_ABOVE;
      const next = async (batch: number) => {
        const query = route.select();
        const rows =
          order === 'list'
            ? await query
                .where(where)
                .orderBy(...q.orderBy)
                .limit(BATCH)
                .offset(batch * BATCH)
            : await query
                .where(and(where, lt(route.spec.idColumn, lastId)))
                .orderBy(desc(route.spec.idColumn))
                .limit(BATCH);
        if (rows.length === 0) return null;
        if (order !== 'list') lastId = order.id(rows[rows.length - 1]);
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
  );
};
