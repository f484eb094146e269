import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';
import {
  bids,
  businessCalendars,
  employees,
  files,
  holidays,
  landlords,
  notificationRecipients,
  objects,
  renterRooms,
  renters,
  taskCategories,
  tasks,
  users,
} from '../../server/db/schema';
import { countRows } from '../../server/lib/listRoute';
import { readObjects } from '../../server/modules/objects/routes';
import { selectBidRows } from '../../server/modules/requests/bids/view';
import { taskKpi } from '../../server/modules/tasks/kpi';
import { EXACT_TOTAL_LIMIT } from '../../src/domain/list';
import { CURRENT_TASK_STATUSES } from '../../src/domain/taskStatuses';
import { BIDS, lastDays } from './bids';
import { CONTRACT_SCENARIOS } from './contracts';
import { DASHBOARD_SCENARIO, dashboardBaseline } from './dashboard';
import { DOCUMENT_SCENARIOS } from './documents';
import { RENTER_SEARCH } from './fill';
import { benchRenterLogin } from './notifications';
import { kpiPeriod } from './tasks';

/** Who the scenarios are signed in as unless one says otherwise. */
export const BENCH_LOGIN = 'landlord';

/** The signed-in user the product sees through its token; the baseline is simply told. */
export interface Caller {
  userId: number;
  landlordId: number;
}

/** What a baseline route answers: the body, and for a list its total (sent as X-Total-Count). */
export interface BaselineAnswer {
  body: unknown;
  total?: number;
}

export interface Scenario {
  name: string;
  /** The product's request, path and query. */
  path: string;
  /** The account it is signed in as (BENCH_LOGIN when not given); the baseline's caller too. */
  login?: string;
  /**
   * A route this build may not have yet: the scenario runs only when the product answers it
   * with a 200, and is reported as skipped otherwise.
   */
  optional?: boolean;
  /**
   * The same SQL the product runs for that request (tenant filter, search, page, count and the
   * queries that complete a page), with none of its auth, validation or serialization.
   */
  baseline: (db: Db, caller: Caller) => Promise<BaselineAnswer>;
}

const PAGE = 25;

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

/** The product's total (lib/listRoute.ts): exact up to EXACT_TOTAL_LIMIT rows, capped above. */
const cappedTotal = async (db: Db, table: PgTable, where: SQL | undefined) =>
  Math.min(await countRows(db, table, where, EXACT_TOTAL_LIMIT), EXACT_TOTAL_LIMIT);

/** A page and the total of the same filter, side by side as the product runs them. */
const pageAndTotal = async <T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: Promise<T>,
) => {
  const [rows, total] = await Promise.all([page, cappedTotal(db, table, where)]);
  return { rows, total };
};

/** server/lib/list.ts: a substring match on every searched column, `\`, `%` and `_` escaped. */
const renterSearch = (term: string) => {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ...[
      renters.legal_name,
      renters.bin_iin,
      renters.outlet_name,
      renters.contact_full_name,
      renters.phone,
    ].map((column) => ilike(column, pattern)),
  );
};

/** The renters list: page and total, then the page's rooms and account counts (renterViews). */
const renterPage = async (db: Db, caller: Caller, search?: string): Promise<BaselineAnswer> => {
  const where = and(
    eq(renters.landlord_id, caller.landlordId),
    search ? renterSearch(search) : undefined,
  );
  const { rows, total } = await pageAndTotal(
    db,
    renters,
    where,
    db
      .select()
      .from(renters)
      .where(where)
      .orderBy(desc(renters.created_at), desc(renters.id))
      .limit(PAGE),
  );
  const ids = rows.map((r) => r.id);
  const [links, accounts] = ids.length
    ? await Promise.all([
        db.select().from(renterRooms).where(inArray(renterRooms.renter_id, ids)),
        db
          .select({ renter_id: users.renter_id, n: count() })
          .from(users)
          .where(inArray(users.renter_id, ids))
          .groupBy(users.renter_id),
      ])
    : [[], []];
  const body = rows.map((row) => ({
    ...row,
    room_ids: links.filter((l) => l.renter_id === row.id).map((l) => l.room_id),
    users_count: Number(accounts.find((a) => a.renter_id === row.id)?.n ?? 0),
  }));
  return { body, total };
};

