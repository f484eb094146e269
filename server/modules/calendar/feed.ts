import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Alarm, createEvents, type EventAttributes } from 'ics';
import { z } from 'zod';
import { type CalendarEntry, calendarFeed } from '../../../src/domain/calendar';
import { linkPathOf } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { AppError, notFound } from '../../lib/errors';
import { binaryBody } from '../../lib/responses';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { calendarEntriesFor } from './entries';
import { feedOwner } from './feedOwner';

const tags = ['calendar'];
const DAY_MS = 86_400_000;
/** The feed holds the occurrences from this many days back to this many ahead. */
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 365;
/** A calendar with more entries than one answer holds is fed this many days ahead only. */
const FEED_FULL_DAYS_AHEAD = 30;
/** Phones' calendars refresh a feed a few times an hour at most. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: '15 minutes' } as const;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A feed's token: 32 bytes (base64url) signed from the person and the moment the feed was made,
 * with a secret the database does not hold next to it. Only its SHA-256 is stored; the owner's
 * page can show the same address again, and a new feed (a new moment) makes a new token.
 */
const tokenOf = (secret: string, userId: number, madeAt: string) =>
  createHmac('sha256', secret)
    .update(`calendar-feed:${userId}:${Date.parse(madeAt)}`)
    .digest('base64url');

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar-feed/${token}.ics`;

/** The caller's feed's token, made on first need (`rotate`: a new one; the old one stops working). */
const feedOf = async (db: Db, secret: string, userId: number, rotate: boolean) => {
  const madeAt = new Date().toISOString();
  const row = {
    user_id: userId,
    token_hash: sha256(tokenOf(secret, userId, madeAt)),
    created_at: madeAt,
  };
  const insert = db.insert(calendarFeeds).values(row);
  await (rotate
    ? insert.onConflictDoUpdate({ target: calendarFeeds.user_id, set: row })
    : insert.onConflictDoNothing());
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
  return tokenOf(secret, userId, feed.created_at);
};

/**
 * A reminder `minutes` before the start as an alarm that shows the title: a relative trigger
 * (`-PT15M`, `-PT24H`), or at the start itself when it is 0 (the `ics` package cannot write a
 * zero duration).
 */
const alarmOf = (title: string, start: number, minutes: number): Alarm => ({
  action: 'display',
  description: title,
  trigger:
    minutes === 0
      ? start
      : minutes % 60 === 0
        ? { hours: minutes / 60, before: true }
        : { minutes, before: true },
});

/**
 * One calendar entry as a single VEVENT (a repeating event gives one per occurrence); an own
 * event carries a VALARM per reminder, so the phone's calendar reminds as the app does (a
 * colleague's shared event reminds only its owner, in the app and here alike).
 */
const veventOf = (publicUrl: string, entry: CalendarEntry): EventAttributes => {
  const start = Date.parse(entry.starts_at);
  const stamp = (entry.occurrence ?? entry.starts_at).replace(/[-:]|\.\d+/g, '');
  const uid =
    entry.source === 'event'
      ? `event-${entry.event_id}-${stamp}@arenda-crm`
      : `${entry.source}-${entry.record_id}@arenda-crm`;
  const link =
    entry.record_id && entry.source !== 'event'
      ? `${publicUrl}${linkPathOf(entry.source, entry.record_id)}`
      : undefined;
  return {
    uid,
    title: entry.title,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(start, Date.parse(entry.ends_at)),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(entry.description ? { description: entry.description } : {}),
    ...(link ? { url: link } : {}),
    ...(entry.editable && entry.reminders.length > 0
      ? { alarms: entry.reminders.map((minutes) => alarmOf(entry.title, start, minutes)) }
      : {}),
  };
};

/**
 * The feed's entries: 30 days back and a year ahead; a calendar too full for that
 * (`CALENDAR_ENTRIES_MAX`) gets its coming month only, rather than no feed at all.
 */
const feedEntries = async (db: Db, user: AuthUser, now: number) => {
  const ahead = (days: number) => new Date(now + days * DAY_MS);
  try {
    return await calendarEntriesFor(
      db,
      user,
      new Date(now - FEED_DAYS_BACK * DAY_MS),
      ahead(FEED_DAYS_AHEAD),
    );
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CALENDAR_TOO_MANY_ENTRIES')) throw error;
    return calendarEntriesFor(db, user, new Date(now), ahead(FEED_FULL_DAYS_AHEAD));
  }
};

const tokenParams = z.object({ token: z.string().regex(/^[\w-]{43}\.ics$/) });

/**
 * `GET /api/calendar-feed/{token}.ics`: the private iCalendar feed, without signing in (the
 * token is the key): the owner's calendar 30 days back and a year ahead. An unknown token is 404.
 */
export const publicCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/calendar-feed/:token',
    {
      config: { rateLimit: FEED_RATE_LIMIT },
      schema: {
        tags: ['public'],
        params: tokenParams,
        response: { 200: binaryBody('text/calendar', 'The calendar as iCalendar (RFC 5545)') },
      },
    },
    async (request, reply) => {
      const token = request.params.token.slice(0, -'.ics'.length);
      const user = await feedOwner(app.db, sha256(token));
      if (!user) throw notFound();
      const entries = await feedEntries(app.db, user, Date.now());
      const { error, value } = createEvents(
        entries.map((e) => veventOf(app.config.publicUrl, e)),
        { productId: 'arenda-crm/calendar', calName: 'Arenda CRM' },
      );
      if (error || value === null) throw error ?? new Error('iCalendar feed not built');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(value);
    },
  );
};

/** `GET`/`POST /api/calendar-events/feed`: the caller's feed address; POST makes a new one. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'calendar_feed_secret');
  const answer = async (userId: number, rotate: boolean) => {
    const token = await app.db.transaction((tx) => feedOf(tx, secret, userId, rotate));
    return { url: feedUrl(app.config.publicUrl, token) };
  };

  app.get(
    '/api/calendar-events/feed',
    { schema: { tags, response: { 200: calendarFeed } } },
    async (request) => answer(currentUser(request).id, false),
  );

  app.post(
    '/api/calendar-events/feed',
    { config: { trialOpen: true }, schema: { tags, response: { 200: calendarFeed } } },
    async (request) => answer(currentUser(request).id, true),
  );
};
