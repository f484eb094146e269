import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_ENTRIES_MAX,
  CALENDAR_FIRST_DAY,
  CALENDAR_LAST_DAY,
  CALENDAR_RANGE_MAX_DAYS,
  CALENDAR_SERIES_MAX,
  calendarDeleteQuery,
  calendarEntries,
  calendarEventInput,
  calendarEventRow,
  calendarEventUpdateInput,
  calendarRangeQuery,
  calendarStats,
} from '../../../src/domain/calendar';
import { idParams } from '../../../src/domain/validation';
import { calendarEvents } from '../../db/schema';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { noContent } from '../../lib/responses';
import { currentUser } from '../../plugins/access';
import { audit, audited, auditOccurrence, forgetSent, setException } from './changes';
import { calendarDaysOffRoutes } from './daysOff';
import { calendarEntriesFor } from './entries';
import { calendarFeedRoutes, publicCalendarFeedRoutes } from './feed';
import { eventAsBody } from './partial';
import { repeats } from './recurrence';
import {
  carryOver,
  endSeriesBefore,
  forgetOldOccurrences,
  isFirst,
  occurrenceOf,
  restOfSeries,
  timingChanged,
} from './series';
import {
  assertSeriesRoom,
  checkSharing,
  eventValues,
  eventView,
  findEvent,
  ownEvent,
} from './service';
import { calendarStatsFor } from './stats';

const tags = ['calendar'];

/** The limits of an event's write, as the OpenAPI document tells them. */
const SERIES_RULES =
  `Dates fall on Almaty days ${CALENDAR_FIRST_DAY} to ${CALENDAR_LAST_DAY} ` +
  '(`validation.calendar_date_range`); one occurrence of a repeating event lasts at most its ' +
  'period (`validation.calendar_too_long` on `ends_at`). A person owns at most ' +
  `${CALENDAR_SERIES_MAX} repeating events: one more (a new series, a single event made ` +
  'repeating, a split) → 409 `CALENDAR_SERIES_LIMIT` with `errors.repeat`.';

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
    async (request) => calendarStatsFor(app.db, currentUser(request)),
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

  app.put(
    '/api/calendar-events/:id',
    {
      preValidation: keepAbsentFields(
        calendarEventUpdateInput,
        recordById(async (user, id, body) =>
          eventAsBody(eventView(user, await ownEvent(app.db, user, id)), body),
        ),
      ),
      schema: {
        tags,
        description: `${SERIES_RULES}\n\n${PARTIAL_UPDATE}`,
        params: idParams,
        body: calendarEventUpdateInput,
        response: { 200: calendarEventRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      const before = await ownEvent(app.db, user, request.params.id);
      checkSharing(user, input);
      const values = eventValues(input);
      const scope = repeats(before) ? input.scope : 'all';

      if (scope === 'this') {
        const at = occurrenceOf(before, input.occurrence);
        await app.db.transaction(async (tx) => {
          const edited = {
            title: values.title,
            type: values.type,
            starts_at: values.starts_at,
            ends_at: values.ends_at,
            all_day: values.all_day,
            description: values.description,
          };
          const previous = await setException(tx, before.id, at, edited);
          const wasAt = previous?.starts_at ? Date.parse(previous.starts_at) : at.getTime();
          if (wasAt !== Date.parse(values.starts_at)) await forgetSent(tx, before.id, at);
          await auditOccurrence(tx, user, before, at, previous, { exception: edited });
        });
        return eventView(user, await findEvent(app.db, user, before.id));
      }

      if (scope === 'following') {
        const at = occurrenceOf(before, input.occurrence);
        if (!isFirst(before, at)) {
          const next = await app.db.transaction(async (tx) => {
            if (repeats(values)) await assertSeriesRoom(tx, before.owner_id);
            const { kept, later } = await endSeriesBefore(tx, before, at);
            const [row] = await tx
              .insert(calendarEvents)
              .values({
                ...restOfSeries(before, values, kept),
                landlord_id: before.landlord_id,
                owner_id: before.owner_id,
              })
              .returning();
            await carryOver(tx, before.id, row, later, at);
            const [ended] = await tx
              .select()
              .from(calendarEvents)
              .where(eq(calendarEvents.id, before.id));
            await audit(tx, user, 'update', before.id, before.landlord_id, audited(before), ended);
            await audit(tx, user, 'create', row.id, row.landlord_id, null, row);
            return row;
          });
          return eventView(user, await findEvent(app.db, user, next.id));
        }
      }

      await app.db.transaction(async (tx) => {
        if (!repeats(before) && repeats(values)) await assertSeriesRoom(tx, before.owner_id);
        const [after] = await tx
          .update(calendarEvents)
          .set({ ...values, updated_at: new Date().toISOString() })
          .where(eq(calendarEvents.id, before.id))
          .returning();
        if (timingChanged(before, after)) await forgetOldOccurrences(tx, after);
        await audit(tx, user, 'update', before.id, before.landlord_id, audited(before), after);
      });
      return eventView(user, await findEvent(app.db, user, before.id));
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
