import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_ENTRIES_MAX,
  CALENDAR_RANGE_MAX_DAYS,
  calendarDeleteQuery,
  calendarEntries,
  calendarEventInput,
  calendarEventRow,
  calendarRangeQuery,
  calendarStats,
} from '../../../src/domain/calendar';
import { idParams } from '../../../src/domain/validation';
import { calendarEvents } from '../../db/schema';
import { noContent } from '../../lib/responses';
import { currentUser } from '../../plugins/access';
import { audit, audited, auditOccurrence, setException } from './changes';
import { calendarDaysOffRoutes } from './daysOff';
import { calendarEntriesFor } from './entries';
import { calendarFeedRoutes, publicCalendarFeedRoutes } from './feed';
import { repeats } from './recurrence';
import { endSeriesBefore, isFirst, occurrenceOf } from './series';
import {
  assertSeriesRoom,
  checkSharing,
  eventValues,
  eventView,
  findEvent,
  ownEvent,
} from './service';
import { calendarStatsFor } from './stats';
import { calendarUpdateRoutes, SERIES_RULES } from './update';

const tags = ['calendar'];

/**
 * `/api/calendar-events`: a person's own calendar (every role; not subject to access levels):
 * the occurrences of a range with other modules' deadlines, statistics, events and their
 * repeating series edited as a whole, from an occurrence on, or one occurrence alone.
 */
export const calendarEventRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicCalendarFeedRoutes);
  await app.register(signedInRoutes);
};

/** The routes behind signing in: every role's own calendar. */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  await app.register(calendarFeedRoutes);
  await app.register(calendarDaysOffRoutes);
  await app.register(calendarUpdateRoutes);

  app.get(
    '/api/calendar-events',
    {
      schema: {
        tags,
        description:
          `The caller's entries in [from, to) (at most ${CALENDAR_RANGE_MAX_DAYS} days), repeats ` +
          `expanded. More than ${CALENDAR_ENTRIES_MAX} occurrences → 400 ` +
          '`CALENDAR_TOO_MANY_ENTRIES` with `errors.to`: ask for a shorter range.',
        querystring: calendarRangeQuery,
        response: { 200: calendarEntries },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const user = currentUser(request);
      return { data: await calendarEntriesFor(app.db, user, new Date(from), new Date(to)) };
    },
  );

  app.get(
    '/api/calendar-events/stats',
    { schema: { tags, response: { 200: calendarStats } } },
    async (request) => calendarStatsFor(await app.reportDb(request), currentUser(request)),
  );

  app.get(
    '/api/calendar-events/:id',
    { schema: { tags, params: idParams, response: { 200: calendarEventRow } } },
    async (request) => {
      const user = currentUser(request);
      return eventView(user, await findEvent(app.db, user, request.params.id));
    },
  );

  app.post(
    '/api/calendar-events',
    {
      config: { idempotent: true },
      schema: {
        tags,
        description: SERIES_RULES,
        body: calendarEventInput,
        response: { 201: calendarEventRow },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      checkSharing(user, request.body);
      const id = await app.createOnce(request, async (tx) => {
        if (repeats(request.body)) await assertSeriesRoom(tx, user.id);
        const [row] = await tx
          .insert(calendarEvents)
          .values({
            ...eventValues(request.body),
            landlord_id: user.landlord_id,
            owner_id: user.id,
          })
          .returning();
        await audit(tx, user, 'create', row.id, row.landlord_id, null, row);
        return row.id;
      });
      return reply.status(201).send(eventView(user, await findEvent(app.db, user, id)));
    },
  );

  app.delete(
    '/api/calendar-events/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: calendarDeleteQuery,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const before = await ownEvent(app.db, user, request.params.id);
      const scope = repeats(before) ? request.query.scope : 'all';
      const at = scope === 'all' ? null : occurrenceOf(before, request.query.occurrence);

      await app.db.transaction(async (tx) => {
        if (at && scope === 'this') {
          const previous = await setException(tx, before.id, at, { cancelled: true });
          await auditOccurrence(tx, user, before, at, previous, { cancelled: true });
        } else if (at && !isFirst(before, at)) {
          await endSeriesBefore(tx, before, at);
          const [ended] = await tx
            .select()
            .from(calendarEvents)
            .where(eq(calendarEvents.id, before.id));
          await audit(tx, user, 'update', before.id, before.landlord_id, audited(before), ended);
        } else {
          await tx.delete(calendarEvents).where(eq(calendarEvents.id, before.id));
          await audit(tx, user, 'delete', before.id, before.landlord_id, audited(before), null);
        }
      });
      return reply.status(204).send();
    },
  );
};
