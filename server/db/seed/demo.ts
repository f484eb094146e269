import { asc, count, sql } from 'drizzle-orm';
import { fullAccess, MODULES, newEmployeeAccess } from '../../../src/domain/access';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import {
  employeeAccess,
  employees,
  landlords,
  objects,
  objectTypes,
  renters,
  rooms,
  users,
} from '../schema';
import { ARAY } from './demo-data/aray';
import { insertDemoBids } from './demo-data/bids';
import { insertDemoCalendar } from './demo-data/calendar';
import { insertContractors } from './demo-data/contractors';
import { insertDemoContracts } from './demo-data/contracts';
import { insertDemoDocuments } from './demo-data/documents';
import { ESIL } from './demo-data/esil';
import { insertDemoNotifications } from './demo-data/notifications';
import { insertDemoPasses } from './demo-data/passes';
import { countsOf, type OrganizationPlan, planOrganization } from './demo-data/plan';
import {
  ARAY_STAFF_LOGINS,
  ESIL_STAFF_LOGINS,
  insertDemoStaffLogins,
} from './demo-data/staffLogins';
import { insertDemoTasks } from './demo-data/tasks';
import { ARAY_TASK_CATEGORIES, ESIL_TASK_CATEGORIES } from './demo-data/taskTexts';
import {
  ARAY_VISITOR_MESSAGES,
  ESIL_VISITOR_MESSAGES,
  insertDemoVisitorMessages,
} from './demo-data/visitorMessages';
import {
  ARAY_QUESTIONNAIRES,
  ESIL_QUESTIONNAIRES,
  insertDemoInbox,
  insertDemoQuestionnaires,
} from './demo-data/waitingList';

export { demoBin, demoIin } from './demo-data/ids';

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_LOGINS = [
  { login: 'superadmin', role: 'superadmin', note: 'platform' },
  { login: 'landlord', role: 'landlord', note: 'ТРЦ Арай, Алматы' },
  { login: 'employee', role: 'employee', note: 'ТРЦ Арай, all modules' },
  { login: 'renter', role: 'renter', note: 'a renter of ТРЦ Арай' },
  { login: 'landlord2', role: 'landlord', note: 'БЦ Есиль, Астана' },
] as const;

const PLANS = { aray: planOrganization(ARAY), esil: planOrganization(ESIL) };

/** What the demo seeds per organization: objects (with rooms, occupied, renters), totals. */
export const DEMO_COUNTS = { aray: countsOf(PLANS.aray), esil: countsOf(PLANS.esil) };

type UserRow = typeof users.$inferInsert;

/**
 * One organization in one insert per table; returns its users (the owner first, then the
 * employee and renter logins), still without a password.
 */
const insertOrganization = async (
  db: Db,
  { seed, rooms: roomPlan, renters: renterPlan, employees: staffPlan }: OrganizationPlan,
  typeIds: number[],
): Promise<Omit<UserRow, 'password_hash'>[]> => {
  const [landlord] = await db
    .insert(landlords)
    // The demo organizations run on no trial: a demo data directory kept for weeks stays usable.
    .values({ ...seed.landlord, trial_ends_at: null })
    .returning({ id: landlords.id });
  const landlord_id = landlord.id;

  const createdObjects = await db
    .insert(objects)
    .values(
      seed.objects.map(({ floors: _f, reserved: _r, type, ...object }) => ({
        ...object,
        landlord_id,
        object_type_id: typeIds[type] ?? typeIds[0],
        city: seed.landlord.city,
      })),
    )
    .returning({ id: objects.id, name: objects.name });
  const objectId = (index: number) =>
    createdObjects.find((o) => o.name === seed.objects[index].name)?.id as number;

  const createdRooms = await db
    .insert(rooms)
    .values(
      // Occupied is read from the leases below; a room's own status is free or reserved.
      roomPlan.map(({ object, ...room }) => ({
        ...room,
        status: room.status === 'reserved' ? 'reserved' : 'free',
        landlord_id,
        object_id: objectId(object),
      })),
    )
    .returning({ id: rooms.id, object_id: rooms.object_id, number: rooms.number });
  const roomId = (index: number) => {
    const { object, number } = roomPlan[index];
    return createdRooms.find((r) => r.object_id === objectId(object) && r.number === number)
      ?.id as number;
  };

  const createdRenters = await db
    .insert(renters)
    .values(
      renterPlan.map(({ rooms: _rooms, login: _login, ...renter }) => ({ ...renter, landlord_id })),
    )
    .returning({ id: renters.id, bin_iin: renters.bin_iin });
  const renterId = (bin: string) => createdRenters.find((r) => r.bin_iin === bin)?.id as number;
  await insertDemoContracts(
    db,
    landlord_id,
    renterPlan
      .filter((renter) => renter.rooms.length > 0)
      .map((renter) => ({
        renter_id: renterId(renter.bin_iin),
        object_id: objectId(roomPlan[renter.rooms[0]].object),
        names: [renter.legal_name, renter.outlet_name],
        rooms: renter.rooms.map((room) => ({
          id: roomId(room),
          number: roomPlan[room].number,
          area: Number(roomPlan[room].area),
          purpose: roomPlan[room].purpose,
        })),
      })),
    { seed: seed.salt },
  );

  const createdEmployees = await db
    .insert(employees)
    .values(
      staffPlan.map(({ full_access: _a, login: _l, ...employee }) => ({
        ...employee,
        landlord_id,
      })),
    )
    .returning({ id: employees.id, full_name: employees.full_name });
  const employeeId = (name: string) =>
    createdEmployees.find((e) => e.full_name === name)?.id as number;
  await db.insert(employeeAccess).values(
    staffPlan.flatMap((employee) => {
      // As registering does: a new employee's levels, unless the seed grants everything.
      const access = employee.full_access ? fullAccess() : newEmployeeAccess();
      return MODULES.map((module) => ({
        landlord_id,
        employee_id: employeeId(employee.full_name),
        module,
        level: access[module],
      }));
    }),
  );

  return [
    { ...seed.owner, role: 'landlord', landlord_id },
    ...staffPlan
      .filter((e) => e.login)
      .map((e) => ({
        login: e.login as string,
        full_name: e.full_name,
        role: 'employee',
        landlord_id,
        employee_id: employeeId(e.full_name),
        email: e.email,
        phone: e.phone,
      })),
    ...renterPlan
      .filter((r) => r.login)
      .map((r) => ({
        login: r.login as string,
        full_name: r.contact_full_name,
        role: 'renter',
        landlord_id,
        renter_id: renterId(r.bin_iin),
        email: r.email,
        phone: r.phone,
      })),
  ];
};

