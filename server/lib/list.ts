import { asc, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/domain/constants';
import {
  hasControlChars,
  INT4_MAX,
  isCalendarDate,
  jsonProblem,
} from '../../src/domain/validation';
import { badRequest } from './errors';

type FilterType = 'string' | 'number' | 'boolean' | 'date';

type SortKey = AnyPgColumn | SQL;

/** A filter on a column: its value's type, and the values it may take. */
export interface ListFilter {
  column: AnyPgColumn;
  type: FilterType;
  values?: readonly string[];
}

export interface ListSpec {
  /** Sort fields by name: a column or expression, or several in turn (a centre, then a number). */
  sortable: Record<string, SortKey | readonly SortKey[]>;
  filters?: Record<string, ListFilter>;
  /** Extra filters a module interprets itself (e.g. `deleted`). */
  custom?: Record<string, (value: unknown) => SQL | undefined>;
  /** What each `custom` filter takes, for `/api/docs` (e.g. `an id, or "none"`). */
  customDocs?: Record<string, string>;
  search?: (AnyPgColumn | SQL)[];
  /** A module's own search (`q`), instead of a substring match over `search`. */
  searchWith?: (raw: unknown) => SQL | undefined;
  idColumn: AnyPgColumn;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** The page size when the query names none (25 unless the spec says otherwise). */
  pageSize?: number;
}

export interface ListQuery {
  where: SQL[];
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The whole filtered set, for exports. */
  unbounded: boolean;
}

const parseJson = (raw: unknown, field: string): unknown => {
  if (raw === undefined || raw === '') return undefined;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest({ [field]: 'validation.invalid' });
    }
  }
  const problem = jsonProblem(value);
  if (problem) {
    const key = problem.path.length ? `${field}.${problem.path.join('.')}` : field;
    throw badRequest({ [key]: problem.message });
  }
  return value;
};

/** A spec's entry by name: own keys only, so `toString` or `__proto__` are unknown names. */
const own = <T>(record: Record<string, T> | undefined, key: unknown): T | undefined =>
  record && typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;

/** Whether a column holds PostgreSQL integers (a bound beyond int4 would be a database error). */
const isIntegerColumn = (column: AnyPgColumn) =>
  /^Pg(Integer|Serial|SmallInt|SmallSerial)$/.test(column.columnType);

/** The largest magnitude a `numeric` filter takes (columns hold at most 14 digits). */
const MAX_NUMERIC_FILTER = 1e15;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `landlord_id`: one organization's rows. Every list of tenant-owned rows takes it (the
 * superadmin's lists mix every organization; anyone else's scope has one already).
 */
export const organizationFilter = (column: AnyPgColumn) => ({
  landlord_id: { column, type: 'number' as const },
});

