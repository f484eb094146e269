/**
 * What each caller may do, written from DOMAIN.md ("Roles", "Employee access levels", order of
 * checks) and the matrix brief — on purpose NOT computed with `src/domain/access.ts`: the matrix
 * checks the server against the rules, not the rules' code against itself.
 *
 * Order of checks: 403 when the role or level forbids the action in the module, then 404 when
 * the record is outside what the caller may see, then 400 validation.
 */

export const LEVELS = [
  'none',
  'view',
  'executor',
  'creator',
  'employee',
  'intermediate',
  'main',
] as const;
export type Level = (typeof LEVELS)[number];

/** The modules whose routes exist, each with a level grid (levels set directly where not yet granted). */
export const GRID_MODULES = [
  'objects',
  'renters',
  'contracts',
  'contractors',
  'employees',
  'requests',
  'waiting_list',
  'tasks',
  'documents',
  'time',
  'visitor_messages',
  'settings',
] as const;
export type GridModule = (typeof GRID_MODULES)[number];

/** A row of the caller's organization, as seen from a level employee. */
export type RowKind = 'created' | 'assigned' | 'other';
const ALL: RowKind[] = ['created', 'assigned', 'other'];

interface Capabilities {
  /** Rows the level reaches with each row capability; `null`: the capability is missing (403). */
  read: RowKind[] | null;
  edit: RowKind[] | null;
  work: RowKind[] | null;
  create: boolean;
  /** Delete, restore, assign, module settings. */
  manage: boolean;
  export: boolean;
}

/**
 * DOMAIN.md's level table. "Assigned to me" rows exist only where records have an assignee
 * (bids); elsewhere the grids simply have no `assigned` row, so `executor` reaches nothing there
 * (list 200 and empty, a record 404) and `employee` acts as `creator`.
 */
export const CAPABILITIES: Record<Level, Capabilities> = {
  none: { read: null, edit: null, work: null, create: false, manage: false, export: false },
  view: { read: ALL, edit: null, work: null, create: false, manage: false, export: false },
  executor: {
    read: ['assigned'],
    edit: null,
    work: ['assigned'],
    create: false,
    manage: false,
    export: false,
  },
  creator: {
    read: ['created'],
    edit: ['created'],
    work: ['created'],
    create: true,
    manage: false,
    export: false,
  },
  employee: {
    read: ['assigned', 'created'],
    edit: ['assigned', 'created'],
    work: ['assigned', 'created'],
    create: true,
    manage: false,
    export: false,
  },
  intermediate: { read: ALL, edit: ALL, work: ALL, create: true, manage: false, export: true },
  main: { read: ALL, edit: ALL, work: ALL, create: true, manage: true, export: true },
};

/** Whether a level reads a row of this kind (list membership, history). */
export const reads = (level: Level, row: RowKind) =>
  CAPABILITIES[level].read?.includes(row) ?? false;

/**
 * How a route treats a level employee of its module:
 * - `list`: 403 without read, else 200 (the body shows exactly the rows the level reads);
 * - `read` / `edit` / `work`: 403 without the capability, 404 on a row outside it;
 * - `create`: 403 without create; `createRef`: a create naming a row of the module (a room's
 *   object) that must be one the level reads, else 400; `createFrom`: a create made from a row
 *   of the module (a lease's renewal): 403 without create, 404 on a row the level does not read;
 * - `manage`: delete, restore, assign, module settings, access grants: `main` only;
 * - `export`: intermediate and main;
 * - `settingsRead`: a module's non-row settings (public links, business calendar): a level that
 *   reads every row; `settingsWrite`: `main` (module settings);
 * - `forbidden`: 403 for every level (the action needs another module, or another role);
 * - `open`: every level, `none` included;
 * - `taskPart`, `taskDecide`, `taskBulk`: tasks' moves and comments, edits, bulk changes by the
 *   part the level plays on the row (below).
 */
export type Rule =
  | 'list'
  | 'read'
  | 'edit'
  | 'work'
  | 'create'
  | 'createRef'
  | 'createFrom'
  | 'manage'
  | 'export'
  | 'settingsRead'
  | 'settingsWrite'
  | 'forbidden'
  | 'open'
  | 'taskPart'
  | 'taskDecide'
  | 'taskBulk';

/**
 * The parts a level plays on a task row (DOMAIN.md's task transitions, the tasks brief): the
 * `executor` of a task assigned to them when the level works it; the `creator` of a task they
 * set when the level edits it, and of every task at `main`. Reading a row is not a part.
 */
