import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { almatyDay, almatyMidnight } from '../../../src/domain/almatyTime';
import { isWorkingDay } from '../../../src/domain/sla';
import {
  type DayMark,
  FUTURE_TOLERANCE_MS,
  type PASS_SOURCES,
  type PassDirection,
  passCorrectionInput,
  timesheetQuery,
} from '../../../src/domain/time';
import { employeeMonth, shiftsOf } from '../../../src/domain/timesheet';
import { dateString, idParam } from '../../../src/domain/validation';
import { passEvents, timeMarks } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { landlordCalendar } from '../../lib/businessCalendar';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/access';
import { markRoutes } from './marks';
import { dayDetail, timesheet } from './schemas';
import { timeSettingsOf } from './settings';
import { dayEvents, readTimesheet, sheetEmployee } from './sheet';

const tags = ['time'];
export const PASS_EVENT_ENTITY = 'pass_event';

const dayParams = z.object({ employee_id: idParam, day: dateString() });

/** `/api/timesheet` and `/api/pass-events`: the month's grid, a day's passes, corrections. */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(markRoutes);

  /** One employee's day: its cell, every pass (replaced ones marked) and its mark. */
  const dayOf = async (user: ReturnType<typeof currentUser>, employeeId: number, day: string) => {
    const person = await sheetEmployee(app.db, user, employeeId);
    if (!person) throw notFound();
    const [events, calendar, settings, [mark]] = await Promise.all([
      dayEvents(app.db, person.landlord_id, person.id, day),
      landlordCalendar(app.db, person.landlord_id),
      timeSettingsOf(app.db, person.landlord_id),
      app.db
        .select({ kind: timeMarks.kind, reason: timeMarks.reason })
        .from(timeMarks)
        .where(and(eq(timeMarks.employee_id, person.id), eq(timeMarks.day, day))),
    ]);
    const live = events.filter((e) => e.replaced_by === null);
    const sheetEvents = live.map((e) => ({
      at: e.at,
      direction: e.direction as PassDirection,
      corrected: e.source === 'manual',
    }));
    const shift = shiftsOf(sheetEvents).find((s) => s.day === day);
    const inShift = new Set(shift?.events.map((e) => e.at));
    const working = isWorkingDay(calendar, day);
    const month = employeeMonth({
      days: [{ day, working }],
      events: shift?.events ?? [],
      marks: new Map(mark ? [[day, mark.kind as DayMark]] : []),
      schedule: {
        work_start: person.work_start,
        work_end: person.work_end,
        since: almatyDay(new Date(person.created_at)),
      },
      legend: settings.legend,
      now: Date.now(),
    });
    const shown = events.filter((e) =>
      e.replaced_by === null ? inShift.has(e.at) : almatyDay(new Date(e.at)) === day,
    );
    return {
      employee_id: person.id,
      full_name: person.full_name,
      day,
      working,
      cell: month.cells[0],
      events: shown.map(({ replaced_by, ...e }) => ({
        ...e,
        direction: e.direction as PassDirection,
        source: e.source as (typeof PASS_SOURCES)[number],
        replaced: replaced_by !== null,
      })),
      mark: mark ? { kind: mark.kind as DayMark, reason: mark.reason } : null,
    };
  };

  app.get(
    '/api/timesheet',
    {
      preValidation: [app.authenticate, app.requireAccess('time', 'list')],
      schema: {
        tags,
        summary: 'The month’s timesheet: first in, last out, hours, lateness, codes',
        querystring: timesheetQuery,
        response: { 200: timesheet },
      },
    },
    async (request) =>
      readTimesheet(await app.reportDb(request), currentUser(request), request.query),
  );

  app.get(
    '/api/timesheet/:employee_id/:day',
    {
      preValidation: [app.authenticate, app.requireAccess('time', 'list')],
      schema: {
        tags,
        summary: 'An employee’s day: every pass with its device, corrections and the day’s mark',
        params: dayParams,
        response: { 200: dayDetail },
      },
    },
    async (request) => dayOf(currentUser(request), request.params.employee_id, request.params.day),
  );

  app.post(
    '/api/pass-events',
    {
      preValidation: [app.authenticate, app.requireAccess('time', 'manage')],
      schema: {
        tags,
        summary:
          'Corrects a timesheet: adds an arrival or departure, or replaces one, with a reason',
        body: passCorrectionInput,
        response: { 201: dayDetail },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const person = await sheetEmployee(app.db, user, body.employee_id);
      if (!person) throw badRequest({ employee_id: 'validation.invalid' });
      if (Date.parse(body.at) > Date.now() + FUTURE_TOLERANCE_MS) {
        throw badRequest({ at: 'validation.pass_future' });
      }
      await app.db.transaction(async (tx) => {
        const [replaced] = body.replaces_id
          ? await tx
              .select()
              .from(passEvents)
              .where(
                and(
                  eq(passEvents.id, body.replaces_id),
                  eq(passEvents.employee_id, person.id),
                  isNull(passEvents.replaced_by),
                ),
              )
              .for('update')
          : [];
        if (body.replaces_id && !replaced) throw badRequest({ replaces_id: 'validation.invalid' });
        const [added] = await tx
          .insert(passEvents)
          .values({
            landlord_id: person.landlord_id,
            employee_id: person.id,
            card: replaced?.card ?? person.pass_card,
            direction: body.direction,
            at: body.at,
            source: 'manual',
            editor_id: user.id,
            reason: body.reason,
          })
          .returning();
        const after = { direction: added.direction, at: added.at, reason: added.reason };
        if (replaced) {
          await tx
            .update(passEvents)
            .set({ replaced_by: added.id })
            .where(eq(passEvents.id, replaced.id));
        }
        await recordAudit(tx, {
          user,
          landlordId: person.landlord_id,
          entity: PASS_EVENT_ENTITY,
          entityId: added.id,
          action: replaced ? 'update' : 'create',
          before: replaced
            ? { direction: replaced.direction, at: replaced.at, source: replaced.source }
            : null,
          after: { ...after, employee_id: person.id, replaces_id: replaced?.id ?? null },
        });
      });
      const day = almatyDay(new Date(body.at));
      // A departure after midnight belongs to the shift that began the day before.
      const detail = await dayOf(user, person.id, day);
      const shown = detail.events.some((e) => Date.parse(e.at) === Date.parse(body.at))
        ? detail
        : await dayOf(user, person.id, almatyDay(almatyMidnight(day, -1)));
      return reply.code(201).send(shown);
    },
  );
};