/** Full-text search over the given columns: a substring match, a prefix match for short terms. */
export const searchCondition = (columns: (AnyPgColumn | SQL)[], raw: unknown): SQL | undefined => {
  const term = typeof raw === 'string' ? raw.trim() : '';
  if (!term || columns.length === 0) return undefined;
  const pattern = term.length < 3 ? `${escapeLike(term)}%` : `%${escapeLike(term)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
};

const coerce = (value: unknown, type: FilterType, field: string, column?: AnyPgColumn): unknown => {
  const fail = () => badRequest({ [field]: 'validation.invalid' });
  switch (type) {
    case 'number': {
      if (typeof value !== 'number' && typeof value !== 'string') throw fail();
      const n = typeof value === 'string' && !value.trim() ? Number.NaN : Number(value);
      if (!column || isIntegerColumn(column)) {
        if (!Number.isInteger(n) || Math.abs(n) > INT4_MAX) throw fail();
      } else if (!Number.isFinite(n) || Math.abs(n) > MAX_NUMERIC_FILTER) throw fail();
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw fail();
    case 'date':
      // `YYYY-MM-DD` (of a timestamp, the day is taken): a day that exists.
      if (typeof value !== 'string' || !isCalendarDate(value.slice(0, 10))) throw fail();
      return value;
    default:
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string' || hasControlChars(value)) throw fail();
      return value;
  }
};

/** `q` and `search`: text without control characters (else a 400 on `field`). */
const searchTerm = (raw: unknown, field: string): unknown => {
  if (typeof raw === 'string' && hasControlChars(raw)) {
    throw badRequest({ [field]: 'validation.control_chars' });
  }
  return raw;
};

const filterCondition = (spec: ListSpec, key: string, value: unknown): SQL | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (key === 'q') {
    const term = searchTerm(value, 'filter.q');
    return spec.searchWith ? spec.searchWith(term) : searchCondition(spec.search ?? [], term);
  }
  if (key === 'id') {
    const ids = (Array.isArray(value) ? value : [value]).map((v) =>
      coerce(v, 'number', 'filter.id', spec.idColumn),
    );
    return inArray(spec.idColumn, ids as number[]);
  }
  const custom = own(spec.custom, key);
  if (custom) return custom(value);
  const range = /^(.+)_(gte|lte)$/.exec(key);
  const name = range ? range[1] : key;
  const filter = own(spec.filters, name);
  if (!filter) throw badRequest({ [`filter.${key}`]: 'validation.unknown_filter' });
  if (range) {
    if (filter.type !== 'number' && filter.type !== 'date') {
      throw badRequest({ [`filter.${key}`]: 'validation.unknown_filter' });
    }
    const bound = coerce(value, filter.type, `filter.${key}`, filter.column);
    if (filter.type === 'date') {
      // Dates are days in Kazakhstan (UTC+5), whatever the database session's zone.
      const day = (bound as string).slice(0, 10);
      return range[2] === 'gte'
        ? gte(filter.column, `${day}T00:00:00+05:00`)
        : lte(filter.column, `${day}T23:59:59.999+05:00`);
    }
    return range[2] === 'gte' ? gte(filter.column, bound) : lte(filter.column, bound);
  }
  const values = Array.isArray(value) ? value : [value];
  const coerced = values.map((v) => coerce(v, filter.type, `filter.${key}`, filter.column));
  if (filter.values && coerced.some((v) => !filter.values?.includes(String(v)))) {
    throw badRequest({ [`filter.${key}`]: 'validation.invalid' });
  }
  return coerced.length === 1 ? eq(filter.column, coerced[0]) : inArray(filter.column, coerced);
};

/**
 * Reads react-admin's `range/sort/filter` or the spec's `page/limit|per_page/search`
 * (`range` wins when both are sent) into conditions, an order and a page.
 */
export const parseListQuery = (
  query: Record<string, unknown>,
  spec: ListSpec,
  opts: { unbounded?: boolean } = {},
): ListQuery => {
  const parsed = parseJson(query.filter, 'filter');
  const filter = parsed === undefined ? {} : parsed;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest({ filter: 'validation.invalid' });
  }
  const where: SQL[] = [];
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    const condition = filterCondition(spec, key, value);
    if (condition) where.push(condition);
  }
  const term = searchTerm(query.search, 'search');
  const search = spec.searchWith ? spec.searchWith(term) : searchCondition(spec.search ?? [], term);
  if (search) where.push(search);

  const sort = (parseJson(query.sort, 'sort') ?? spec.defaultSort) as unknown;
  if (!Array.isArray(sort) || sort.length !== 2) throw badRequest({ sort: 'validation.invalid' });
  const [field, order] = sort as [unknown, unknown];
  const column = own(spec.sortable, field);
  if (!column || typeof order !== 'string' || !['ASC', 'DESC', 'asc', 'desc'].includes(order)) {
    throw badRequest({ sort: 'validation.invalid' });
  }
  const direction = order.toUpperCase() === 'ASC' ? asc : desc;
  const keys: readonly SortKey[] = Array.isArray(column) ? column : [column as SortKey];
  const orderBy = [...keys.map((key) => direction(key)), direction(spec.idColumn)];

  if (opts.unbounded)
    return { where, orderBy, limit: Number.MAX_SAFE_INTEGER, offset: 0, unbounded: true };

  const pageSize = spec.pageSize ?? DEFAULT_PAGE_SIZE;
  let limit = pageSize;
  let offset = 0;
  const range = parseJson(query.range, 'range');
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every(Number.isSafeInteger)) {
      throw badRequest({ range: 'validation.invalid' });
    }
    const [from, to] = range as [number, number];
    if (from < 0 || to < from) throw badRequest({ range: 'validation.invalid' });
    limit = to - from + 1;
    offset = from;
  } else if (
    query.page !== undefined ||
    query.limit !== undefined ||
    query.per_page !== undefined
  ) {
    const page = Number(query.page ?? 1);
    limit = Number(query.limit ?? query.per_page ?? pageSize);
    if (!Number.isSafeInteger(page) || page < 1) throw badRequest({ page: 'validation.invalid' });
    if (!Number.isInteger(limit) || limit < 1) throw badRequest({ limit: 'validation.invalid' });
    // A larger page is answered with the cap, pages counted by it: a client asking for 1,000
    // rows a page gets them 100 at a time, with the real total.
    limit = Math.min(limit, MAX_PAGE_SIZE);
    offset = (page - 1) * limit;
    if (!Number.isSafeInteger(offset)) throw badRequest({ page: 'validation.invalid' });
  }
  return { where, orderBy, limit: Math.min(limit, MAX_PAGE_SIZE), offset, unbounded: false };
};
