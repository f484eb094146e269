import { kzDate } from './bids';
import { measure, type Sample } from './load';
import { formatTable, round } from './report';
import { BENCH_LOGIN } from './scenarios';

/**
 * The lists as the staff app opens them — each tab, each filter the UI offers, each sort a
 * header gives — measured on the product alone at one connection: their SQL is the lists'
 * shared code (`lib/list.ts`), which the baseline scenarios already compare with bare SQL.
 */
export interface View {
  name: string;
  path: string;
  login?: string;
}

export interface ViewMeasured {
  scenario: string;
  rows: string;
  product: Sample;
}

const PAGE = 25;

const list = (resource: string, sort: [string, string], filter: Record<string, unknown> = {}) =>
  `/api/${resource}?${new URLSearchParams({
    range: JSON.stringify([0, PAGE - 1]),
    sort: JSON.stringify(sort),
    filter: JSON.stringify(filter),
  })}`;

/** The calendar's month grid: the 1st to the last day of this month, Almaty date-times. */
const monthRange = () => {
  const today = kzDate(0);
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = (d: number) => `${today.slice(0, 8)}${String(d).padStart(2, '0')}`;
  return { from: `${day(1)}T00:00:00+05:00`, to: `${day(last)}T23:59:59+05:00` };
};

const NEWEST: [string, string] = ['created_at', 'DESC'];
const SOONEST: [string, string] = ['deadline', 'ASC'];

export const VIEWS: View[] = [
  { name: 'journal: new', path: list('bids', NEWEST, { status: 'new' }) },
  { name: 'journal: in progress', path: list('bids', NEWEST, { status: 'in_progress' }) },
  { name: 'journal: done', path: list('bids', NEWEST, { status: 'done' }) },
  { name: 'journal: overdue', path: list('bids', NEWEST, { overdue: true }) },
  { name: 'journal: no executor', path: list('bids', NEWEST, { executor_id: 'none' }) },
  { name: 'journal: from staff', path: list('bids', NEWEST, { source: 'staff' }) },
  { name: 'journal: by deadline', path: list('bids', ['due_at', 'ASC']) },
  { name: 'journal: by number', path: list('bids', ['number', 'DESC']) },
  { name: 'journal: by status', path: list('bids', ['status', 'ASC']) },
  { name: 'journal: number search', path: list('bids', NEWEST, { q: '123456' }) },
  { name: 'tasks: current', path: list('tasks', SOONEST, { tab: 'current' }) },
  { name: 'tasks: completed', path: list('tasks', ['done_at', 'DESC'], { tab: 'completed' }) },
  { name: 'tasks: overdue', path: list('tasks', SOONEST, { tab: 'current', overdue: true }) },
  {
    name: 'tasks: current by priority',
    path: list('tasks', ['priority', 'DESC'], { tab: 'current' }),
  },
  { name: 'tasks: search', path: list('tasks', SOONEST, { tab: 'current', q: 'фильтров' }) },
  { name: 'tasks: tab counts', path: `/api/tasks/counts?${new URLSearchParams({ filter: '{}' })}` },
  { name: 'renters: inactive', path: list('renters', NEWEST, { status: 'inactive' }) },
  { name: 'renters: by name', path: list('renters', ['legal_name', 'ASC']) },
  { name: 'notifications', path: list('notifications', NEWEST) },
  { name: 'sent notifications', path: list('employee-notifications', NEWEST) },
  {
    name: 'calendar: this month',
    path: `/api/calendar-events?${new URLSearchParams(monthRange())}`,
  },
];

/** Who a view is signed in as: the demo landlord unless it says. */
export const viewLogin = (view: View) => view.login ?? BENCH_LOGIN;

/**
 * Each view once (it must answer 200: a refused view is a mistake of this list, reported as a
 * failure), then measured at one connection.
 */
export const measureViews = async (
  productUrl: string,
  tokens: Map<string, string>,
  progress: (text: string) => void,
  label = '',
) => {
  const measured: ViewMeasured[] = [];
  const refused: string[] = [];
  for (const view of VIEWS) {
    const headers = { authorization: `Bearer ${tokens.get(viewLogin(view))}` };
    const url = `${productUrl}${view.path}`;
    const res = await fetch(url, { headers });
    const body = (await res.json()) as unknown;
    if (res.status !== 200) {
      refused.push(`${view.name}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
      continue;
    }
    const total = res.headers.get('x-total-count');
    const rows = Array.isArray(body) ? `${body.length} of ${total ?? '?'}` : 'an answer';
    progress(`  ${label}${view.name} ×1`);
    measured.push({ scenario: view.name, rows, product: await measure(url, headers, 1) });
  }
  return { measured, refused };
};

export const viewTable = (views: ViewMeasured[]) =>
  formatTable(
    ['view', 'rows', 'req/s', 'p50 ms', 'p99 ms'],
    views.map((v) => [
      v.scenario,
      v.rows,
      round(v.product.reqPerSec),
      String(v.product.p50),
      String(v.product.p99),
    ]),
  );

/**
 * Every view answered, and each one's p99 under the lists' 50 ms (`withTimes`; at 1m the
 * growth checks hold those).
 */
export const checkViews = (
  { measured, refused }: Awaited<ReturnType<typeof measureViews>>,
  withTimes: boolean,
) => [
  ...refused.map((detail) => ({ target: 'every view answers 200', ok: false, detail })),
  ...(withTimes ? measured : []).map((v) => ({
    target: `${v.scenario} ×1: p99 < 50 ms`,
    ok: v.product.p99 < 50,
    detail: `${v.product.p99} ms`,
  })),
];
