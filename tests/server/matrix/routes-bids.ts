import { eq } from 'drizzle-orm';
import { bids } from '../../../server/db/schema';
import { historyCase, landlordActor, owner, totals } from './crud';
import { bidType, bodies, make, readAs, shared } from './factories';
import { type Expect, everyone, ORG, type RowKind, reads } from './rules';
import { type RouteCase, showsExactly } from './runner';
import { actorOf, must, type Rec, type Who, type World } from './world';

/**
 * The requests journal. Bids have an assignee (`executor_id`, a `users.id`), so the level grid
 * tries a bid the employee filed, one assigned to it, and one that is neither. Fixed callers meet
 * a bid the `renter` filed for its company: the renter may read, edit (while new), cancel,
 * comment and rate it; `renter2`, of another company, may not see it.
 */

const ROWS: RowKind[] = ['created', 'assigned', 'other'];

/** A bid of the landlord given to the level employee, even where its level may not be given one. */
const assignedBid = async (w: World, who: Who): Promise<Rec> => {
  const bid = await make.bid(w, landlordActor(w));
  await w.app.db.update(bids).set({ executor_id: who.userId }).where(eq(bids.id, bid.id));
  return { ...bid, executor_id: who.userId };
};

const build = (w: World, who: Who, row: RowKind | undefined) => {
  if (who.kind === 'fixed') return make.bid(w, actorOf(w.fixed.renter), { renter: true });
  if (row === 'created') return make.bid(w, actorOf(who));
  if (row === 'assigned') return assignedBid(w, who);
  return make.bid(w, landlordActor(w));
};

export const bidOf = (w: World, who: Who, row: RowKind | undefined, fresh: boolean) => {
  if (fresh) return build(w, who, row);
  const key =
    who.kind === 'fixed'
      ? 'bid:renter'
      : !row || row === 'other'
        ? 'bid:other'
        : `bid:${who.name}:${row}`;
  return shared(key, () => build(w, who, row));
};

/** Bids are the renter's too: it reads its own company's, `renter2` gets 404 on them. */
const withRenters = (base: Expect, renter: number): Expect => ({ ...base, renter, renter2: 404 });

const readBid = (w: World, id: number) => () => readAs(w, owner(w), `/api/bids/${id}`);

const isRenter = (who: Who) => who.kind === 'fixed' && who.name.startsWith('renter');

/** Someone to assign who is not the bid's executor already. */
const otherExecutor = (w: World, bid: Rec) =>
  bid.executor_id === w.fixed.employee.userId ? w.fixed.landlord.userId : w.fixed.employee.userId;

const rowRoute = (
  path: string,
  base: Expect,
  extra: Partial<RouteCase> & Pick<RouteCase, 'method' | 'ok' | 'target'>,
): RouteCase => ({ path, fixed: base, ...extra });