/** Active staff by name, then their logins (employees/routes.ts). */
const employeePage = async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
  const where = and(eq(employees.landlord_id, caller.landlordId), eq(employees.status, 'active'));
  const { rows, total } = await pageAndTotal(
    db,
    employees,
    where,
    db
      .select()
      .from(employees)
      .where(where)
      .orderBy(asc(employees.full_name), asc(employees.id))
      .limit(PAGE),
  );
  const ids = rows.map((r) => r.id);
  const logins = ids.length
    ? await db
        .select({ employee_id: users.employee_id, login: users.login })
        .from(users)
        .where(inArray(users.employee_id, ids))
    : [];
  const body = rows.map((row) => ({
    ...row,
    login: logins.find((l) => l.employee_id === row.id)?.login ?? null,
  }));
  return { body, total };
};

/** Public logo URLs of a page's files; no query when nothing on the page has a logo. */
const logoKeys = async (db: Db, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const found = await db
    .select({ id: files.id, key: files.storage_key })
    .from(files)
    .where(and(inArray(files.id, wanted), eq(files.is_public, true)));
  return new Map(found.map((f) => [f.id, f.key]));
};

/** Objects by name with their logo and occupancy, the product's own select (objects/routes.ts). */
const objectPage = async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
  const where = eq(objects.landlord_id, caller.landlordId);
  const { rows, total } = await pageAndTotal(
    db,
    objects,
    where,
    readObjects(db).where(where).orderBy(asc(objects.name), asc(objects.id)).limit(PAGE),
  );
  return { body: rows, total };
};

/** The current user: the user, the organization, its first object and their logos. */
const currentUser = async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
  const [organization] = await db
    .select()
    .from(landlords)
    .where(eq(landlords.id, caller.landlordId));
  const [object] = await db
    .select()
    .from(objects)
    .where(eq(objects.landlord_id, caller.landlordId))
    .orderBy(asc(objects.id))
    .limit(1);
  const logos = await logoKeys(db, [object?.logo_id ?? null, organization?.logo_id ?? null]);
  const { password_hash: _, ...visible } = user;
  return { body: { ...visible, organization, object, logos: [...logos.values()] } };
};

/** The badge's number: the caller's unread notifications, on the partial index of unread rows. */
const unreadCount = async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
  const [row] = await db
    .select({ count: count() })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.user_id, caller.userId),
        isNull(notificationRecipients.read_at),
      ),
    );
  return { body: { count: row?.count ?? 0 } };
};

/** The journal's filter of the search scenario: the planted surname in the last 30 days. */
export const BID_SEARCH_FILTER = { q: BIDS.search, ...lastDays(BIDS.periodDays) };

/**
 * The journal's list (bids/list.ts): the product's own select of a bid with its type,
 * object, object type, room, renter and executor; the total only when the first page is full
 * (lib/listRoute.ts pageWithTotal); then the landlord's calendar, which the product reads for the
 * business time left (bids/view.ts). The baseline skips that computation and the view itself.
 */
const bidPage = async (
  db: Db,
  caller: Caller,
  filter?: typeof BID_SEARCH_FILTER,
): Promise<BaselineAnswer> => {
  const where = and(
    eq(bids.landlord_id, caller.landlordId),
    ...(filter
      ? [
          ilike(bids.search_text, `%${filter.q}%`),
          gte(bids.created_at, `${filter.created_at_gte}T00:00:00+05:00`),
          lte(bids.created_at, `${filter.created_at_lte}T23:59:59.999+05:00`),
        ]
      : []),
  );
  const rows = await selectBidRows(db)
    .where(where)
    .orderBy(desc(bids.created_at), desc(bids.id))
    .limit(PAGE);
  const total = rows.length < PAGE ? rows.length : await cappedTotal(db, bids, where);
  await db
    .select()
    .from(businessCalendars)
    .where(eq(businessCalendars.landlord_id, caller.landlordId));
  await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(eq(holidays.landlord_id, caller.landlordId));
  const body = rows.map(({ bid, ...joined }) => ({ ...bid, ...joined }));
  return { body, total };
};

