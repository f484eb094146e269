import { describe, expect, it } from 'vitest';
import {
  type AccessLevel,
  type AccessUser,
  type Action,
  canAccess,
  fullAccess,
  hasBidAccess,
  MODULES,
  newEmployeeAccess,
  readScope,
} from './access';

const employee = (level: AccessLevel, id = 7): AccessUser => ({
  id,
  role: 'employee',
  access: Object.fromEntries(MODULES.map((m) => [m, level])),
});

const can = (user: AccessUser, resource: string, action: Action, record?: object) =>
  canAccess(user, { resource, action, record });

describe('roles', () => {
  const superadmin: AccessUser = { id: 1, role: 'superadmin' };
  const landlord: AccessUser = { id: 2, role: 'landlord' };
  const renter: AccessUser = { id: 3, role: 'renter', renter_id: 40 };

  it('keeps platform resources for the superadmin', () => {
    expect(can(superadmin, 'landlords', 'create')).toBe(true);
    expect(can(landlord, 'landlords', 'list')).toBe(false);
    expect(can(employee('main'), 'landlords', 'list')).toBe(false);
    expect(can(renter, 'landlords', 'show')).toBe(false);
  });

  it('lets staff read but not write the reference lists', () => {
    expect(can(landlord, 'type-object', 'list')).toBe(true);
    expect(can(landlord, 'type-object', 'create')).toBe(false);
    expect(can(superadmin, 'social-network', 'delete')).toBe(true);
  });

  it('gives the superadmin read-only access to organizations’ records', () => {
    expect(can(superadmin, 'renters', 'list')).toBe(true);
    expect(can(superadmin, 'renters', 'edit')).toBe(false);
  });

  it('shows a renter only its own company card and requests', () => {
    expect(can(renter, 'renters', 'show', { id: 40 })).toBe(true);
    expect(can(renter, 'renters', 'show', { id: 41 })).toBe(false);
    expect(can(renter, 'renters', 'list')).toBe(false);
    expect(can(renter, 'requests-journal', 'create')).toBe(true);
    expect(can(renter, 'requests-journal', 'show', { renter_id: 41 })).toBe(false);
    expect(can(renter, 'tasks', 'list')).toBe(false);
  });

  it('lets a renter read rooms (its company’s, as the server scopes them) and nothing more', () => {
    expect(can(renter, 'rooms', 'list')).toBe(true);
    expect(can(renter, 'rooms', 'show')).toBe(true);
    expect(can(renter, 'rooms', 'edit')).toBe(false);
    expect(can(renter, 'rooms', 'create')).toBe(false);
    expect(can(renter, 'objects', 'list')).toBe(false);
  });

  it('refuses a guest and unknown resources', () => {
    expect(can({ id: 0, role: 'guest' }, 'dashboard', 'show')).toBe(false);
    expect(canAccess(null, { resource: 'profile', action: 'show' })).toBe(false);
    expect(can(landlord, 'no-such-thing', 'list')).toBe(false);
  });
});

describe('employee levels are sets, not a ranking', () => {
  const mine = { created_by: 7, executor_id: null };
  const assigned = { created_by: 1, executor_id: 7 };
  const other = { created_by: 1, executor_id: 2 };

  it('none hides the module', () => {
    expect(can(employee('none'), 'tasks', 'list')).toBe(false);
  });

  it('view reads everything and changes nothing', () => {
    const user = employee('view');
    expect(can(user, 'tasks', 'show', other)).toBe(true);
    expect(can(user, 'tasks', 'create')).toBe(false);
    expect(can(user, 'tasks', 'edit', other)).toBe(false);
    expect(can(user, 'tasks', 'export')).toBe(false);
  });

  it('executor works only on what is assigned to them', () => {
    const user = employee('executor');
    expect(can(user, 'tasks', 'show', assigned)).toBe(true);
    expect(can(user, 'tasks', 'work', assigned)).toBe(true);
    expect(can(user, 'tasks', 'edit', assigned)).toBe(false);
    expect(can(user, 'tasks', 'show', mine)).toBe(false);
    expect(can(user, 'tasks', 'create')).toBe(false);
    expect(readScope(user, 'tasks')).toBe('assigned');
    expect(readScope(user, 'renters')).toBe('none');
  });

  it('creator works only on what they created', () => {
    const user = employee('creator');
    expect(can(user, 'tasks', 'create')).toBe(true);
    expect(can(user, 'tasks', 'edit', mine)).toBe(true);
    expect(can(user, 'tasks', 'show', assigned)).toBe(false);
  });

  it('employee works on both, and acts as creator where nothing is assigned', () => {
    const user = employee('employee');
    expect(can(user, 'tasks', 'show', assigned)).toBe(true);
    expect(can(user, 'tasks', 'show', mine)).toBe(true);
    expect(can(user, 'tasks', 'show', other)).toBe(false);
    expect(readScope(user, 'renters')).toBe('created');
    expect(can(user, 'renters', 'show', { created_by: 9, executor_id: 7 })).toBe(false);
  });

  it('intermediate does all but delete and module settings; main does everything', () => {
    expect(can(employee('intermediate'), 'tasks', 'edit', other)).toBe(true);
    expect(can(employee('intermediate'), 'tasks', 'export')).toBe(true);
    expect(can(employee('intermediate'), 'tasks', 'delete')).toBe(false);
    expect(can(employee('main'), 'tasks', 'delete')).toBe(true);
    expect(can(employee('main'), 'employees', 'manage')).toBe(true);
  });
});

describe('defaults', () => {
  it('starts a new employee with task execution only', () => {
    const access = newEmployeeAccess();
    expect(access.tasks).toBe('executor');
    expect(Object.values(access).filter((l) => l !== 'none')).toHaveLength(1);
    expect(Object.values(fullAccess()).every((l) => l === 'main')).toBe(true);
  });

  it('derives bid access from the requests level', () => {
    expect(hasBidAccess(employee('none'))).toBe(false);
    expect(hasBidAccess(employee('executor'))).toBe(true);
    expect(hasBidAccess({ id: 1, role: 'landlord' })).toBe(true);
  });
});
