import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationRecipients,
  notifications,
  pushOutbox,
  pushTokens,
} from '../../server/db/schema';
import { translate } from '../../server/lib/i18n';
import { remindCalendarEvents } from '../../server/modules/calendar/jobs';
import { caller, createEvent, eventBody, type Headers } from './calendarFixtures';
import { addEmployee, auth, createTestApp, login, secondServer, type TestContext } from './helpers';

let ctx: TestContext;
let who: Headers;
let ownerId: number;

/** The owner's calendar reminders about this event. */
const remindersOf = (eventId: number) =>
  ctx.app.db
    .select({ message: notifications.message, link: notifications.link_kind })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notification_id, notifications.id))
    .where(
      and(
        eq(notificationRecipients.user_id, ownerId),
        eq(notifications.kind, 'calendar_reminder'),
        eq(notifications.link_id, eventId),
      ),
    );

/** Runs the job at `now` in one transaction, as the scheduler does. */
const runAt = (now: string) =>
  ctx.app.db.transaction((tx) => remindCalendarEvents(tx, new Date(now)));

beforeAll(async () => {
  ctx = await createTestApp();
  const { user } = await addEmployee(ctx.app, 'rem_owner', 'none');
  ownerId = user.id;
  who = auth(await login(ctx.app, 'rem_owner'));
  await ctx.app.db.insert(pushTokens).values({ token: 'rem-owner-device', user_id: ownerId });
});
afterAll(() => ctx.close());

describe('calendar reminders', () => {
  it('go out at their minute once, with the time in the owner language, and catch up', async () => {
    // Tuesday 8 January 2030 10:00 in Almaty (the demo's Monday meeting reminds on Mondays).
    const { id } = await createEvent(ctx.app, who, {
      title: 'Встреча с арендатором',
      starts_at: '2030-01-08T10:00:00+05:00',
      ends_at: '2030-01-08T11:00:00+05:00',
      reminders: [15, 60],
    });
    // The hour's reminder is due at 09:00.
    expect(await runAt('2030-01-08T08:59:00+05:00')).toBe(0);
    expect(await runAt('2030-01-08T09:03:00+05:00')).toBe(1);
    expect(await runAt('2030-01-08T09:04:00+05:00')).toBe(0);
    const [hour] = await remindersOf(id);
    expect(hour).toEqual({
      message: translate('ru', 'app.push.calendar_reminder', {
        title: 'Встреча с арендатором',
        time: '10:00',
      }),
      link: 'calendar',
    });
    // The quarter's, missed at 09:45, still goes out within ten minutes, but not later.
    expect(await runAt('2030-01-08T09:54:00+05:00')).toBe(1);
    expect(await remindersOf(id)).toHaveLength(2);
    const late = await createEvent(ctx.app, who, {
      title: 'Поздно',
      reminders: [15],
      starts_at: '2030-01-09T10:00:00+05:00',
      ends_at: '2030-01-09T10:30:00+05:00',
    });
    expect(await runAt('2030-01-09T09:56:00+05:00')).toBe(0);
    expect(await remindersOf(late.id)).toHaveLength(0);
  });

  it('name the day when the occurrence is not today, and push only when flagged', async () => {
    const pushesBefore = await ctx.app.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.user_id, ownerId));
    const quiet = await createEvent(ctx.app, who, {
      title: 'Без push',
      starts_at: '2030-02-06T10:00:00+05:00',
      ends_at: '2030-02-06T11:00:00+05:00',
      reminders: [1440],
    });
    const loud = await createEvent(ctx.app, who, {
      title: 'С push',
      starts_at: '2030-02-06T10:00:00+05:00',
      ends_at: '2030-02-06T11:00:00+05:00',
      reminders: [1440],
      push: true,
    });
    expect(await runAt('2030-02-05T10:00:00+05:00')).toBe(2);
    const [told] = await remindersOf(quiet.id);
    expect(told.message).toBe(
      translate('ru', 'app.push.calendar_reminder', {
        title: 'Без push',
        time: '06.02.2030 10:00',
      }),
    );
    expect(await remindersOf(loud.id)).toHaveLength(1);
    const pushes = (
      await ctx.app.db.select().from(pushOutbox).where(eq(pushOutbox.user_id, ownerId))
    ).filter((p) => !pushesBefore.some((b) => b.id === p.id));
    expect(pushes.map((p) => [p.title, p.link])).toEqual([
      [
        translate('ru', 'app.push.calendar_reminder', {
          title: 'С push',
          time: '06.02.2030 10:00',
        }),
        '/home/calendar',
      ],
    ]);
  });

  it('skip a cancelled occurrence and follow an edited one to its new time', async () => {
    const weekly = { repeat: 'weekly', repeat_weekdays: [2], reminders: [10] };
    const { id } = await createEvent(ctx.app, who, { title: 'Еженедельная', ...weekly });
    const call = caller(ctx.app);
    await call(
      'DELETE',
      `/api/calendar-events/${id}?scope=this&occurrence=2030-01-15T05:00:00.000Z`,
      who,
    );
    await call('PUT', `/api/calendar-events/${id}`, who, {
      ...eventBody({ title: 'Еженедельная (позже)', ...weekly }),
      starts_at: '2030-01-22T15:00:00+05:00',
      ends_at: '2030-01-22T16:00:00+05:00',
      scope: 'this',
      occurrence: '2030-01-22T05:00:00.000Z',
    });
    expect(await runAt('2030-01-15T09:50:00+05:00')).toBe(0);
    expect(await runAt('2030-01-22T09:50:00+05:00')).toBe(0);
    expect(await runAt('2030-01-22T14:50:00+05:00')).toBe(1);
    expect(await runAt('2030-01-29T09:51:00+05:00')).toBe(1);
    const told = await remindersOf(id);
    expect(told.map((t) => t.message)).toEqual([
      translate('ru', 'app.push.calendar_reminder', {
        title: 'Еженедельная (позже)',
        time: '15:00',
      }),
      translate('ru', 'app.push.calendar_reminder', { title: 'Еженедельная', time: '10:00' }),
    ]);
  });

  it('go out exactly once with two scheduler processes on one database', async () => {
    const second = await secondServer(ctx);
    try {
      const soon = new Date(Date.now() + 5 * 60_000 - 30_000);
      const { id } = await createEvent(ctx.app, who, {
        title: 'Два процесса',
        starts_at: soon.toISOString(),
        ends_at: new Date(soon.getTime() + 3600_000).toISOString(),
        reminders: [5],
      });
      await Promise.all([
        ctx.app.runJob('calendar-reminders'),
        second.runJob('calendar-reminders'),
        ctx.app.db.transaction((tx) => remindCalendarEvents(tx)),
        second.db.transaction((tx) => remindCalendarEvents(tx)),
      ]);
      expect(await remindersOf(id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
