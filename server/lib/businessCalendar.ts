import { eq, sql } from 'drizzle-orm';
import { kazakhstanHolidays } from '../../src/domain/holidays';
import { type BusinessCalendar, DEFAULT_WEEK } from '../../src/domain/sla';
import type { Db } from '../db/client';
import { businessCalendars, holidays } from '../db/schema';

/** The landlord's week and holidays in one query, or none before the calendar is made. */
const readCalendar = async (db: Db, landlordId: number) => {
  const [row] = await db
    .select({
      week: businessCalendars.week,
      holidays: sql<string[]>`coalesce((select json_agg(${holidays.date} order by ${holidays.date})
        from ${holidays} where ${holidays.landlord_id} = ${businessCalendars.landlord_id}), '[]')`,
    })
    .from(businessCalendars)
    .where(eq(businessCalendars.landlord_id, landlordId));
  return row;
};

/**
 * A landlord's business calendar; on first need it gets the default week and Kazakhstan's
 * public holidays of this year and the next.
 */
export const landlordCalendar = async (db: Db, landlordId: number): Promise<BusinessCalendar> => {
  const known = await readCalendar(db, landlordId);
  if (known) return known;
  const year = new Date().getFullYear();
  await db
    .insert(businessCalendars)
    .values({ landlord_id: landlordId, week: DEFAULT_WEEK })
    .onConflictDoNothing();
  await db
    .insert(holidays)
    .values(
      [...kazakhstanHolidays(year), ...kazakhstanHolidays(year + 1)].map((h) => ({
        landlord_id: landlordId,
        date: h.date,
        name: h.name.ru,
      })),
    )
    .onConflictDoNothing();
  return readCalendar(db, landlordId);
};
