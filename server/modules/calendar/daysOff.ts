import { and, asc, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { almatyDay } from '../../../src/domain/almatyTime';
import {
  type CalendarDaysOff,
  calendarDaysOff,
  calendarRangeQuery,
  ISO_WEEKDAYS,
} from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { landlordCalendar } from '../../lib/businessCalendar';
import { organizationRows } from '../../lib/scope';
import { currentUser } from '../../plugins/access';

/**
 * The organization's non-working weekdays and its holidays on the Almaty days of [from, to):
 * the business calendar its settings keep (made with the defaults on first need). A person of
 * no organization (a superadmin) has none.
 */
export const daysOffFor = async (
  db: Db,
  user: AuthUser,
  from: Date,
  to: Date,
): Promise<CalendarDaysOff> => {
  if (user.landlord_id === null) return { weekdays_off: [], holidays: [] };
  const calendar = await landlordCalendar(db, user.landlord_id);
  const rows = await db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(
      and(
        organizationRows(user, holidays.landlord_id),
        gte(holidays.date, almatyDay(from)),
        lte(holidays.date, almatyDay(new Date(to.getTime() - 1))),
      ),
    )
    .orderBy(asc(holidays.date));
  return {
    weekdays_off: ISO_WEEKDAYS.filter((day) => calendar.week[day].length === 0),
    holidays: rows,
  };
};

/** `GET /api/calendar-events/days-off`: every role's organization's days off, read-only. */
export const calendarDaysOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/calendar-events/days-off',
    {
      schema: {
        tags: ['calendar'],
        description:
          "The caller's organization's business calendar over [from, to) (Settings → calendar): " +
          'the ISO weekdays without working hours and the holidays on those Almaty days.',
        querystring: calendarRangeQuery,
        response: { 200: calendarDaysOff },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return daysOffFor(app.db, currentUser(request), new Date(from), new Date(to));
    },
  );
};