/** The tasks list scenario's filter: the current tab's high-priority tasks. */
const TASK_FILTER = { tab: 'current', priority: 'high' } as const;

const executors = alias(users, 'executor');
const creators = alias(users, 'creator');

/**
 * The tasks list (GET /api/tasks, tasks-api.md): the current tab with a filter, soonest deadline
 * first, each task with its executor's, creator's and category's names; the total only when the
 * first page is full, as every list counts.
 */
const taskPage = async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
  const where = and(
    eq(tasks.landlord_id, caller.landlordId),
    inArray(tasks.status, [...CURRENT_TASK_STATUSES]),
    eq(tasks.priority, TASK_FILTER.priority),
  );
  const rows = await db
    .select({
      task: tasks,
      executor_name: executors.full_name,
      creator_name: creators.full_name,
      category_name: taskCategories.name,
    })
    .from(tasks)
    .innerJoin(executors, eq(executors.id, tasks.executor_id))
    .innerJoin(creators, eq(creators.id, tasks.created_by))
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.category_id))
    .where(where)
    .orderBy(asc(tasks.deadline), asc(tasks.id))
    .limit(PAGE);
  const total = rows.length < PAGE ? rows.length : await cappedTotal(db, tasks, where);
  const body = rows.map(({ task, ...joined }) => ({ ...task, ...joined }));
  return { body, total };
};

/** The KPI scenario's quarter, fixed when the bench starts. */
const KPI_PERIOD = kpiPeriod();

export const SCENARIOS: Scenario[] = [
  {
    name: 'renters page 1',
    path: `/api/renters?${query({ range: [0, PAGE - 1], sort: ['created_at', 'DESC'] })}`,
    baseline: (db, caller) => renterPage(db, caller),
  },
  {
    name: 'renters search',
    path: `/api/renters?${query({
      range: [0, PAGE - 1],
      sort: ['created_at', 'DESC'],
      filter: { q: RENTER_SEARCH },
    })}`,
    baseline: (db, caller) => renterPage(db, caller, RENTER_SEARCH),
  },
  { name: 'employees page 1', path: `/api/employee?page=1&limit=${PAGE}`, baseline: employeePage },
  {
    name: 'objects page 1',
    path: `/api/objects?${query({ range: [0, PAGE - 1], sort: ['name', 'ASC'] })}`,
    baseline: objectPage,
  },
  { name: 'current user', path: '/api/user', baseline: currentUser },
  {
    name: 'unread count',
    path: '/api/user/count-unread',
    login: benchRenterLogin(1),
    optional: true,
    baseline: unreadCount,
  },
  {
    name: 'bids page 1',
    path: `/api/bids?${query({ range: [0, PAGE - 1], sort: ['created_at', 'DESC'] })}`,
    baseline: (db, caller) => bidPage(db, caller),
  },
  {
    name: 'bids search + period',
    path: `/api/bids?${query({
      range: [0, PAGE - 1],
      sort: ['created_at', 'DESC'],
      filter: BID_SEARCH_FILTER,
    })}`,
    baseline: (db, caller) => bidPage(db, caller, BID_SEARCH_FILTER),
  },
  {
    name: 'tasks current, high priority',
    path: `/api/tasks?${query({
      range: [0, PAGE - 1],
      sort: ['deadline', 'ASC'],
      filter: TASK_FILTER,
    })}`,
    optional: true,
    baseline: taskPage,
  },
  {
    name: 'task KPI for a quarter',
    path: `/api/tasks/kpi?${new URLSearchParams(KPI_PERIOD)}`,
    baseline: (db, caller) =>
      taskKpi(db, { landlordId: caller.landlordId, ...KPI_PERIOD }).then((body) => ({ body })),
  },
  { name: DASHBOARD_SCENARIO, path: '/api/dashboard', baseline: dashboardBaseline },
  ...CONTRACT_SCENARIOS,
  ...DOCUMENT_SCENARIOS,
];
