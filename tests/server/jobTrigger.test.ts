import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, notifications } from '../../server/db/schema';
import { createEvent } from './calendarFixtures';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

const MINUTE = 60_000;
const RUN = '/api/system/jobs/calendar-reminders/run';

describe('without JOBS_TRIGGER', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('has no job trigger, not even for a superadmin, nor in the API document', async () => {
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    const res = await ctx.app.inject({ method: 'POST', url: RUN, headers: superadmin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/system/jobs/{name}/run');
  });
});

describe('with JOBS_TRIGGER', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let ownerId: number;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_TRIGGER: 'true' });
    const { user } = await addEmployee(ctx.app, 'trigger_owner', 'none');
    ownerId = user.id;
    owner = auth(await login(ctx.app, 'trigger_owner'));
  });
  afterAll(() => ctx.close());

  const run = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers });

  /** The owner's calendar reminders about the event. */
  const remindersOf = (eventId: number) =>
    ctx.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(
        notificationRecipients,
        eq(notificationRecipients.notification_id, notifications.id),
      )
      .where(
        and(
          eq(notificationRecipients.user_id, ownerId),
          eq(notifications.kind, 'calendar_reminder'),
          eq(notifications.link_id, eventId),
        ),
      );

  it('runs the named job now for a superadmin: a reminder due this minute goes out, once', async () => {
    // Starts within five minutes: its five-minute reminder is due already.
    const start = Math.ceil((Date.now() + 4 * MINUTE) / MINUTE) * MINUTE;
    const { id } = await createEvent(ctx.app, owner, {
      title: 'Напоминание по запросу',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 30 * MINUTE).toISOString(),
      reminders: [5],
    });
    expect(await remindersOf(id)).toHaveLength(0);
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    expect((await run(RUN, superadmin)).statusCode).toBe(204);
    expect(await remindersOf(id)).toHaveLength(1);
    expect((await run(RUN, superadmin)).statusCode).toBe(204);
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it('refuses anyone but a superadmin, and answers 404 for a job it does not have', async () => {
    expect((await run(RUN)).statusCode).toBe(401);
    expect((await run(RUN, owner)).statusCode).toBe(403);
    const landlord = auth(await login(ctx.app, 'landlord'));
    expect((await run(RUN, landlord)).statusCode).toBe(403);
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    const unknown = await run('/api/system/jobs/no-such-job/run', superadmin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});
