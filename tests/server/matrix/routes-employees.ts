import { crudCases, landlordActor, listRows, owner, rowOf } from './crud';
import { bodies, make, next, readAs, shared } from './factories';
import { type Expect, ORG, type RowKind } from './rules';
import { idsOf, type RouteCase, showsExactly } from './runner';
import type { Rec, Who, World } from './world';

/** Employees (the spec's `/api/employee`), soft delete and restore, export, and access grants. */

const ROWS: RowKind[] = ['created', 'other'];

const employeeRow = (w: World, who: Who, row: RowKind | undefined, fresh: boolean) =>
  rowOf(w, '/api/employee', who, row, fresh, { mine: (by) => make.employee(w, by) });

/**
 * The record as its owner reads it, re-sent with a new position. Access levels and notification
 * access, if the record shows them, are left out: sending them is a grant (access-grants.test.ts).
 */
const changed = (r: Rec) => {
  const { access: _a, notification_access: _n, ...rest } = r;
  return { ...rest, position: `Старший инженер ${next()}` };
};

/**
 * Reading and changing access levels (`/access`, notification permissions): the landlord, the
 * superadmin and employees with `employees: main`; landlord 2's people get 404 on landlord 1's
 * employees; everyone else 403.
 */
const GRANTS: Expect = {
  superadmin: 200,
  landlord: 200,
  employee: 200,
  landlord2: 404,
  l2_employee: 404,
  renter: 403,
  renter2: 403,
  emp_none: 403,
  guest: 401,
};
const GRANTS_LIST: Expect = { ...GRANTS, landlord2: 200, l2_employee: 200 };

const accessOf = (w: World, id: number) => () =>
  readAs(w, owner(w), `/api/employee/${id}/access`).then(async (access) => [
    access,
    await readAs(w, owner(w), `/api/employee/${id}`),
  ]);

export const EMPLOYEE_ROUTES: RouteCase[] = [
  ...crudCases({
    path: '/api/employee',
    module: 'employees',
    entity: 'employees',
    rows: ROWS,
    make: (w, by) => make.employee(w, by),
    createBody: async () => bodies.employee(),
    foreign: 201,
    change: changed,
  }),
  {
    method: 'GET',
    path: '/api/employee/all',
    ok: 200,
    fixed: ORG.list,
    grid: { module: 'employees', rule: 'list' },
    target: async (w, who) => {
      const { all, visible } = await listRows(who, ROWS, (r) => employeeRow(w, who, r, false));
      return { url: '/api/employee/all', check: showsExactly(all, visible) };
    },
  },
  {
    method: 'GET',
    path: '/api/employee/general-info',
    ok: 200,
    fixed: ORG.list,
    grid: { module: 'employees', rule: 'list' },
    target: async () => ({ url: '/api/employee/general-info' }),
  },
  {
    method: 'POST',
    path: '/api/download/excel/employee',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'employees', rule: 'export' },
    target: async () => ({ url: '/api/download/excel/employee', body: {} }),
  },
  {
    method: 'PUT',
    path: '/api/employee/{id}/restore',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'employees', rule: 'manage', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await employeeRow(w, who, row, true);
      const url = `/api/employee/${id}`;
      const gone = await w.app.inject({
        method: 'DELETE',
        url,
        headers: { authorization: `Bearer ${owner(w)}` },
      });
      if (gone.statusCode !== 200) throw new Error(`fixture delete ${url}: ${gone.body}`);
      return { url: `${url}/restore`, readback: () => readAs(w, owner(w), url) };
    },
  },
  {
    method: 'POST',
    path: '/api/employee/{id}/account',
    ok: 201,
    fixed: ORG.write(201),
    grid: { module: 'employees', rule: 'edit', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await rowOf(w, '/api/employee (no login)', who, row, true, {
        mine: (by) => make.employeeWithoutLogin(w, by),
      });
      const url = `/api/employee/${id}`;
      return {
        url: `${url}/account`,
        body: { login: `mx_acc_${next()}` },
        readback: () => readAs(w, owner(w), url),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/employee/access',
    ok: 200,
    fixed: GRANTS_LIST,
    grid: { module: 'employees', rule: 'manage' },
    target: async (w, who) => {
      const mark = await shared('employee-access-mark', () => make.employee(w, landlordActor(w)));
      const url = `/api/employee/access?filter=${encodeURIComponent(JSON.stringify({ q: mark.full_name }))}`;
      const sees =
        who.kind === 'level' || ['superadmin', 'landlord', 'employee'].includes(who.name);
      return {
        url,
        check: (res) => {
          const ids = idsOf(res);
          const ok = sees ? ids.includes(mark.id) : !ids.includes(mark.id);
          return ok
            ? null
            : `access list ${sees ? 'lacks' : 'shows'} landlord 1's employee ${mark.id}`;
        },
      };
    },
  },
  {
    // One employee's levels are part of its record: they follow the module's read rule (the
    // brief names the grant audience for the list and for changes only).
    method: 'GET',
    path: '/api/employee/{id}/access',
    ok: 200,
    fixed: GRANTS,
    grid: { module: 'employees', rule: 'read', rows: ROWS },
    target: async (w, who, row) => ({
      url: `/api/employee/${(await employeeRow(w, who, row, false)).id}/access`,
    }),
  },
  {
    method: 'PUT',
    path: '/api/employee/{id}/access',
    ok: 200,
    fixed: GRANTS,
    grid: { module: 'employees', rule: 'manage', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await employeeRow(w, who, row, true);
      return {
        url: `/api/employee/${id}/access`,
        body: { access: { employees: 'view' } },
        readback: accessOf(w, id),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/employee/access',
    ok: 200,
    fixed: GRANTS,
    grid: { module: 'employees', rule: 'manage', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await employeeRow(w, who, row, true);
      return {
        url: '/api/employee/access',
        body: { ids: [id], module: 'employees', level: 'view' },
        readback: accessOf(w, id),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/employee-notifications/permissions',
    ok: 200,
    fixed: GRANTS,
    // Granting or revoking notification access needs one's own: the level employees have none.
    grid: { module: 'employees', rule: 'forbidden', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await employeeRow(w, who, row, true);
      // Granted first by the landlord, so that revoking it is a real change a refused call must
      // not make.
      await w.app.inject({
        method: 'POST',
        url: '/api/employee-notifications/permissions',
        headers: { authorization: `Bearer ${owner(w)}` },
        payload: { employee_ids: [id], notification_access: true },
      });
      return {
        url: '/api/employee-notifications/permissions',
        body: { employee_ids: [id], notification_access: false },
        readback: accessOf(w, id),
      };
    },
  },
];
