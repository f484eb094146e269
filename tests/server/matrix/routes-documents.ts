import { crudCases, owner, rowOf } from './crud';
import { bodies, make, readAs } from './factories';
import { everyone, ORG, type RowKind } from './rules';
import { type RouteCase, showsExactly } from './runner';
import type { Who, World } from './world';

/**
 * Correspondence (`documents`): the register's plain routes, a letter's moves, the responsible
 * people, and a renter's letter from its portal. The grid tries a letter the employee registered
 * and one of the landlord's; what an assigned (responsible) employee reads is in documents.test.ts.
 */

const ROWS: RowKind[] = ['created', 'other'];

const letterRow = (w: World, who: Who, row: RowKind | undefined, fresh: boolean) =>
  rowOf(w, '/api/documents', who, row, fresh, { mine: (by) => make.document(w, by) });

/** The landlord's letters name no renter: a renter lists none of them and reads none (404). */
const RENTERS_SEE_NONE = { renter: 404, renter2: 404 };

const plain = crudCases({
  path: '/api/documents',
  module: 'documents',
  entity: 'documents',
  rows: ROWS,
  make: (w, by) => make.document(w, by),
  createBody: async () => bodies.document(),
  foreign: 201,
  change: (r) => ({ ...r, subject: `${r.subject} (уточнено)` }),
}).map((rc): RouteCase => {
  if (rc.method === 'GET' && rc.path === '/api/documents/{id}') {
    return { ...rc, fixed: { ...rc.fixed, ...RENTERS_SEE_NONE } };
  }
  if (rc.method === 'GET' && rc.path === '/api/documents') {
    return {
      ...rc,
      fixed: { ...rc.fixed, renter: 200, renter2: 200 },
      target: async (w, who, row) => {
        if (who.kind !== 'fixed' || !who.name.startsWith('renter')) return rc.target(w, who, row);
        const { id } = await letterRow(w, who, 'other', false);
        const url = `/api/documents?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`;
        return { url, check: showsExactly([id], []) };
      },
    };
  }
  // A registered letter is never deleted (409 for whoever may manage the module).
  if (rc.method === 'DELETE') return { ...rc, ok: 409, fixed: ORG.write(409) };
  return rc;
});

export const DOCUMENT_ROUTES: RouteCase[] = [
  ...plain,
  {
    method: 'PUT',
    path: '/api/documents/{id}/status',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'documents', rule: 'work', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await letterRow(w, who, row, true);
      return {
        url: `/api/documents/${id}/status`,
        body: { status: 'in_work' },
        readback: () => readAs(w, owner(w), `/api/documents/${id}`),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/documents/responsibles',
    ok: 200,
    fixed: { ...ORG.create(200, 200), superadmin: 200 },
    grid: { module: 'documents', rule: 'create' },
    target: async (w) => ({ url: `/api/documents/responsibles?landlord_id=${w.aray}` }),
  },
  {
    method: 'GET',
    path: '/api/documents/correspondents',
    ok: 200,
    fixed: ORG.create(200, 200),
    grid: { module: 'documents', rule: 'create' },
    target: async () => ({ url: '/api/documents/correspondents?q=%D0%A2%D0%9E%D0%9E' }),
  },
  {
    method: 'POST',
    path: '/api/download/excel/documents',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'documents', rule: 'export' },
    target: async () => ({ url: '/api/download/excel/documents', body: { filter: {} } }),
  },
  {
    method: 'GET',
    path: '/api/documents/prefixes',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'documents', rule: 'settingsRead' },
    target: async () => ({ url: '/api/documents/prefixes' }),
  },
  {
    method: 'PUT',
    path: '/api/documents/prefixes',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'documents', rule: 'settingsWrite' },
    // The defaults again: whoever may change them leaves them as every other case expects.
    target: async () => ({
      url: '/api/documents/prefixes',
      body: { incoming: 'ВХ', outgoing: 'ИСХ' },
    }),
  },
  {
    method: 'POST',
    path: '/api/documents/letters',
    ok: 201,
    fixed: { ...everyone(403), renter: 201, renter2: 201 },
    grid: { module: 'documents', rule: 'forbidden' },
    target: async () => ({
      url: '/api/documents/letters',
      body: { subject: 'Просьба о продлении', summary: 'Просим продлить договор на год.' },
    }),
  },
];
