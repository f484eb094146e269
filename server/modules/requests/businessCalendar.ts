import { eq } from 'drizzle-orm';
import { kazakhstanHolidays } from '../../../src/domain/holidays';
import { type BusinessCalendar, DEFAULT_WEEK } from '../../../src/domain/sla';
import type { Db } from '../../db/client';
import { businessCalendars, holidays } from '../../db/schema';

/**
 * A landlord's business calendar; on first need it gets the default week and Kazakhstan's
 * public holidays of this year and the next.
 */
export const landlordCalendar = async (db: Db, landlordId: number): Promise<BusinessCalendar> => {
  let [row] = await db
    .select()
    .from(businessCalendars)
    .where(eq(businessCalendars.landlord_id, landlordId));
  if (!row) {
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
    [row] = await db
      .select()
      .from(businessCalendars)
      .where(eq(businessCalendars.landlord_id, landlordId));
  }
  const days = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(eq(holidays.landlord_id, landlordId));
  return { week: row.week, holidays: days.map((d) => d.date) };
};
