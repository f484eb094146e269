import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarInput, holidayInput } from '../../../src/domain/requests';
import type { WeekSchedule } from '../../../src/domain/sla';
import { dateString } from '../../../src/domain/validation';
import { businessCalendars, holidays } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { landlordCalendar } from '../../lib/businessCalendar';
import { notFound } from '../../lib/errors';
import { ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { calendarAnswer, holidayRow, weekAnswer } from './schemas';

const tags = ['settings'];

/** Settings → business hours and holidays (`settings` module). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  const read = app.requireSettings('settings', false);
  /** Holidays belong to the calendar's history, like its week. */
  const auditHoliday = (
    user: AuthUser,
    landlordId: number,
    before: { date: string; name: string } | null,
    after: { date: string; name: string } | null,
  ) =>
    recordAudit(app.db, {
      user,
      landlordId,
      entity: 'calendar',
      entityId: landlordId,
      action: 'update',
      before: { holiday: before },
      after: { holiday: after },
    });
  const write = app.requireSettings('settings', true);

  app.get(
    '/api/settings/calendar',
    {
      preValidation: read,
      schema: { tags, response: { 200: calendarAnswer } },
    },
    async (request) => {
      const landlordId = ownLandlordId(currentUser(request));
      const calendar = await landlordCalendar(app.db, landlordId);
      const list = await app.db
        .select({ date: holidays.date, name: holidays.name })
        .from(holidays)
        .where(
          and(
            eq(holidays.landlord_id, landlordId),
            gte(holidays.date, `${new Date().getFullYear() - 1}-01-01`),
          ),
        )
        .orderBy(asc(holidays.date));
      return { week: calendar.week, holidays: list };
    },
  );

  app.put(
    '/api/settings/calendar',
    {
      preValidation: write,
      schema: { tags, body: calendarInput, response: { 200: weekAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const before = await landlordCalendar(app.db, landlordId);
      const week = request.body.week as unknown as WeekSchedule;
      await app.db
        .update(businessCalendars)
        .set({ week, updated_at: new Date().toISOString() })
        .where(eq(businessCalendars.landlord_id, landlordId));
      await recordAudit(app.db, {
        user,
        landlordId,
        entity: 'calendar',
        entityId: landlordId,
        action: 'update',
        before: { week: before.week },
        after: { week },
      });
      return { week };
    },
  );

  app.post(
    '/api/settings/holidays',
    {
      preValidation: write,
      schema: { tags, body: holidayInput, response: { 201: holidayRow } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      await landlordCalendar(app.db, landlordId);
      const [row] = await app.db
        .insert(holidays)
        .values({ landlord_id: landlordId, ...request.body })
        .onConflictDoUpdate({
          target: [holidays.landlord_id, holidays.date],
          set: { name: request.body.name },
        })
        .returning({ date: holidays.date, name: holidays.name });
      await auditHoliday(user, landlordId, null, row);
      return reply.status(201).send(row);
    },
  );

  app.delete(
    '/api/settings/holidays/:date',
    {
      preValidation: write,
      schema: {
        tags,
        params: z.object({ date: dateString() }),
        response: { 200: holidayRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const [row] = await app.db
        .delete(holidays)
        .where(and(eq(holidays.landlord_id, landlordId), eq(holidays.date, request.params.date)))
        .returning({ date: holidays.date, name: holidays.name });
      if (!row) throw notFound();
      await auditHoliday(user, landlordId, row, null);
      return row;
    },
  );
};