const TASK_PARTS: Record<Level, RowKind[]> = {
  none: [],
  view: [],
  executor: ['assigned'],
  creator: ['created'],
  employee: ['assigned', 'created'],
  intermediate: ['assigned', 'created'],
  main: ALL,
};
const TASK_CREATOR: Record<Level, RowKind[]> = {
  none: [],
  view: [],
  executor: [],
  creator: ['created'],
  employee: ['created'],
  intermediate: ['created'],
  main: ALL,
};

/** The expected status of a level employee; `ok` is the route's success status. */
export const levelExpects = (rule: Rule, level: Level, row: RowKind | undefined, ok: number) => {
  const caps = CAPABILITIES[level];
  const within = (rows: RowKind[] | null, missing: number) => {
    if (rows === null) return 403;
    return row && rows.includes(row) ? ok : missing;
  };
  switch (rule) {
    case 'list':
      return caps.read ? ok : 403;
    case 'read':
      return within(caps.read, 404);
    case 'edit':
      return within(caps.edit, 404);
    case 'work':
      return within(caps.work, 404);
    case 'create':
      return caps.create ? ok : 403;
    case 'createRef':
      return caps.create ? within(caps.read, 400) : 403;
    case 'createFrom':
      return caps.create ? within(caps.read, 404) : 403;
    case 'manage':
    case 'settingsWrite':
      return caps.manage ? ok : 403;
    case 'export':
      return caps.export ? ok : 403;
    case 'settingsRead':
      return caps.read === ALL ? ok : 403;
    case 'forbidden':
      return 403;
    case 'open':
      return ok;
    // A task's moves and comments: 403 without the capability, 404 on a row it cannot read,
    // 403 on a row it reads but plays no part on.
    case 'taskPart':
      if (caps.work === null) return 403;
      if (!row || !caps.read?.includes(row)) return 404;
      return TASK_PARTS[level].includes(row) ? ok : 403;
    // Editing a task, its deadline: the creator's (or `main`'s); a row read but not theirs is 403.
    case 'taskDecide':
      if (caps.edit === null) return 403;
      if (!row || !caps.read?.includes(row)) return 404;
      return TASK_CREATOR[level].includes(row) ? ok : 403;
    // Bulk changes: any id the caller does not decide on is 404, whether it reads it or not.
    case 'taskBulk':
      if (caps.edit === null) return 403;
      return row && TASK_CREATOR[level].includes(row) ? ok : 404;
  }
};

/** The callers every route is tried with, besides the level employees of its module. */
export const FIXED_CALLERS = [
  'superadmin',
  'landlord',
  'employee',
  'landlord2',
  'l2_employee',
  'renter',
  'renter2',
  'emp_none',
  'guest',
] as const;
export type FixedCaller = (typeof FIXED_CALLERS)[number];
export type Expect = Record<FixedCaller, number>;

/** landlord 1's staff (landlord, its `main` employee), landlord 2's, and the superadmin. */
const staff = (own: number, foreign: number, superadmin: number): Expect => ({
  superadmin,
  landlord: own,
  employee: own,
  landlord2: foreign,
  l2_employee: foreign,
  renter: 403,
  renter2: 403,
  emp_none: 403,
  guest: 401,
});

/**
 * A landlord's module as the fixed callers meet it, on a record of landlord 1. The superadmin
 * reads every organization (200) and writes nothing there (403); landlord 2 and its staff list
 * their own rows (200) and get 404 on landlord 1's; renters and an employee at `none` get 403.
 */
export const ORG = {
  list: staff(200, 200, 200),
  read: staff(200, 404, 200),
  write: (ok: number) => staff(ok, 404, 403),
  /** A create; `foreign` is landlord 2's answer for the same body (400 when it names landlord 1's rows). */
  create: (ok: number, foreign: number) => staff(ok, foreign, 403),
  export: staff(200, 200, 200),
  /** Non-row settings of the caller's own organization: the superadmin has none (404). */
  settingsRead: staff(200, 200, 404),
  settingsWrite: (ok: number) => staff(ok, ok, 403),
};

export const everyone = (status: number, guest = 401): Expect => ({
  superadmin: status,
  landlord: status,
  employee: status,
  landlord2: status,
  l2_employee: status,
  renter: status,
  renter2: status,
  emp_none: status,
  guest,
});

export const superadminOnly = (ok: number): Expect => ({ ...everyone(403), superadmin: ok });

/** The callers that belong to landlord 2: whatever they do must leave landlord 1's data alone. */
export const FOREIGN: ReadonlySet<string> = new Set(['landlord2', 'l2_employee']);