export const BID_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/bids',
    ok: 200,
    fixed: { ...ORG.list, renter: 200, renter2: 200 },
    grid: { module: 'requests', rule: 'list' },
    target: async (w, who) => {
      if (who.kind === 'fixed') {
        const { id } = await bidOf(w, who, undefined, false);
        const sees = ['superadmin', 'landlord', 'employee', 'renter'].includes(who.name);
        const url = `/api/bids?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`;
        return { url, check: showsExactly([id], sees ? [id] : []) };
      }
      const all: number[] = [];
      const visible: number[] = [];
      for (const row of ROWS) {
        const { id } = await bidOf(w, who, row, false);
        all.push(id);
        if (reads(who.level, row)) visible.push(id);
      }
      const url = `/api/bids?filter=${encodeURIComponent(JSON.stringify({ id: all }))}`;
      return { url, check: showsExactly(all, visible) };
    },
  },
  ...(['', '/comments', '/history'] as const).map((sub) =>
    rowRoute(`/api/bids/{id}${sub}`, withRenters(ORG.read, 200), {
      method: 'GET',
      ok: 200,
      grid: { module: 'requests', rule: 'read', rows: ROWS },
      target: async (w, who, row) => ({
        url: `/api/bids/${(await bidOf(w, who, row, false)).id}${sub}`,
      }),
    }),
  ),
  historyCase('bids', 'requests', ROWS, (w, who, row) => bidOf(w, who, row, false)),
  {
    method: 'GET',
    path: '/api/bids/executors',
    ok: 200,
    fixed: { ...ORG.create(200, 200), superadmin: 200 },
    grid: { module: 'requests', rule: 'create' },
    target: async (w) => ({ url: `/api/bids/executors?landlord_id=${w.aray}` }),
  },
  {
    method: 'GET',
    path: '/api/bids/places',
    ok: 200,
    fixed: { ...ORG.create(200, 200), renter: 200, renter2: 200 },
    grid: { module: 'requests', rule: 'create' },
    target: async () => ({ url: '/api/bids/places' }),
  },
  {
    method: 'POST',
    path: '/api/bids',
    ok: 201,
    fixed: { ...ORG.create(201, 400), renter: 201, renter2: 201 },
    grid: { module: 'requests', rule: 'create' },
    target: async (w, who) => {
      const type = await bidType(w, owner(w));
      const place =
        who.name === 'renter' ? w.renter1 : who.name === 'renter2' ? w.renter2 : w.arayPlace;
      return {
        url: '/api/bids',
        body: bodies.bid(type, place),
        field: 'object_id',
        readback: totals(w, '/api/bids', who),
      };
    },
  },
  rowRoute('/api/bids/{id}', withRenters(ORG.write(200), 200), {
    method: 'PUT',
    ok: 200,
    grid: { module: 'requests', rule: 'edit', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await bidOf(w, who, row, true);
      const record = await must(w, owner(w), 'GET', `/api/bids/${id}`);
      return {
        url: `/api/bids/${id}`,
        body: { ...record, description: 'Уточнено: течёт сильнее' },
        readback: readBid(w, id),
      };
    },
  }),
  rowRoute('/api/bids/{id}/status', withRenters(ORG.write(200), 200), {
    method: 'PUT',
    ok: 200,
    grid: { module: 'requests', rule: 'work', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await bidOf(w, who, row, true);
      // Staff take a new bid in work; a renter (its author) cancels it.
      const body = isRenter(who) ? { status: 'cancelled' } : { status: 'in_progress' };
      return { url: `/api/bids/${id}/status`, body, readback: readBid(w, id) };
    },
  }),
  rowRoute('/api/bids/{id}/comments', withRenters(ORG.write(201), 201), {
    method: 'POST',
    ok: 201,
    grid: { module: 'requests', rule: 'work', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await bidOf(w, who, row, true);
      return {
        url: `/api/bids/${id}/comments`,
        body: { text: 'Мастер придёт в 15:00' },
        readback: async () => [
          await readAs(w, owner(w), `/api/bids/${id}/comments`),
          await readBid(w, id)(),
        ],
      };
    },
  }),
  rowRoute('/api/bids/{id}/executor', ORG.write(200), {
    method: 'PUT',
    ok: 200,
    grid: { module: 'requests', rule: 'manage', rows: ROWS },
    target: async (w, who, row) => {
      const bid = await bidOf(w, who, row, true);
      return {
        url: `/api/bids/${bid.id}/executor`,
        body: { executor_id: otherExecutor(w, bid) },
        readback: readBid(w, bid.id),
      };
    },
  }),
  {
    method: 'POST',
    path: '/api/bids/assign',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'requests', rule: 'manage', rows: ROWS },
    target: async (w, who, row) => {
      const bid = await bidOf(w, who, row, true);
      return {
        url: '/api/bids/assign',
        body: { ids: [bid.id], executor_id: otherExecutor(w, bid) },
        readback: readBid(w, bid.id),
      };
    },
  },
  {
    // Only a renter rates, its own company's done bid: staff are refused by role (403) first.
    method: 'PUT',
    path: '/api/bids/{id}/rating',
    ok: 200,
    fixed: { ...everyone(403), renter: 200, renter2: 404 },
    grid: { module: 'requests', rule: 'forbidden' },
    target: async (w) => {
      const bid = await make.bid(w, actorOf(w.fixed.renter), { renter: true });
      for (const status of ['in_progress', 'done']) {
        await must(w, owner(w), 'PUT', `/api/bids/${bid.id}/status`, { status });
      }
      return {
        url: `/api/bids/${bid.id}/rating`,
        body: { rating: 5, comment: 'Быстро' },
        readback: readBid(w, bid.id),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/download/excel/bids',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'requests', rule: 'export' },
    target: async () => ({ url: '/api/download/excel/bids', body: {} }),
  },
  {
    method: 'GET',
    path: '/api/type-request/check-bid-access',
    ok: 200,
    fixed: everyone(200),
    grid: { module: 'requests', rule: 'open' },
    target: async (_w, who) => {
      const want = who.kind === 'level' ? who.level !== 'none' : who.name !== 'emp_none';
      return {
        url: '/api/type-request/check-bid-access',
        check: (res) =>
          res.json().has_access === want
            ? null
            : `has_access ${res.json().has_access}, expected ${want}`,
      };
    },
  },
];
