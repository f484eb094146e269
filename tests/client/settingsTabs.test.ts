import { describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { settingsTabsOf } from '../../src/admin/settings/settingsTabs';
import { fullAccess, newEmployeeAccess } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';

const user = (patch: Partial<CurrentUser>) =>
  ({ ...demoUser, renter_id: null, ...patch }) as CurrentUser;

describe('settingsTabsOf', () => {
  it('gives the landlord every tab', () => {
    expect(settingsTabsOf(user({ role: 'landlord' }))).toEqual([
      'requests',
      'task-categories',
      'calendar',
      'qr',
      'application-form',
      'documents',
      'time',
      'access',
      'data-export',
    ]);
  });

  it('gives employees’ access to an employee with the main level in employees only', () => {
    const access = { ...newEmployeeAccess(), employees: 'main' as const };
    expect(settingsTabsOf(user({ role: 'employee', access }))).toEqual(['access']);
    const viewer = { ...fullAccess(), employees: 'intermediate' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: viewer }))).not.toContain('access');
  });

  it('gives the form link to an employee who manages the waiting list, even without settings', () => {
    const access = { ...newEmployeeAccess(), waiting_list: 'main' as const };
    expect(settingsTabsOf(user({ role: 'employee', access }))).toEqual(['application-form']);
  });

  it('keeps the form link from an employee who only works the waiting list', () => {
    const access = { ...fullAccess(), waiting_list: 'intermediate' as const };
    expect(settingsTabsOf(user({ role: 'employee', access }))).toEqual([
      'requests',
      'task-categories',
      'calendar',
      'qr',
      'documents',
      'time',
      'access',
      'data-export',
    ]);
  });

  it('gives the register’s prefixes to those who manage correspondence, nobody else', () => {
    const main = { ...newEmployeeAccess(), documents: 'main' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: main }))).toEqual(['documents']);
    const intermediate = { ...newEmployeeAccess(), documents: 'intermediate' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: intermediate }))).toEqual([]);
  });

  it('gives time tracking to those who read every timesheet, not to one who sees their own', () => {
    const viewer = { ...newEmployeeAccess(), time: 'view' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: viewer }))).toEqual(['time']);
    const executor = { ...newEmployeeAccess(), time: 'executor' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: executor }))).toEqual([]);
  });

  it('gives task categories to those who manage tasks: the landlord and the main level', () => {
    const main = { ...newEmployeeAccess(), tasks: 'main' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: main }))).toEqual(['task-categories']);
    const intermediate = { ...newEmployeeAccess(), tasks: 'intermediate' as const };
    expect(settingsTabsOf(user({ role: 'employee', access: intermediate }))).toEqual([]);
  });

  it('gives nothing to a renter or to the superadmin, who has no organization', () => {
    expect(settingsTabsOf(user({ role: 'renter', renter_id: 1 }))).toEqual([]);
    expect(settingsTabsOf(user({ role: 'superadmin', landlord_id: null }))).toEqual([]);
    expect(settingsTabsOf(null)).toEqual([]);
  });
});
