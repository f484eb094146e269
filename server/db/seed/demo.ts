import { asc, count, eq } from 'drizzle-orm';
import { fullAccess, MODULES } from '../../../src/domain/access';
import { TRIAL_DAYS } from '../../../src/domain/constants';
import { withControlDigit } from '../../../src/domain/kz';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import {
  employeeAccess,
  employees,
  landlords,
  objects,
  objectTypes,
  renterRooms,
  renters,
  rooms,
  users,
} from '../schema';

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_LOGINS = [
  { login: 'superadmin', role: 'superadmin', note: 'platform' },
  { login: 'landlord', role: 'landlord', note: 'ТРЦ Арай, Алматы' },
  { login: 'employee', role: 'employee', note: 'ТРЦ Арай, all modules' },
  { login: 'renter', role: 'renter', note: 'a renter of ТРЦ Арай' },
  { login: 'landlord2', role: 'landlord', note: 'БЦ Есиль, Астана' },
] as const;

/** A valid BIN from a registration date and a serial (the control digit computed). */
export const demoBin = (yymm: string, kind: '4' | '5' | '6', serial: number) => {
  for (let s = serial; ; s++) {
    const bin = withControlDigit(`${yymm}${kind}0${String(s).padStart(5, '0')}`);
    if (bin) return bin;
  }
};

/** A valid IIN from a birth date (YYMMDD), the century-and-sex digit and a serial. */
export const demoIin = (birth: string, centurySex: string, serial: number) => {
  for (let s = serial; ; s++) {
    const iin = withControlDigit(`${birth}${centurySex}${String(s).padStart(4, '0')}`);
    if (iin) return iin;
  }
};

const trialEnd = () => new Date(Date.now() + TRIAL_DAYS * 86_400_000).toISOString();

interface OrgSpec {
  name: string;
  bin: string;
  city: string;
  address: string;
  director: string;
  phone: string;
  email: string;
  objectName: string;
  objectType: number;
  floors: number;
  roomsPerFloor: number;
}

const createOrganization = async (db: Db, spec: OrgSpec) => {
  const [landlord] = await db
    .insert(landlords)
    .values({
      name: spec.name,
      bin: spec.bin,
      legal_address: spec.address,
      city: spec.city,
      director_full_name: spec.director,
      phone: spec.phone,
      email: spec.email,
      trial_ends_at: trialEnd(),
    })
    .returning();
  const [object] = await db
    .insert(objects)
    .values({
      landlord_id: landlord.id,
      object_type_id: spec.objectType,
      name: spec.objectName,
      address: spec.address,
      city: spec.city,
      is_public: true,
    })
    .returning();
  const roomRows = [];
  for (let floor = 1; floor <= spec.floors; floor++) {
    for (let n = 1; n <= spec.roomsPerFloor; n++) {
      roomRows.push({
        landlord_id: landlord.id,
        object_id: object.id,
        number: `${floor}${String(n).padStart(2, '0')}`,
        floor,
        area: String(24 + ((floor * 7 + n * 13) % 90)),
        purpose: floor === 1 ? 'retail' : 'office',
      });
    }
  }
  const createdRooms = await db.insert(rooms).values(roomRows).returning();
  return { landlord, object, rooms: createdRooms };
};

/** Demo organizations and the five demo logins; runs only on a database without users. */
export const seedDemo = async (db: Db) => {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const types = await db.select().from(objectTypes).orderBy(asc(objectTypes.id));

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const aray = await createOrganization(t, {
      name: 'ТРЦ Арай',
      bin: demoBin('0705', '4', 1201),
      city: 'almaty',
      address: 'г. Алматы, пр. Абая, 109',
      director: 'Ахметов Серик Болатович',
      phone: '+77273550101',
      email: 'info@aray.kz',
      objectName: 'ТРЦ «Арай»',
      objectType: types[1]?.id ?? types[0].id,
      floors: 3,
      roomsPerFloor: 8,
    });
    const esil = await createOrganization(t, {
      name: 'БЦ Есиль',
      bin: demoBin('1203', '4', 3407),
      city: 'astana',
      address: 'г. Астана, пр. Мангилик Ел, 55/20',
      director: 'Жумабаева Айгерим Кайратовна',
      phone: '+77172790202',
      email: 'office@esil-bc.kz',
      objectName: 'БЦ «Есиль»',
      objectType: types[2]?.id ?? types[0].id,
      floors: 4,
      roomsPerFloor: 5,
    });

    const [employee] = await t
      .insert(employees)
      .values({
        landlord_id: aray.landlord.id,
        full_name: 'Садыкова Динара Ерлановна',
        iin: demoIin('880412', '4', 15),
        department: 'operations',
        position: 'Управляющий объектом',
        phone: '+77015550303',
        email: 'd.sadykova@aray.kz',
        pass_card: '000451',
        notification_access: true,
      })
      .returning();
    const access = fullAccess();
    await t.insert(employeeAccess).values(
      MODULES.map((module) => ({
        landlord_id: aray.landlord.id,
        employee_id: employee.id,
        module,
        level: access[module],
      })),
    );

    const [renter] = await t
      .insert(renters)
      .values({
        landlord_id: aray.landlord.id,
        legal_name: 'ТОО «Кофе Хаус Алматы»',
        bin_iin: demoBin('1509', '4', 8812),
        legal_address: 'г. Алматы, ул. Жандосова, 58',
        outlet_name: 'Coffee House',
        category: 'food',
        contact_full_name: 'Ким Виктория Олеговна',
        phone: '+77017770404',
        email: 'v.kim@coffeehouse.kz',
      })
      .returning();
    await t
      .insert(renterRooms)
      .values({ landlord_id: aray.landlord.id, renter_id: renter.id, room_id: aray.rooms[2].id });
    await t.update(rooms).set({ status: 'occupied' }).where(eq(rooms.id, aray.rooms[2].id));

    await t.insert(users).values([
      {
        login: 'superadmin',
        password_hash: passwordHash,
        full_name: 'Администратор платформы',
        role: 'superadmin',
        email: 'admin@arenda-crm.kz',
      },
      {
        login: 'landlord',
        password_hash: passwordHash,
        full_name: 'Ахметов Серик Болатович',
        role: 'landlord',
        landlord_id: aray.landlord.id,
        email: 'owner@aray.kz',
        phone: '+77017000101',
      },
      {
        login: 'employee',
        password_hash: passwordHash,
        full_name: employee.full_name,
        role: 'employee',
        landlord_id: aray.landlord.id,
        employee_id: employee.id,
        email: employee.email,
        phone: employee.phone,
      },
      {
        login: 'renter',
        password_hash: passwordHash,
        full_name: renter.contact_full_name,
        role: 'renter',
        landlord_id: aray.landlord.id,
        renter_id: renter.id,
        email: renter.email,
        phone: renter.phone,
      },
      {
        login: 'landlord2',
        password_hash: passwordHash,
        full_name: 'Жумабаева Айгерим Кайратовна',
        role: 'landlord',
        landlord_id: esil.landlord.id,
        email: 'owner@esil-bc.kz',
      },
    ]);
  });
  return true;
};
