import { asc, eq, like, sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/db/client';
import { landlords, objectTypes, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { demoBin } from '../../server/db/seed/demo';
import { DEPARTMENTS } from '../../src/domain/employees';
import { CITIES } from '../../src/domain/landlord';
import { RENTER_CATEGORIES } from '../../src/domain/renters';
import { BIDS, insertBids } from './bids';
import { insertContracts } from './contracts';
import { DOCUMENTS, insertDocuments } from './documents';
import { insertNotificationData, NOTIFICATIONS } from './notifications';
import { insertTasks, TASKS } from './tasks';

/** How much the bench loads besides the demo data. */
export const VOLUME = {
  landlords: 3_000,
  renters: 100_000,
  /** Renters of the demo landlord `landlord`, whose lists the scenarios read. */
  demoRenters: 2_000,
  /** A few pages of staff and objects, so those lists return full pages with a total. */
  demoEmployees: 120,
  demoObjects: 40,
};

/** A search the way a user types it: it matches one legal-name pattern, a handful of rows. */
export const RENTER_SEARCH = 'Алтын Тау-3';

const WORDS_A = [
  'Алтын',
  'Жибек',
  'Нур',
  'Кок',
  'Ак',
  'Самал',
  'Береке',
  'Достык',
  'Сункар',
  'Есиль',
];
const WORDS_B = [
  'Тау',
  'Жол',
  'Сауда',
  'Трейд',
  'Групп',
  'Сервис',
  'Строй',
  'Маркет',
  'Инвест',
  'Дала',
];
const FORMS = ['ТОО', 'ИП', 'АО'];
const OUTLETS = [
  'Coffee House',
  'Magnum Express',
  'Sulpak',
  'Marwin',
  'Meloman',
  'Технодом',
  'Ayan',
  'Спорт Мастер',
  'Beauty Lab',
  'Аптека Плюс',
  'Kids Land',
  'Ювелир',
];
const SURNAMES = ['Ахметов', 'Ким', 'Садыков', 'Иванов', 'Нурланов', 'Жумабаев', 'Ли', 'Омаров'];
const FIRST_NAMES = ['Серик', 'Виктор', 'Ерлан', 'Асхат', 'Дамир', 'Олжас', 'Тимур', 'Руслан'];
const PATRONYMICS = ['Болатович', 'Олегович', 'Ерланович', 'Кайратович', 'Маратович'];
const POSITIONS = ['Менеджер', 'Инженер', 'Бухгалтер', 'Охранник', 'Администратор', 'Техник'];

/** A cheap integer hash, so generated values vary without looking like a counter. */
const mix = (n: number) => {
  let h = Math.imul(n ^ (n >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
};
const pick = <T>(list: readonly T[], n: number, salt: number): T =>
  list[mix(n * 31 + salt) % list.length];

const personName = (n: number) =>
  `${pick(SURNAMES, n, 1)} ${pick(FIRST_NAMES, n, 2)} ${pick(PATRONYMICS, n, 3)}`;

/**
 * Distinct valid BINs, registered month after month from January of `firstYear` (two digits):
 * demoBin finds the next serial with a valid control digit, the next call starts after it.
 */
const binSource = (firstYear: number) => {
  let month = 0;
  let serial = 0;
  return () => {
    if (serial > 99_000) {
      month++;
      serial = 0;
    }
    const yy = String(firstYear + Math.floor(month / 12)).padStart(2, '0');
    const bin = demoBin(`${yy}${String((month % 12) + 1).padStart(2, '0')}`, '4', serial);
    serial = Number(bin.slice(6, 11)) + 1;
    return bin;
  };
};

const BATCH = 10_000;

/**
 * Inserts rows a batch per statement: one JSON parameter unpacked by json_to_recordset, so
 * ten thousand rows cost one round trip and no bind-parameter limit applies.
 */
const bulkInsert = async (
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, string | number | boolean | null>[],
) => {
  const names = sql.raw(Object.keys(columns).join(', '));
  const recordType = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    await db.execute(sql`insert into ${sql.identifier(table)} (${names})
      select ${names} from json_to_recordset(${batch}::json) as x(${recordType})`);
  }
};

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const insertLandlords = async (db: Db) => {
  const nextBin = binSource(20);
  const rows = Array.from({ length: VOLUME.landlords }, (_, n) => ({
    name: `ТОО «${pick(WORDS_A, n, 4)} ${pick(WORDS_B, n, 5)} ${n}»`,
    bin: nextBin(),
    legal_address: `г. Алматы, ул. Абая, ${1 + (n % 200)}`,
    city: pick(CITIES, n, 6),
    director_full_name: personName(n),
    phone: `+7702${String(n).padStart(7, '0')}`,
    email: `org${n}@bench.example.kz`,
    trial_ends_at: daysFromNow(14),
  }));
  await bulkInsert(
    db,
    'landlords',
    {
      name: 'text',
      bin: 'text',
      legal_address: 'text',
      city: 'text',
      director_full_name: 'text',
      phone: 'text',
      email: 'text',
      trial_ends_at: 'timestamptz',
    },
    rows,
  );
  const created = await db
    .select({ id: landlords.id })
    .from(landlords)
    .where(like(landlords.email, '%@bench.example.kz'))
    .orderBy(asc(landlords.id));
  return created.map((l) => l.id);
};

/** The first `demoRenters` go to the demo landlord, the rest round the bench landlords. */
const insertRenters = async (db: Db, demoLandlordId: number, landlordIds: number[]) => {
  const nextBin = binSource(16);
  const twoYearsInMinutes = 2 * 365 * 24 * 60;
  const rows = Array.from({ length: VOLUME.renters }, (_, n) => ({
    landlord_id: n < VOLUME.demoRenters ? demoLandlordId : landlordIds[n % landlordIds.length],
    legal_name: `${pick(FORMS, n, 7)} «${pick(WORDS_A, n, 8)} ${pick(WORDS_B, n, 9)}-${1 + (mix(n * 31 + 10) % 4)}»`,
    bin_iin: nextBin(),
    legal_address: `г. Алматы, пр. Достык, ${1 + (n % 300)}`,
    outlet_name: n % 5 === 0 ? null : `${pick(OUTLETS, n, 11)} ${1 + (n % 40)}`,
    category: pick(RENTER_CATEGORIES, n, 12),
    contact_full_name: personName(n + 7),
    phone: `+7701${String(n).padStart(7, '0')}`,
    email: `renter${n}@bench.example.kz`,
    status: n % 10 === 0 ? 'inactive' : 'active',
    created_at: new Date(Date.now() - (mix(n) % twoYearsInMinutes) * 60_000).toISOString(),
  }));
  await bulkInsert(
    db,
    'renters',
    {
      landlord_id: 'int',
      legal_name: 'text',
      bin_iin: 'text',
      legal_address: 'text',
      outlet_name: 'text',
      category: 'text',
      contact_full_name: 'text',
      phone: 'text',
      email: 'text',
      status: 'text',
      created_at: 'timestamptz',
    },
    rows,
  );
};

const insertDemoStaffAndObjects = async (db: Db, demoLandlordId: number) => {
  await bulkInsert(
    db,
    'employees',
    { landlord_id: 'int', full_name: 'text', department: 'text', position: 'text', phone: 'text' },
    Array.from({ length: VOLUME.demoEmployees }, (_, n) => ({
      landlord_id: demoLandlordId,
      full_name: personName(n + 100_000),
      department: pick(DEPARTMENTS, n, 13),
      position: pick(POSITIONS, n, 14),
      phone: `+7705${String(n).padStart(7, '0')}`,
    })),
  );
  const [type] = await db.select().from(objectTypes).orderBy(asc(objectTypes.id)).limit(1);
  await bulkInsert(
    db,
    'objects',
    { landlord_id: 'int', object_type_id: 'int', name: 'text', address: 'text', city: 'text' },
    Array.from({ length: VOLUME.demoObjects }, (_, n) => ({
      landlord_id: demoLandlordId,
      object_type_id: type.id,
      name: `ТРЦ «${pick(WORDS_A, n, 15)} ${n + 1}»`,
      address: `г. Алматы, ул. Толе би, ${n + 1}`,
      city: 'almaty',
    })),
  );
};

/**
 * Planner statistics, and on a server a VACUUM too (PGlite's maintain() already vacuums).
 * The bulk insert leaves tens of thousands of entries in the trigram indexes' GIN pending
 * lists, which every search scans one by one until a vacuum merges them; autovacuum would
 * do it within a minute or so, in the middle of the measurements, so do it first.
 */
export const settle = async (database: Database) => {
  if (database.kind === 'postgres') await database.db.execute(sql`VACUUM ANALYZE`);
  else await database.maintain();
};

/**
 * Migrations, the demo data, then the bulk rows (landlords, renters, the demo landlord's staff,
 * objects, requests journal, tasks, renter accounts and their notifications) and fresh planner
 * statistics.
 */
export const fillDatabase = async (
  database: Database,
  progress: (text: string) => void = () => {},
) => {
  const { db } = database;
  let since = performance.now();
  const done = (what: string) => {
    const now = performance.now();
    progress(`  ${what} in ${((now - since) / 1000).toFixed(1)} s`);
    since = now;
  };
  await database.migrate();
  await seed(db, { demo: true });
  done('migrations and demo data');
  const [owner] = await db
    .select({ landlordId: users.landlord_id })
    .from(users)
    .where(eq(users.login, 'landlord'));
  if (!owner?.landlordId) throw new Error('the demo seed has no login `landlord`');
  const [second] = await db
    .select({ landlordId: users.landlord_id })
    .from(users)
    .where(eq(users.login, 'landlord2'));
  if (!second?.landlordId) throw new Error('the demo seed has no login `landlord2`');
  const landlordIds = await insertLandlords(db);
  await insertRenters(db, owner.landlordId, landlordIds);
  await insertDemoStaffAndObjects(db, owner.landlordId);
  done(`${VOLUME.landlords} landlords, ${VOLUME.renters} renters, staff and objects`);
  await insertBids(db, owner.landlordId);
  done(`${BIDS.count} bids and their events`);
  await insertTasks(db, owner.landlordId, second.landlordId);
  done(`${TASKS.count} tasks and their history`);
  await insertContracts(db, owner.landlordId, second.landlordId);
  done('100,000 leases over 25,000 rooms');
  await insertDocuments(db, owner.landlordId, second.landlordId);
  done(`${DOCUMENTS.demo + DOCUMENTS.second} letters`);
  await insertNotificationData(db, owner.landlordId);
  done(
    `${NOTIFICATIONS.renterAccounts} renter accounts, ${NOTIFICATIONS.history} notifications to them`,
  );
  await settle(database);
  done(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'VACUUM ANALYZE (maintain)');
  return { demo: owner.landlordId, second: second.landlordId };
};
