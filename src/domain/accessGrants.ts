import { z } from 'zod';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type AccessMap,
  type AccessUser,
  LEVELS,
  levelOf,
  type Module,
  mayGrantAccess,
  newEmployeeAccess,
  type Scope,
} from './access';
import { idSchema } from './validation';

// Defined beside the levels (no zod there): the staff app's menu asks it before any form loads.
export { mayGrantAccess };

/**
 * The modules whose screens exist, in the order Settings shows them. A module joins this list
 * when its screens land; until then its stored level keeps the default and cannot be granted.
 */
export const GRANTABLE_MODULES = [
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
  'notifications',
  'settings',
] as const satisfies readonly Module[];
export type GrantableModule = (typeof GRANTABLE_MODULES)[number];

const SCOPE_WITHIN: Record<Scope, readonly Scope[]> = {
  none: ['none', 'assigned', 'created', 'assigned_or_created', 'all'],
  assigned: ['assigned', 'assigned_or_created', 'all'],
  created: ['created', 'assigned_or_created', 'all'],
  assigned_or_created: ['assigned_or_created', 'all'],
  all: ['all'],
};

/** Whether every capability of `level` is also one of `own` (levels are sets, not ranks). */
export const levelWithin = (level: AccessLevel, own: AccessLevel): boolean => {
  const a = LEVELS[level];
  const b = LEVELS[own];
  const scopes = (['read', 'edit', 'work'] as const).every((k) =>
    SCOPE_WITHIN[a[k]].includes(b[k]),
  );
  const flags = (['create', 'manage', 'export'] as const).every((k) => !a[k] || b[k]);
  return scopes && flags;
};

/** The levels `granter` may give in `module`: all for the owner, a subset of their own for staff. */
export const grantableLevels = (granter: AccessUser, module: Module): AccessLevel[] => {
  if (granter.role === 'landlord' || granter.role === 'superadmin') return [...ACCESS_LEVELS];
  if (!mayGrantAccess(granter)) return [];
  const own = levelOf(granter, module);
  return ACCESS_LEVELS.filter((level) => levelWithin(level, own));
};

/** What an employee holds: its levels and whether it may send notifications. */
export interface HeldAccess {
  access: Partial<AccessMap>;
  notification_access: boolean;
}

/** The levels every employee is registered with: whoever registers employees gives them. */
const REGISTERED = newEmployeeAccess();

/**
 * Whether `employee` holds what `granter` does not: a level beyond both the granter's own and the
 * one every employee is registered with in some module, or notification access the granter
 * lacks. The owner and the superadmin hold it all.
 */
export const holdsMore = (granter: AccessUser, employee: HeldAccess): boolean =>
  granter.role === 'employee' &&
  (Object.entries(employee.access).some(
    ([module, level]) =>
      !levelWithin(level, levelOf(granter, module as Module)) &&
      !levelWithin(level, REGISTERED[module as Module]),
  ) ||
    (employee.notification_access && !granter.notification_access));

/**
 * Why a grant is refused, as an i18n key; null when it is allowed. Staff never change their own
 * row, give neither a level nor notification access beyond what they hold themselves, and change
 * a module's level (or notification access) only where the employee's current one (`held`) is
 * within theirs too: a grantor demotes no one who holds more than it does.
 */
export const grantRefusal = (
  granter: AccessUser & { employee_id?: number | null },
  employeeId: number,
  changes: Partial<AccessMap>,
  notificationAccess?: boolean,
  held?: HeldAccess,
): string | null => {
  if (!mayGrantAccess(granter)) return 'app.access.errors.not_allowed';
  if (granter.role !== 'employee') return null;
  if (granter.employee_id === employeeId) return 'app.access.errors.own_row';
  const beyond = Object.entries(changes).some(
    ([module, level]) => !grantableLevels(granter, module as Module).includes(level),
  );
  const notifications = notificationAccess === true && !granter.notification_access;
  if (beyond || notifications) return 'app.access.errors.beyond_own';
  const changed = held && {
    access: Object.fromEntries(
      Object.keys(changes).map((m) => [m, held.access[m as Module] ?? 'none']),
    ),
    notification_access: notificationAccess !== undefined && held.notification_access,
  };
  return changed && holdsMore(granter, changed) ? 'app.access.errors.holds_more' : null;
};