/** Demo organizations and the five demo logins; runs only on a database without users. */
export const seedDemo = async (db: Db, opts: { mustChangePassword: boolean }) => {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const typeIds = (await db.select().from(objectTypes).orderBy(asc(objectTypes.id))).map(
    (t) => t.id,
  );

  await db.transaction(async (t) => {
    const arayUsers = await insertOrganization(t, PLANS.aray, typeIds);
    const esilUsers = await insertOrganization(t, PLANS.esil, typeIds);
    const superadmin = {
      login: 'superadmin',
      full_name: 'Администратор платформы',
      role: 'superadmin',
      email: 'admin@arenda-crm.kz',
    };
    await t.insert(users).values(
      [superadmin, ...arayUsers, ...esilUsers].map((u) => ({
        ...u,
        password_hash: passwordHash,
        must_change_password: opts.mustChangePassword,
      })),
    );
    // Each organization's owner answers for its demo leases.
    await t.execute(sql`update contracts c set responsible_id = u.id from users u
      where u.landlord_id = c.landlord_id and u.role = 'landlord'`);
    await insertContractors(t, arayUsers[0].landlord_id as number, 4100);
    await insertContractors(t, esilUsers[0].landlord_id as number, 7300);
    await insertDemoDocuments(t, arayUsers[0].landlord_id as number);
    await insertDemoDocuments(t, esilUsers[0].landlord_id as number);
    await insertDemoPasses(t, arayUsers[0].landlord_id as number, { seed: 4100 });
    await insertDemoPasses(t, esilUsers[0].landlord_id as number, { seed: 7300 });
    // A shopping centre works all week; a business centre hardly at weekends.
    await insertDemoBids(t, arayUsers[0].landlord_id as number, {
      seed: 4100,
      count: 312,
      week: [1, 1, 1, 1, 1.1, 0.6, 0.4],
      region: '02',
    });
    await insertDemoBids(t, esilUsers[0].landlord_id as number, {
      seed: 7300,
      count: 288,
      week: [1.1, 1, 1, 1, 0.9, 0.12, 0.04],
      region: '01',
    });
    await insertDemoVisitorMessages(t, arayUsers[0].landlord_id as number, {
      seed: 4100,
      messages: ARAY_VISITOR_MESSAGES,
    });
    await insertDemoVisitorMessages(t, esilUsers[0].landlord_id as number, {
      seed: 7300,
      messages: ESIL_VISITOR_MESSAGES,
    });
    await insertDemoQuestionnaires(t, arayUsers[0].landlord_id as number, {
      seed: 4100,
      questionnaires: ARAY_QUESTIONNAIRES,
      city: { name: ARAY.cityName, streets: ARAY.streets, landline: '727' },
    });
    await insertDemoQuestionnaires(t, esilUsers[0].landlord_id as number, {
      seed: 7300,
      questionnaires: ESIL_QUESTIONNAIRES,
      city: { name: ESIL.cityName, streets: ESIL.streets, landline: '7172' },
    });
    await insertDemoInbox(t, { seed: 9100 });
    await insertDemoNotifications(t);
    // Staff who work tasks sign in; each organization has two months of tasks for its KPI.
    const account = { password_hash: passwordHash, must_change_password: opts.mustChangePassword };
    const aray = arayUsers[0].landlord_id as number;
    const esil = esilUsers[0].landlord_id as number;
    await insertDemoStaffLogins(t, aray, ARAY_STAFF_LOGINS, account);
    await insertDemoStaffLogins(t, esil, ESIL_STAFF_LOGINS, account);
    await insertDemoTasks(t, aray, {
      seed: 4100,
      count: 150,
      days: 60,
      categories: ARAY_TASK_CATEGORIES,
    });
    await insertDemoTasks(t, esil, {
      seed: 7302,
      count: 150,
      days: 60,
      categories: ESIL_TASK_CATEGORIES,
    });
    await insertDemoCalendar(t, aray);
  });
  return true;
};
