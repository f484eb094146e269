import { and, isNotNull, sql } from 'drizzle-orm';
import { CALENDAR_REMINDER_MAX_MINUTES } from '../../../src/domain/calendar';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { linkPathOf } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { calendarEvents, calendarRemindersSent, users } from '../../db/schema';
import { accountActive } from '../../lib/authUser';
import { translate } from '../../lib/i18n';
import type { Job } from '../../plugins/scheduler';
import { notify, preview } from '../notifications/service';
import { eventsReaching, type Occurrence, occurrencesIn, type StartWindows } from './occurrences';
import { pacer } from './pace';
import { almatyDay } from './recurrence';

const MINUTE_MS = 60_000;
/** A reminder missed (a restart, a busy minute) still goes out this long after its moment. */
const CATCH_UP_MINUTES = 10;

/** "10:00" today in Almaty, "05.03.2026 10:00" another day. */
const whenText = (starts: Date, now: Date) => {
  const wall = new Date(starts.getTime() + 5 * 3600_000).toISOString();
  const time = wall.slice(11, 16);
  if (almatyDay(starts) === almatyDay(now)) return time;
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${time}`;
};

/** Claims one reminder of one occurrence: true only for the one caller that claims it first. */
const claim = async (db: Db, eventId: number, original: Date, minutes: number) => {
  const claimed = await db
    .insert(calendarRemindersSent)
    .values({ event_id: eventId, occurrence_at: original.toISOString(), minutes })
    .onConflictDoNothing()
    .returning({ minutes: calendarRemindersSent.minutes });
  return claimed.length === 1;
};

/** Tells the owner about an occurrence: an inbox notice in their language, a push if flagged. */
const remind = async (db: Db, o: Occurrence, locale: string, now: Date) => {
  const title = o.exception?.title ?? o.event.title;
  const text = (l: string) =>
    translate(l, 'app.push.calendar_reminder', { title, time: whenText(o.starts, now) });
  await notify(db, {
    sender: null,
    landlordId: o.event.landlord_id,
    message: text(locale),
    audience: { users: [o.event.owner_id] },
    link: { kind: 'calendar', id: o.event.id },
    kind: 'calendar_reminder',
    push: o.event.push
      ? {
          event: 'notification',
          title: Object.fromEntries(LOCALES.map((l) => [l, text(l)])) as Record<Locale, string>,
          body: preview(o.exception?.description ?? o.event.description ?? title),
          link: linkPathOf('calendar', o.event.id),
        }
      : null,
  });
};

/**
 * The original starts whose reminders may be due between `from` and `now`: for each of the
 * event's reminders, the starts `minutes` after that span. Each is at most `CATCH_UP_MINUTES`
 * long, so a series gives at most one occurrence per reminder (its occurrences are a day apart
 * or more), and a run costs the number of series, not the week ahead of each. Edited
 * occurrences moved to another time come in by their exceptions.
 */
const dueWindows =
  (from: Date, now: Date): StartWindows =>
  (event) =>
    event.reminders.map((minutes) => [
      new Date(from.getTime() + minutes * MINUTE_MS),
      new Date(now.getTime() + minutes * MINUTE_MS),
    ]);

/**
 * Sends the reminders that are due: for each occurrence (an edited one at its own time, a
 * cancelled one never) and each of its event's reminders whose moment (start − minutes) is now
 * or at most `CATCH_UP_MINUTES` ago, claims (event, occurrence, minutes) and tells the owner in
 * the same transaction, so each goes out exactly once however many processes run the job.
 * Owners who could not sign in now (`accountActive`), and superadmins (no organization to be
 * told in), are skipped.
 */
export const remindCalendarEvents = async (db: Db, now = new Date()) => {
  const from = new Date(now.getTime() - CATCH_UP_MINUTES * MINUTE_MS);
  const to = new Date(now.getTime() + (CALENDAR_REMINDER_MAX_MINUTES + 1) * MINUTE_MS);
  const events = await eventsReaching(
    db,
    and(
      sql`cardinality(${calendarEvents.reminders}) > 0`,
      accountActive(),
      isNotNull(users.landlord_id),
    ),
    from,
    to,
  );
  let sent = 0;
  const pace = pacer();
  for (const o of await occurrencesIn(db, events, from, to, {
    limit: Number.POSITIVE_INFINITY,
    windows: dueWindows(from, now),
  })) {
    await pace();
    if (o.starts < from) continue;
    for (const minutes of o.event.reminders) {
      const moment = o.starts.getTime() - minutes * MINUTE_MS;
      if (moment > now.getTime() || moment < from.getTime()) continue;
      if (!(await claim(db, o.event.id, o.original, minutes))) continue;
      await remind(db, o, o.event.owner_locale, now);
      sent++;
    }
  }
  return sent;
};

/** The scheduler's calendar work: reminders, every minute. */
export const calendarJobs = (): Job[] => [
  {
    name: 'calendar-reminders',
    everyMs: MINUTE_MS,
    run: async (db) => void (await remindCalendarEvents(db)),
  },
];
