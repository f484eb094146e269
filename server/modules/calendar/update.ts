import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_FIRST_DAY,
  CALENDAR_LAST_DAY,
  CALENDAR_SERIES_MAX,
  type CalendarEventRow,
  calendarEventRow,
  calendarEventUpdateInput,
} from '../../../src/domain/calendar';
import { idParams } from '../../../src/domain/validation';
import { calendarEvents } from '../../db/schema';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { currentUser } from '../../plugins/access';
import { audit, audited, auditOccurrence, forgetSent, setException } from './changes';
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

const tags = ['calendar'];

/** The limits of an event's write, as the OpenAPI document tells them. */
export const SERIES_RULES =
  `Dates fall on Almaty days ${CALENDAR_FIRST_DAY} to ${CALENDAR_LAST_DAY} ` +
  '(`validation.calendar_date_range`); one occurrence of a repeating event lasts at most its ' +
  'period (`validation.calendar_too_long` on `ends_at`). A person owns at most ' +
  `${CALENDAR_SERIES_MAX} repeating events: one more (a new series, a single event made ` +
  'repeating, a split) → 409 `CALENDAR_SERIES_LIMIT` with `errors.repeat`.';

/**
 * What an update's left-out fields keep: the event as it reads. A change of one occurrence (or
 * of those from it on) that leaves its times out keeps that occurrence's times, not the series'.
 */
export const eventAsBody = (
  shown: CalendarEventRow,
  body: Record<string, unknown>,
): Record<string, unknown> => {
  const occurrence = typeof body.occurrence === 'string' ? Date.parse(body.occurrence) : NaN;
  const partOfSeries = body.scope === 'this' || body.scope === 'following';
  if (!partOfSeries || Number.isNaN(occurrence) || 'starts_at' in body) return shown;
  const length = Date.parse(shown.ends_at) - Date.parse(shown.starts_at);
  return {
    ...shown,
    starts_at: new Date(occurrence).toISOString(),
    ends_at: 'ends_at' in body ? undefined : new Date(occurrence + length).toISOString(),
  };
};

/**
 * `PUT /api/calendar-events/{id}`: an own event changed as a whole series, from an occurrence
 * on (the series split there), or one occurrence alone.
 */
export const calendarUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
