import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSuperadmin, demoUser } from '../../mocks/handlers';
import { AppMenu } from '../../src/admin/layout/AppMenu';
import { RENTER_MENU, STAFF_MENU } from '../../src/admin/layout/menuItems';
import { fullAccess, newEmployeeAccess } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';
import { RESOURCES } from '../../src/resources/registry';
import { renderStaff } from './renderStaff';

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;
const employeeAtMain = {
  ...demoUser,
  id: 7,
  role: 'employee',
  renter_id: null,
  employee_id: 3,
  access: fullAccess(),
  notification_access: true,
} as CurrentUser;
const newEmployee = {
  ...demoUser,
  id: 8,
  role: 'employee',
  renter_id: null,
  employee_id: 4,
  access: newEmployeeAccess(),
} as CurrentUser;
const renter = demoUser as CurrentUser;
const superadmin = demoSuperadmin as unknown as CurrentUser;

/** The menu's lines as a person reads them, top to bottom, each with where it leads. */
const menuOf = async (user: CurrentUser) => {
  await renderStaff(<AppMenu />, user);
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => `${item.textContent} ${item.getAttribute('href')}`);
};

/** The landlord's organization, as the landlord and a `main` employee see it. */
const ORGANIZATION_MENU = [
  'Главная /home/index',
  'Задачи /tasks',
  'KPI по задачам /tasks-kpi',
  'Сотрудники /employees',
  'Арендаторы /renters',
  'Объекты /objects',
  'Помещения /rooms',
  'Подрядчики /contractors',
  'Входящие /notifications',
  'Уведомления /employee-notifications',
  'Отчёты /reports',
  'Настройки /settings',
  'Профиль /profile',
  'Журнал заявок /requests-journal',
  'Обращения посетителей /visitor-messages',
  'Лист ожидания /application-forms',
  'Договоры /contracts',
  'Корреспонденция /documents',
  'Учёт времени /time',
  'Календарь /home/calendar',
];

describe('the menu, in the spec’s order for each role', () => {
  it('gives the landlord every module of the organization, reports and calendar', async () => {
    expect(await menuOf(landlord)).toEqual(ORGANIZATION_MENU);
  });

  it('gives an employee with main everywhere the landlord’s menu', async () => {
    expect(await menuOf(employeeAtMain)).toEqual(ORGANIZATION_MENU);
  });

  it('gives a new employee, who only executes tasks, a short menu without reports', async () => {
    expect(await menuOf(newEmployee)).toEqual([
      'Главная /home/index',
      'Задачи /tasks',
      'Входящие /notifications',
      'Профиль /profile',
      'Календарь /home/calendar',
    ]);
  });

  it('gives the renter its own list: home, company, contracts, letters, requests, notifications, calendar, profile', async () => {
    expect(await menuOf(renter)).toEqual([
      'Главная /home/index',
      'Моя компания /renters/1/show',
      'Мои договоры /contracts',
      'Мои письма /documents',
      'Журнал заявок /requests-journal',
      'Входящие /notifications',
      'Календарь /home/calendar',
      'Профиль /profile',
    ]);
  });

  it('gives the superadmin the platform after landlords, and no organization settings', async () => {
    expect(await menuOf(superadmin)).toEqual([
      'Главная /home/index',
      'Задачи /tasks',
      'KPI по задачам /tasks-kpi',
      'Сотрудники /employees',
      'Арендаторы /renters',
      'Объекты /objects',
      'Помещения /rooms',
      'Подрядчики /contractors',
      'Входящие /notifications',
      'Уведомления /employee-notifications',
      'Отчёты /reports',
      'Профиль /profile',
      'Арендодатели /landlords',
      'Заявки на демо /demo-requests',
      'Обращения в поддержку /support-messages',
      'Типы объектов /type-object',
      'Каталог заявок /type-request',
      'Социальные сети /social-network',
      'Журнал изменений /audit-log',
      'Журнал заявок /requests-journal',
      'Обращения посетителей /visitor-messages',
      'Лист ожидания /application-forms',
      'Договоры /contracts',
      'Корреспонденция /documents',
      'Календарь /home/calendar',
    ]);
  });

  it('keeps logout out of the side menu: it is in the app bar’s user menu', async () => {
    await menuOf(landlord);
    expect(screen.queryByRole('menuitem', { name: 'Выйти' })).toBeNull();
  });
});

describe('the menu’s lists', () => {
  it('hold every resource of the staff app once, so none is unreachable', () => {
    for (const r of RESOURCES) {
      expect(STAFF_MENU.filter((slot) => slot === r.name)).toEqual([r.name]);
    }
    expect(new Set(RENTER_MENU).size).toBe(RENTER_MENU.length);
  });
});