/** Ready-made rows a landlord understands; a preset fills a row and can be changed after. */
export const ACCESS_PRESETS = {
  manager: {
    objects: 'main',
    renters: 'main',
    contracts: 'main',
    contractors: 'main',
    employees: 'main',
    requests: 'main',
    waiting_list: 'main',
    tasks: 'main',
    documents: 'main',
    time: 'main',
    visitor_messages: 'main',
    notifications: 'main',
    settings: 'main',
  },
  engineer: {
    objects: 'view',
    renters: 'none',
    contracts: 'none',
    contractors: 'view',
    employees: 'none',
    requests: 'executor',
    waiting_list: 'none',
    tasks: 'executor',
    documents: 'none',
    time: 'executor',
    visitor_messages: 'none',
    notifications: 'none',
    settings: 'none',
  },
  accountant: {
    objects: 'view',
    renters: 'view',
    contracts: 'view',
    contractors: 'view',
    employees: 'none',
    requests: 'none',
    waiting_list: 'none',
    tasks: 'executor',
    documents: 'view',
    time: 'intermediate',
    visitor_messages: 'none',
    notifications: 'none',
    settings: 'none',
  },
  leasing: {
    objects: 'view',
    renters: 'intermediate',
    contracts: 'main',
    contractors: 'none',
    employees: 'none',
    requests: 'view',
    waiting_list: 'main',
    tasks: 'employee',
    documents: 'view',
    time: 'executor',
    visitor_messages: 'view',
    notifications: 'view',
    settings: 'none',
  },
  reception: {
    objects: 'view',
    renters: 'view',
    contracts: 'none',
    contractors: 'none',
    employees: 'none',
    requests: 'creator',
    waiting_list: 'creator',
    tasks: 'employee',
    documents: 'creator',
    time: 'executor',
    visitor_messages: 'intermediate',
    notifications: 'view',
    settings: 'none',
  },
} as const satisfies Record<string, Record<GrantableModule, AccessLevel>>;
export type AccessPreset = keyof typeof ACCESS_PRESETS;

const level = z.enum(ACCESS_LEVELS, { error: 'validation.invalid' });
const grantableModule = z.enum(GRANTABLE_MODULES, { error: 'validation.invalid' });
const isGrantable = (key: string): key is GrantableModule =>
  (GRANTABLE_MODULES as readonly string[]).includes(key);

/** Levels by module; only modules with screens may be set (else an error on `access.<module>`). */
export const accessChanges = z.record(z.string(), level).superRefine((changes, ctx) => {
  for (const key of Object.keys(changes)) {
    if (!isGrantable(key))
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [key] });
  }
}) as unknown as z.ZodType<Partial<Record<GrantableModule, AccessLevel>>>;

/** `PUT /api/employee/{id}/access`: some modules' levels and/or notification access. */
export const employeeAccessInput = z
  .object({
    access: accessChanges.optional(),
    notification_access: z.boolean().optional(),
  })
  .refine((v) => v.access !== undefined || v.notification_access !== undefined, {
    error: 'validation.required',
    path: ['access'],
  });
export type EmployeeAccessInput = z.infer<typeof employeeAccessInput>;

const employeeIds = z
  .array(idSchema, { error: 'validation.invalid' })
  .min(1, { error: 'validation.required' })
  .max(500, { error: 'validation.invalid' });

/** `PUT /api/employee/access`: one module's level for several employees at once. */
export const employeeAccessBulkInput = z.object({
  ids: employeeIds,
  module: grantableModule,
  level,
});

/** `POST /api/employee-notifications/permissions`: grant or revoke notification access. */
export const notificationPermissionsInput = z.object({
  employee_ids: employeeIds,
  notification_access: z.boolean({ error: 'validation.invalid' }),
});

/** `GET /api/employee/{id}/access` and every row of `GET /api/employee/access`. */
export interface EmployeeAccess {
  id: number;
  full_name: string;
  department: string | null;
  position: string | null;
  login: string | null;
  access: AccessMap;
  notification_access: boolean;
}
