import { crudCases, owner, rowOf } from './crud';
import { bodies, make, next, readAs } from './factories';
import { ORG, type RowKind } from './rules';
import { type RouteCase, showsExactly } from './runner';
import { must, type Who, type World } from './world';

/** Leases (`contracts`): the plain routes, moves, renewals and the renter's own reading. */

const ROWS: RowKind[] = ['created', 'other'];

/** A draft lease of its own fresh room, made by the row's creator (`fresh`: for a write). */
const contractRow = (w: World, who: Who, row: RowKind | undefined, fresh: boolean) =>
  rowOf(w, '/api/contracts', who, row, fresh, { mine: (by) => make.contract(w, by) });

/** Landlord 1's leases are its demo renter's: that renter reads them, the other renter does not. */
const RENTER_READS = { renter: 200, renter2: 404 };

const plain = crudCases({
  path: '/api/contracts',
  module: 'contracts',
  entity: 'contracts',
  rows: ROWS,
  make: (w, by) => make.contract(w, by),
  createBody: (w) => bodies.contract(w),
  foreign: 400,
  field: 'renter_id',
  change: (r) => ({ ...r, comment: `Проверен ${next()}` }),
}).map((rc): RouteCase => {
  if (rc.method === 'GET' && rc.path === '/api/contracts/{id}') {
    return { ...rc, fixed: { ...rc.fixed, ...RENTER_READS } };
  }
  if (rc.method === 'GET' && rc.path === '/api/contracts') {
    return {
      ...rc,
      fixed: { ...rc.fixed, renter: 200, renter2: 200 },
      target: async (w, who, row) => {
        if (who.kind !== 'fixed' || !who.name.startsWith('renter')) return rc.target(w, who, row);
        const { id } = await contractRow(w, who, 'other', false);
        const url = `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`;
        return { url, check: showsExactly([id], who.name === 'renter' ? [id] : []) };
      },
    };
  }
  return rc;
});

export const CONTRACT_ROUTES: RouteCase[] = [
  ...plain,
  {
    method: 'PUT',
    path: '/api/contracts/{id}/status',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'contracts', rule: 'edit', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await contractRow(w, who, row, true);
      return {
        url: `/api/contracts/${id}/status`,
        body: { status: 'active' },
        readback: () => readAs(w, owner(w), `/api/contracts/${id}`),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/contracts/{id}/extend',
    ok: 201,
    fixed: ORG.write(201),
    grid: { module: 'contracts', rule: 'createFrom', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await contractRow(w, who, row, true);
      await must(w, owner(w), 'PUT', `/api/contracts/${id}/status`, { status: 'active' });
      return {
        url: `/api/contracts/${id}/extend`,
        readback: () => readAs(w, owner(w), `/api/contracts/${id}`),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/contracts/bulk-responsible',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'contracts', rule: 'edit', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await contractRow(w, who, row, true);
      return {
        url: '/api/contracts/bulk-responsible',
        body: { ids: [id], responsible_id: w.fixed.landlord.userId },
        readback: () => readAs(w, owner(w), `/api/contracts/${id}`),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/contracts/next-number',
    ok: 200,
    fixed: ORG.create(200, 200),
    grid: { module: 'contracts', rule: 'create' },
    target: async () => ({ url: '/api/contracts/next-number' }),
  },
  {
    method: 'GET',
    path: '/api/contracts/responsibles',
    ok: 200,
    fixed: { ...ORG.create(200, 200), superadmin: 200 },
    grid: { module: 'contracts', rule: 'create' },
    target: async (w) => ({ url: `/api/contracts/responsibles?landlord_id=${w.aray}` }),
  },
  {
    method: 'GET',
    path: '/api/contracts/rent-roll',
    ok: 200,
    fixed: { ...ORG.list, superadmin: 403 },
    grid: { module: 'contracts', rule: 'settingsRead' },
    target: async () => ({ url: '/api/contracts/rent-roll?month=2026-11' }),
  },
  {
    method: 'GET',
    path: '/api/objects/{id}/plan',
    ok: 200,
    fixed: { ...ORG.read, superadmin: 403 },
    grid: { module: 'contracts', rule: 'settingsRead' },
    target: async (w) => ({ url: `/api/objects/${w.arayPlace.objectId}/plan` }),
  },
  {
    method: 'POST',
    path: '/api/download/excel/rent-roll',
    ok: 200,
    fixed: { ...ORG.list, superadmin: 403 },
    grid: { module: 'contracts', rule: 'settingsRead' },
    target: async () => ({ url: '/api/download/excel/rent-roll', body: { month: '2026-11' } }),
  },
  {
    method: 'POST',
    path: '/api/download/excel/contracts',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'contracts', rule: 'export' },
    target: async () => ({ url: '/api/download/excel/contracts', body: { filter: {} } }),
  },
];
