import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { almatyDay, almatyMidnight } from '../../../../src/domain/almatyTime';
import { addDays } from '../../../../src/domain/rentSchedule';
import { isWorkingDay, minutesOf } from '../../../../src/domain/sla';
import { landlordCalendar } from '../../../lib/businessCalendar';
import type { Db } from '../../client';
import { devices, employees, objects, passEvents, timeMarks, users } from '../../schema';
import { seededRandom } from './random';

/** How many days back the demo passes go. */
const DAYS = 30;
const MINUTE = 60_000;

interface DemoPass {
  device_id: number;
  employee_id: number | null;
  card: string;
  direction: 'in' | 'out';
  at: string;
}

/**
 * A month of passes through the main entrance for an organization's employees, so the timesheet
 * is not empty on first start: most come on time, the third is often late, the fifth was away
 * two days without a word, the seventh is on vacation this week, a night guard's shifts run
 * across midnight, and a contractor's card nobody holds waits for review. Today's passes stop at now.
 * Employees are dated from before the month, as people who already worked there.
 */
export const insertDemoPasses = async (
  db: Db,
  landlordId: number,
  opts: { seed: number; now?: Date },
) => {
  const now = opts.now ?? new Date();
  const random = seededRandom(opts.seed);
  const calendar = await landlordCalendar(db, landlordId);
  const [object] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.landlord_id, landlordId))
    .orderBy(asc(objects.id))
    .limit(1);
  const [main, service] = await db
    .insert(devices)
    .values([
      {
        landlord_id: landlordId,
        name: 'Главный вход, турникет 1',
        object_id: object?.id,
        direction: 'both',
      },
      { landlord_id: landlordId, name: 'Служебный вход', object_id: object?.id, direction: 'both' },
    ])
    .returning({ id: devices.id });
  await db
    .update(employees)
    .set({ created_at: sql`now() - interval '180 days'` })
    .where(eq(employees.landlord_id, landlordId));
  const people = await db
    .select({
      id: employees.id,
      card: employees.pass_card,
      work_start: employees.work_start,
      work_end: employees.work_end,
    })
    .from(employees)
    .where(and(eq(employees.landlord_id, landlordId), isNotNull(employees.pass_card)))
    .orderBy(asc(employees.id));
  const today = almatyDay(now);
  const vacation = new Set([0, 1, 2, 3, 4].map((d) => addDays(today, -d)));
  const absent = new Set([addDays(today, -9), addDays(today, -8)]);
  const passes: DemoPass[] = [];
  const pass = (p: Omit<DemoPass, 'at'>, at: number) => {
    if (at <= now.getTime()) passes.push({ ...p, at: new Date(at).toISOString() });
  };
  people.forEach((person, i) => {
    const start = minutesOf(person.work_start);
    const endClock = minutesOf(person.work_end);
    const night = endClock <= start;
    for (let back = DAYS; back >= 0; back--) {
      const day = addDays(today, -back);
      if (!isWorkingDay(calendar, day)) continue;
      if (i === 6 && vacation.has(day)) continue;
      if (i === 4 && absent.has(day)) continue;
      const midnight = almatyMidnight(day).getTime();
      const late =
        i === 2 && random.chance(0.4)
          ? random.int(12, 40)
          : random.chance(0.04)
            ? random.int(16, 25)
            : 0;
      const arrival = midnight + (start - random.int(3, 15) + late) * MINUTE;
      const leavesEarly = i === 3 && random.chance(0.2);
      const end = night ? endClock + 1440 : endClock;
      const departure =
        midnight + (end + (leavesEarly ? -random.int(40, 90) : random.int(0, 25))) * MINUTE;
      const card = person.card as string;
      const device_id = random.chance(0.8) ? main.id : service.id;
      pass({ device_id, employee_id: person.id, card, direction: 'in' }, arrival);
      // Half the staff step out for lunch through the turnstile.
      if (!night && i % 2 === 0) {
        const lunch = midnight + (13 * 60 + random.int(0, 10)) * MINUTE;
        pass({ device_id, employee_id: person.id, card, direction: 'out' }, lunch);
        pass(
          { device_id, employee_id: person.id, card, direction: 'in' },
          lunch + random.int(35, 55) * MINUTE,
        );
      }
      pass({ device_id, employee_id: person.id, card, direction: 'out' }, departure);
    }
  });
  for (const back of [6, 5, 2]) {
    const day = addDays(today, -back);
    const at = almatyMidnight(day).getTime() + (10 * 60 + random.int(0, 50)) * MINUTE;
    pass({ device_id: service.id, employee_id: null, card: '990017', direction: 'in' }, at);
    pass(
      { device_id: service.id, employee_id: null, card: '990017', direction: 'out' },
      at + 95 * MINUTE,
    );
  }
  if (passes.length > 0) {
    await db
      .insert(passEvents)
      .values(passes.map((p) => ({ ...p, landlord_id: landlordId, source: 'device' })));
  }
  const lastAt = passes.reduce((max, p) => (p.at > max ? p.at : max), '');
  if (lastAt)
    await db
      .update(devices)
      .set({ last_event_at: lastAt })
      .where(eq(devices.landlord_id, landlordId));
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.landlord_id, landlordId), eq(users.role, 'landlord')));
  const away = people[6];
  if (away) {
    await db.insert(timeMarks).values(
      [...vacation].map((day) => ({
        landlord_id: landlordId,
        employee_id: away.id,
        day,
        kind: 'vacation',
        reason: 'Ежегодный оплачиваемый отпуск по графику',
        created_by: owner?.id ?? null,
      })),
    );
  }
};
