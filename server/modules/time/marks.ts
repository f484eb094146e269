import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, dayNumber } from '../../../src/domain/rentSchedule';
import { DAY_MARKS, dayMarkInput, MAX_MARK_DAYS } from '../../../src/domain/time';
import { dateString, idParam } from '../../../src/domain/validation';
import { timeMarks } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { badRequest, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/access';
import { sheetEmployee } from './sheet';

const tags = ['time'];
const MARK_ENTITY = 'time_mark';
const dayParams = z.object({ employee_id: idParam, day: dateString() });
const marked = z.object({ days: z.array(z.string()), kind: z.enum(DAY_MARKS) });

/**
 * `PUT|DELETE /api/timesheet/{employee_id}/{day}/mark`: a day, or a run of days up to `to`,
 * marked as vacation, sick leave or a business trip (the grid shows the legend's code, and the
 * day is no absence); deleting takes one day's mark away. By `main` in time, with a reason.
 */
export const markRoutes: FastifyPluginAsyncZod = async (app) => {
  const person = async (user: AuthUser, employeeId: number) => {
    const found = await sheetEmployee(app.db, user, employeeId);
    if (!found) throw notFound();
    return found;
  };

  app.put(
    '/api/timesheet/:employee_id/:day/mark',
    {
      preValidation: [app.authenticate, app.requireAccess('time', 'manage')],
      schema: {
        tags,
        summary: 'Marks a day or a run of days as vacation, sick leave or a business trip',
        params: dayParams,
        body: dayMarkInput,
        response: { 200: marked },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const employee = await person(user, request.params.employee_id);
      const { day } = request.params;
      const { kind, reason, to } = request.body;
      const last = to ?? day;
      if (last < day) throw badRequest({ to: 'validation.mark_to_before' });
      if (dayNumber(last) - dayNumber(day) >= MAX_MARK_DAYS)
        throw badRequest({ to: 'validation.mark_too_long' });
      const days: string[] = [];
      for (let d = day; d <= last; d = addDays(d, 1)) days.push(d);
      await app.db.transaction(async (tx) => {
        await tx
          .insert(timeMarks)
          .values(
            days.map((d) => ({
              landlord_id: employee.landlord_id,
              employee_id: employee.id,
              day: d,
              kind,
              reason,
              created_by: user.id,
            })),
          )
          .onConflictDoUpdate({
            target: [timeMarks.employee_id, timeMarks.day],
            set: { kind, reason, created_by: user.id },
          });
        await recordAudit(tx, {
          user,
          landlordId: employee.landlord_id,
          entity: MARK_ENTITY,
          entityId: employee.id,
          action: 'create',
          before: null,
          after: { from: day, to: last, kind, reason },
        });
      });
      return { days, kind };
    },
  );

  app.delete(
    '/api/timesheet/:employee_id/:day/mark',
    {
      preValidation: [app.authenticate, app.requireAccess('time', 'manage')],
      schema: {
        tags,
        summary: 'Takes a day’s mark away',
        params: dayParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const employee = await person(user, request.params.employee_id);
      const { day } = request.params;
      const removed = await app.db
        .delete(timeMarks)
        .where(and(eq(timeMarks.employee_id, employee.id), eq(timeMarks.day, day)))
        .returning();
      if (removed.length === 0) throw notFound();
      await recordAudit(app.db, {
        user,
        landlordId: employee.landlord_id,
        entity: MARK_ENTITY,
        entityId: employee.id,
        action: 'delete',
        before: { day, kind: removed[0].kind, reason: removed[0].reason },
        after: null,
      });
      return reply.code(204).send(null);
    },
  );
};
