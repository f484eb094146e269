import { RESOURCE_MODULES } from './resources';
import type { Role } from './roles';

export const MODULES = [
  'objects',
  'renters',
  'contracts',
  'contractors',
  'employees',
  'requests',
  'waiting_list',
  'tasks',
  'notifications',
  'documents',
  'time',
  'visitor_messages',
  'settings',
] as const;
export type Module = (typeof MODULES)[number];

export const ACCESS_LEVELS = [
  'none',
  'view',
  'executor',
  'creator',
  'employee',
  'intermediate',
  'main',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type AccessMap = Record<Module, AccessLevel>;

/** Which records a level may read or work on. */
export type Scope = 'none' | 'all' | 'assigned' | 'created' | 'assigned_or_created';

export interface Capabilities {
  read: Scope;
  create: boolean;
  /** Change a record's fields. */
  edit: Scope;
  /** Work a record: its status and comments (an executor works without editing). */
  work: Scope;
  manage: boolean;
  export: boolean;
}

const capabilities = (
  read: Scope,
  create: boolean,
  edit: Scope,
  work: Scope,
  manage = false,
  exportable = false,
): Capabilities => ({ read, create, edit, work, manage, export: exportable });

/** The seven levels are sets of capabilities, not a ranking. */
export const LEVELS: Record<AccessLevel, Capabilities> = {
  none: capabilities('none', false, 'none', 'none'),
  view: capabilities('all', false, 'none', 'none'),
  executor: capabilities('assigned', false, 'none', 'assigned'),
  creator: capabilities('created', true, 'created', 'created'),
  employee: capabilities('assigned_or_created', true, 'assigned_or_created', 'assigned_or_created'),
  intermediate: capabilities('all', true, 'all', 'all', false, true),
  main: capabilities('all', true, 'all', 'all', true, true),
};

/**
 * Modules whose records have an assignee (in time, the employee a timesheet row is of); elsewhere
 * "assigned to me" is empty.
 */
const ASSIGNABLE: ReadonlySet<Module> = new Set(['requests', 'tasks', 'documents', 'time']);

/** Whether a level may be given records to work: its `work` scope covers the rows assigned to it. */
export const mayExecute = (level: AccessLevel): boolean =>
  ['assigned', 'assigned_or_created', 'all'].includes(LEVELS[level].work);

/** The levels that may be given records to work (executor, employee, intermediate, main). */
export const EXECUTING_LEVELS: readonly AccessLevel[] = ACCESS_LEVELS.filter(mayExecute);

/** A newly registered employee: nothing but executing tasks. */
export const newEmployeeAccess = (): AccessMap =>
  Object.fromEntries(
    MODULES.map((m) => [m, m === 'tasks' ? 'executor' : 'none'] as const),
  ) as AccessMap;

export const fullAccess = (): AccessMap =>
  Object.fromEntries(MODULES.map((m) => [m, 'main'] as const)) as AccessMap;

export type Action = 'list' | 'show' | 'create' | 'edit' | 'work' | 'delete' | 'export' | 'manage';

/** Platform resources kept by the superadmin; staff may read the reference lists. */
const PLATFORM = new Set([
  'landlords',
  'request-catalogue',
  'demo-requests',
  'support-messages',
  'audit-log',
]);
const REFERENCE = new Set(['type-object', 'social-network', 'type-request']);
/** Pages every logged-in user has. */
const PERSONAL = new Set(['dashboard', 'profile', 'calendar', 'notifications']);

/** Module names and the server's own names for them → module; the UI names come from the resources. */
const RESOURCE_MODULE: Record<string, Module> = {
  objects: 'objects',
  renters: 'renters',
  contracts: 'contracts',
  contractors: 'contractors',
  employees: 'employees',
  requests: 'requests',
  bids: 'requests',
  waiting_list: 'waiting_list',
  tasks: 'tasks',
  'employee-notifications': 'notifications',
  documents: 'documents',
  time: 'time',
  'pass-events': 'time',
  visitor_messages: 'visitor_messages',
  settings: 'settings',
  ...RESOURCE_MODULES,
};

export const moduleOf = (resource: string): Module | undefined => RESOURCE_MODULE[resource];

export interface AccessUser {
  id: number;
  role: Role;
  access?: Partial<AccessMap> | null;
  renter_id?: number | null;
  notification_access?: boolean;
}

/** The fields of a record that decide who may see it. */
export interface AccessRecord {
  id?: number | string;
  created_by?: number | null;
  executor_id?: number | null;
  renter_id?: number | null;
}

/**
 * An employee's level in a module. Notification access (may send) reads at least what one sent:
 * without a `notifications` level of its own it counts as `creator` there.
 */
export const levelOf = (user: AccessUser, module: Module): AccessLevel => {
  const level = user.access?.[module] ?? 'none';
  return module === 'notifications' && level === 'none' && user.notification_access === true
    ? 'creator'
    : level;
};

/** Who may change access levels at all: the landlord, the superadmin, `employees: main`. */
export const mayGrantAccess = (granter: AccessUser): boolean =>
  granter.role === 'landlord' ||
  granter.role === 'superadmin' ||
  (granter.role === 'employee' && levelOf(granter, 'employees') === 'main');

const isReadAction = (action: Action) => action === 'list' || action === 'show';

/** Which records of a module a user may read: the server turns this into a row filter. */
export const readScope = (user: AccessUser, module: Module): Scope => {
  if (user.role === 'landlord' || user.role === 'superadmin') return 'all';
  if (user.role !== 'employee') return 'none';
  return effectiveScope(LEVELS[levelOf(user, module)].read, module);
};

/** A level's row set in a module: "assigned to me" is empty where records have no assignee. */
export const effectiveScope = (scope: Scope, module: Module): Scope => {
  if (ASSIGNABLE.has(module)) return scope;
  if (scope === 'assigned') return 'none';
  if (scope === 'assigned_or_created') return 'created';
  return scope;
};

const inScope = (scope: Scope, user: AccessUser, record?: AccessRecord): boolean => {
  if (scope === 'all') return true;
  if (scope === 'none') return false;
  if (!record) return true;
  const assigned = record.executor_id != null && record.executor_id === user.id;
  const created = record.created_by != null && record.created_by === user.id;
  if (scope === 'assigned') return assigned;
  if (scope === 'created') return created;
  return assigned || created;
};

/**
 * Without a record, whether the level opens the action at all (an executor may open a card even
 * where no record is assigned to it: it finds none, 404); with one, whether it covers it.
 */
const onRecord = (scope: Scope, module: Module, user: AccessUser, record?: AccessRecord) =>
  record ? inScope(effectiveScope(scope, module), user, record) : scope !== 'none';

const employeeCan = (
  user: AccessUser,
  module: Module,
  action: Action,
  record?: AccessRecord,
): boolean => {
  const level = levelOf(user, module);
  const caps = LEVELS[level];
  if (level === 'none') return false;
  switch (action) {
    case 'list':
      return true;
    case 'show':
      return onRecord(caps.read, module, user, record);
    case 'create':
      return caps.create;
    case 'edit':
      return onRecord(caps.edit, module, user, record);
    case 'work':
      return onRecord(caps.work, module, user, record);
    case 'export':
      return caps.export;
    case 'delete':
    case 'manage':
      return caps.manage;
  }
};

const renterCan = (
  resource: string,
  module: Module,
  action: Action,
  user: AccessUser,
  record?: AccessRecord,
) => {
  const own = !record || (user.renter_id != null && record.renter_id === user.renter_id);
  // The rooms its company holds, shown on its card; the server's row scope keeps it to those.
  if (resource === 'rooms') return isReadAction(action);
  if (module === 'renters') {
    return action === 'show' && (!record || record.id === user.renter_id);
  }
  if (module === 'contracts' || module === 'documents') return isReadAction(action) && own;
  if (module === 'requests') return (isReadAction(action) || action === 'create') && own;
  return false;
};

/**
 * Who may send notifications: the landlord, the superadmin, an employee granted notification
 * access (kept here, free of zod: the staff app's first load reads it).
 */
export const maySendNotifications = (user: AccessUser | null | undefined): boolean =>
  !!user &&
  (user.role === 'landlord' ||
    user.role === 'superadmin' ||
    (user.role === 'employee' && user.notification_access === true));

/**
 * The one permission rule of the product, used by the browser (menus, guards) and the server.
 * Without a record it answers whether the action is open at all; with a record, whether it is
 * open on that record (tenant scoping by landlord is the server's separate check).
 */
export const canAccess = (
  user: AccessUser | null | undefined,
  { resource, action, record }: { resource: string; action: Action; record?: AccessRecord },
): boolean => {
  if (!user || user.role === 'guest') return false;
  if (PERSONAL.has(resource)) return true;
  // Sending is notification access, not a level: the `notifications` level reads what was sent.
  if (resource === 'employee-notifications' && action === 'create')
    return maySendNotifications(user);
  if (REFERENCE.has(resource)) return isReadAction(action) || user.role === 'superadmin';
  if (PLATFORM.has(resource)) return user.role === 'superadmin';
  const module = moduleOf(resource);
  if (!module) return false;
  switch (user.role) {
    case 'landlord':
      return true;
    case 'superadmin':
      return isReadAction(action) || action === 'export';
    case 'employee':
      return employeeCan(user, module, action, record);
    case 'renter':
      return renterCan(resource, module, action, user, record);
  }
};

/**
 * Who may read the tasks' KPI: the landlord, the superadmin, and an employee whose `tasks` level
 * reads every task (view, intermediate, main).
 */
export const mayReadTaskKpi = (user: AccessUser | null | undefined): boolean =>
  !!user &&
  (user.role === 'landlord' ||
    user.role === 'superadmin' ||
    (user.role === 'employee' && LEVELS[levelOf(user, 'tasks')].read === 'all'));

/** Bid access: an employee needs a `requests` level other than none. */
export const hasBidAccess = (user: AccessUser): boolean =>
  user.role !== 'employee' || levelOf(user, 'requests') !== 'none';
