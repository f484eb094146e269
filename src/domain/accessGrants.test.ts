import { describe, expect, it } from 'vitest';
import { type AccessLevel, type AccessUser, canAccess, MODULES } from './access';
import {
  accessChanges,
  employeeAccessInput,
  grantableLevels,
  grantRefusal,
  holdsMore,
  levelWithin,
  mayGrantAccess,
} from './accessGrants';

const staff = (
  levels: Partial<Record<string, AccessLevel>>,
  extra: Partial<AccessUser> & { employee_id?: number } = {},
) => ({
  id: 10,
  role: 'employee' as const,
  employee_id: 5,
  access: { ...Object.fromEntries(MODULES.map((m) => [m, 'none'])), ...levels },
  ...extra,
});

describe('levels as sets of capabilities', () => {
  it('holds a level within itself and within main', () => {
    for (const level of ['none', 'view', 'executor', 'creator', 'employee'] as const) {
      expect(levelWithin(level, level)).toBe(true);
      expect(levelWithin(level, 'main')).toBe(true);
    }
  });

  it('does not rank levels: view and creator are not within each other', () => {
    expect(levelWithin('view', 'creator')).toBe(false);
    expect(levelWithin('creator', 'view')).toBe(false);
    expect(levelWithin('executor', 'creator')).toBe(false);
    expect(levelWithin('creator', 'employee')).toBe(true);
    expect(levelWithin('executor', 'employee')).toBe(true);
    expect(levelWithin('intermediate', 'main')).toBe(true);
    expect(levelWithin('main', 'intermediate')).toBe(false);
  });

  it('lets an executor work but not edit what is assigned to it', () => {
    const executor = staff({ requests: 'executor' });
    const mine = { executor_id: 10, created_by: 3 };
    expect(canAccess(executor, { resource: 'bids', action: 'work', record: mine })).toBe(true);
    expect(canAccess(executor, { resource: 'bids', action: 'edit', record: mine })).toBe(false);
    expect(canAccess(executor, { resource: 'bids', action: 'edit' })).toBe(false);
  });
});

describe('who may grant what', () => {
  it('lets the landlord and the superadmin grant every level', () => {
    expect(grantableLevels({ id: 1, role: 'landlord' }, 'requests')).toHaveLength(7);
    expect(grantableLevels({ id: 1, role: 'superadmin' }, 'settings')).toHaveLength(7);
  });

  it('limits an employees:main employee to subsets of its own level', () => {
    const manager = staff({ employees: 'main', requests: 'employee' });
    expect(mayGrantAccess(manager)).toBe(true);
    expect(grantableLevels(manager, 'requests')).toEqual([
      'none',
      'executor',
      'creator',
      'employee',
    ]);
    expect(grantableLevels(manager, 'renters')).toEqual(['none']);
  });

  it('refuses others, the granter’s own row and levels beyond its own', () => {
    const manager = staff({ employees: 'main', requests: 'view' });
    expect(grantRefusal(staff({ employees: 'intermediate' }), 9, {})).toBe(
      'app.access.errors.not_allowed',
    );
    expect(grantRefusal(manager, 5, { requests: 'none' })).toBe('app.access.errors.own_row');
    expect(grantRefusal(manager, 9, { requests: 'main' })).toBe('app.access.errors.beyond_own');
    expect(grantRefusal(manager, 9, { requests: 'view' })).toBeNull();
    expect(grantRefusal(manager, 9, {}, true)).toBe('app.access.errors.beyond_own');
    expect(grantRefusal({ ...manager, notification_access: true }, 9, {}, true)).toBeNull();
    expect(grantRefusal({ id: 1, role: 'landlord' }, 9, { settings: 'main' }, true)).toBeNull();
  });

  it('refuses changing a level the employee holds beyond the granter, in that module only', () => {
    const manager = staff({ employees: 'main', requests: 'executor' });
    const held = {
      access: { requests: 'main', settings: 'main' } as const,
      notification_access: true,
    };
    expect(grantRefusal(manager, 9, { requests: 'none' }, undefined, held)).toBe(
      'app.access.errors.holds_more',
    );
    expect(grantRefusal(manager, 9, {}, false, held)).toBe('app.access.errors.holds_more');
    const within = { ...held, access: { requests: 'executor', settings: 'main' } as const };
    expect(grantRefusal(manager, 9, { requests: 'none' }, undefined, within)).toBeNull();
    expect(holdsMore(manager, within)).toBe(true);
    expect(holdsMore({ id: 1, role: 'landlord' }, held)).toBe(false);
  });
});

describe('grant inputs', () => {
  it('takes only modules with screens and known levels', () => {
    expect(accessChanges.safeParse({ requests: 'executor' }).success).toBe(true);
    expect(accessChanges.safeParse({ contracts: 'main' }).success).toBe(true);
    expect(accessChanges.safeParse({ documents: 'main' }).success).toBe(true);
    expect(accessChanges.safeParse({ time: 'executor' }).success).toBe(true);
    expect(accessChanges.safeParse({ payroll: 'main' }).success).toBe(false);
    expect(accessChanges.safeParse({ requests: 'boss' }).success).toBe(false);
  });

  it('needs levels or notification access', () => {
    expect(employeeAccessInput.safeParse({}).success).toBe(false);
    expect(employeeAccessInput.safeParse({ notification_access: false }).success).toBe(true);
  });
});
