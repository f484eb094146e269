import { and, eq, or } from 'drizzle-orm';
import { almatyDay, almatyMidnight } from '../../../../src/domain/almatyTime';
import type { Db } from '../../client';
import { calendarEvents, users } from '../../schema';

const DAY = 86_400_000;

/** An Almaty wall time on the day `days` from `day`, as an ISO instant. */
const at = (day: string, days: number, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(almatyMidnight(day, days).getTime() + (h * 60 + m) * 60_000).toISOString();
};

/**
 * A believable month of the calendar for the organization's landlord and the demo employee
 * (`employee`): the weekly Monday planning meeting shared with the staff, a monthly meeting,
 * the employee's daily round reminder, and one-off meetings with reminders. Repeats start a
 * few weeks back, so the current month is full whenever the demo is seeded.
 */
export const insertDemoCalendar = async (db: Db, landlordId: number, now = new Date()) => {
  const people = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.landlord_id, landlordId),
        or(eq(users.role, 'landlord'), eq(users.login, 'employee')),
      ),
    );
  const landlord = people.find((p) => p.role === 'landlord');
  const employee = people.find((p) => p.role === 'employee');
  if (!landlord || !employee) return 0;
  const today = almatyDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = -weekday;
  const monthStart = `${today.slice(0, 7)}-01`;
  const firstOfMonth = Math.round((Date.parse(monthStart) - Date.parse(today)) / DAY);
  const base = { landlord_id: landlordId, all_day: false, push: false, shared: false };
  const rows: (typeof calendarEvents.$inferInsert)[] = [
    {
      ...base,
      owner_id: landlord.id,
      title: 'Планёрка управляющей команды',
      type: 'meeting',
      starts_at: at(today, monday - 21, '10:00'),
      ends_at: at(today, monday - 21, '11:00'),
      repeat: 'weekly',
      repeat_weekdays: [1],
      reminders: [15],
      description: 'Заявки недели, просроченные задачи, заполняемость помещений.',
      shared: true,
    },
    {
      ...base,
      owner_id: landlord.id,
      title: 'Сверка показаний счётчиков с арендаторами',
      type: 'meeting',
      starts_at: at(monthStart, 24, '15:00'),
      ends_at: at(monthStart, 24, '16:30'),
      repeat: 'monthly',
      reminders: [60, 1440],
      description: 'Бухгалтерия и инженер сверяют показания электричества и воды.',
      shared: true,
    },
    {
      ...base,
      owner_id: employee.id,
      title: 'Обход технических помещений',
      type: 'reminder',
      starts_at: at(today, firstOfMonth, '09:00'),
      ends_at: at(today, firstOfMonth, '09:30'),
      repeat: 'daily',
      repeat_until: almatyDay(new Date(now.getTime() + 45 * DAY)),
      reminders: [0],
    },
    {
      ...base,
      owner_id: employee.id,
      title: 'Встреча с арендатором по продлению договора',
      type: 'meeting',
      starts_at: at(today, 3, '14:30'),
      ends_at: at(today, 3, '15:30'),
      reminders: [30, 1440],
      push: true,
      description: 'Обсудить ставку аренды и сроки продления на 2 этаже.',
    },
    {
      ...base,
      owner_id: landlord.id,
      title: 'Показ помещения новому арендатору',
      type: 'meeting',
      starts_at: at(today, 6, '11:00'),
      ends_at: at(today, 6, '12:00'),
      reminders: [60],
    },
  ];
  await db.insert(calendarEvents).values(rows);
  return rows.length;
};
