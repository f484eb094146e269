import { and, eq, inArray } from 'drizzle-orm';
import type { AccessLevel } from '../../../../src/domain/access';
import type { Db } from '../../client';
import { employeeAccess, employees, users } from '../../schema';

/** An employee of the seed who signs in, and their `tasks` level if not a new employee's. */
export interface DemoStaffLogin {
  full_name: string;
  login: string;
  tasks?: AccessLevel;
}

/** Staff who work tasks in «ТРЦ Арай» besides the `employee` login. */
export const ARAY_STAFF_LOGINS: DemoStaffLogin[] = [
  { full_name: 'Бекова Алия Маратовна', login: 'a.bekova' },
  { full_name: 'Петренко Виктор Николаевич', login: 'v.petrenko' },
  { full_name: 'Тулегенов Асет Каиргельдыевич', login: 'a.tulegenov' },
  { full_name: 'Яковлев Андрей Игоревич', login: 'a.yakovlev' },
  { full_name: 'Ермеков Даулет Сабитович', login: 'd.yermekov' },
  { full_name: 'Рахимов Ержан Муратович', login: 'y.rakhimov' },
];

/** «БЦ Есиль»'s manager, who gives tasks, and the staff who work them. */
export const ESIL_STAFF_LOGINS: DemoStaffLogin[] = [
  { full_name: 'Ахметова Жанна Болатовна', login: 'z.akhmetova', tasks: 'main' },
  { full_name: 'Калиев Арман Жумабекович', login: 'a.kaliev' },
  { full_name: 'Баймуханов Ерлан Кенжебекович', login: 'e.baimukhanov' },
  { full_name: 'Федоров Максим Сергеевич', login: 'm.fedorov' },
  { full_name: 'Токтаров Алмас Бекболатович', login: 'a.toktarov' },
  { full_name: 'Морозов Игорь Викторович', login: 'i.morozov' },
  { full_name: 'Ли Алексей Эдуардович', login: 'a.li' },
];

/**
 * Accounts for some of an organization's staff (the demo password), as registering them with a
 * login would make; a manager's `tasks` level raised as granted in Settings.
 */
export const insertDemoStaffLogins = async (
  db: Db,
  landlordId: number,
  staff: DemoStaffLogin[],
  account: { password_hash: string; must_change_password: boolean },
) => {
  const found = await db
    .select({
      id: employees.id,
      full_name: employees.full_name,
      email: employees.email,
      phone: employees.phone,
    })
    .from(employees)
    .where(
      and(
        eq(employees.landlord_id, landlordId),
        inArray(
          employees.full_name,
          staff.map((s) => s.full_name),
        ),
      ),
    );
  const byName = new Map(found.map((e) => [e.full_name, e]));
  const rows = staff.map((s) => {
    const employee = byName.get(s.full_name);
    if (!employee) throw new Error(`demo seed: no employee «${s.full_name}»`);
    return {
      login: s.login,
      full_name: s.full_name,
      role: 'employee',
      landlord_id: landlordId,
      employee_id: employee.id,
      email: employee.email,
      phone: employee.phone,
      ...account,
    };
  });
  await db.insert(users).values(rows);
  for (const s of staff.filter((x) => x.tasks)) {
    await db
      .update(employeeAccess)
      .set({ level: s.tasks })
      .where(
        and(
          eq(employeeAccess.employee_id, byName.get(s.full_name)?.id as number),
          eq(employeeAccess.module, 'tasks'),
        ),
      );
  }
};
