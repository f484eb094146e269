import { owner } from './crud';
import { FOREIGN, ORG } from './rules';
import type { RouteCase } from './runner';
import { must, type Reply, type Who, type World } from './world';

/**
 * The task KPI and its sheet: a level that reads every task (view, intermediate, main), the
 * landlord, or the superadmin, who names the organization (`landlord_id`, landlord 1's here).
 * Anyone else's `landlord_id` is ignored: landlord 2's people read their own organization's.
 */

const almatyDay = (back: number) =>
  new Date(Date.now() - back * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Almaty',
  });

/** The last 90 days, landlord 1's organization named. */
const period = (w: World) => ({ from: almatyDay(89), to: almatyDay(0), landlord_id: w.aray });

const kpiUrl = (w: World) =>
  `/api/tasks/kpi?${new URLSearchParams(
    Object.entries(period(w)).map(([key, value]) => [key, String(value)]),
  )}`;

/** Landlord 2's people must not read landlord 1's executors, whatever they name. */
const ownOrganization = async (w: World, who: Who) => {
  if (!FOREIGN.has(who.name)) return undefined;
  const theirs = await must(w, owner(w), 'GET', kpiUrl(w));
  const executors = new Set((theirs.rows as { executor_id: number }[]).map((r) => r.executor_id));
  return (res: Reply) => {
    const seen = (res.json().rows as { executor_id: number }[]).filter((r) =>
      executors.has(r.executor_id),
    );
    return seen.length ? `${who.name} reads landlord 1's executors` : null;
  };
};

export const TASK_KPI_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/tasks/kpi',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'tasks', rule: 'settingsRead' },
    target: async (w, who) => ({ url: kpiUrl(w), check: await ownOrganization(w, who) }),
  },
  {
    method: 'POST',
    path: '/api/download/excel/tasks-kpi',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'tasks', rule: 'settingsRead' },
    target: async (w) => ({ url: '/api/download/excel/tasks-kpi', body: period(w) }),
  },
];
