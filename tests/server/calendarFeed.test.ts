import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../server/db/schema';
import { caller, createEvent, type Headers } from './calendarFixtures';
import { addEmployeeOf, auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let who: Headers;
let ownerId: number;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

/** The feed's path without the configured origin, fetched without signing in. */
const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

/** iCalendar's UTC form of an instant: 20300107T050000Z. */
const icsTime = (at: Date) => at.toISOString().replace(/[-:]|\.\d+/g, '');

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://crm.example.kz' });
  // Landlord 2's: none of the demo calendar's shared events are in this feed.
  const { user } = await addEmployeeOf(ctx.app, 'БЦ Есиль', 'feed_owner', 'none');
  ownerId = user.id;
  await addEmployeeOf(ctx.app, 'БЦ Есиль', 'feed_colleague', 'none');
  who = auth(await login(ctx.app, 'feed_owner'));
});
afterAll(() => ctx.close());

describe('the private iCalendar feed', () => {
  it('gives one address, kept until rotated, storing only the token hash', async () => {
    const first = await call('GET', '/api/calendar-events/feed', who);
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(/^https:\/\/crm\.example\.kz\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    expect((await call('GET', '/api/calendar-events/feed', who)).json().url).toBe(url);
    const token = url.split('/').pop().replace('.ics', '');
    const [row] = await ctx.app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.user_id, ownerId));
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the occurrences with their summary and start, and needs its token', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCSeconds(0, 0);
    await createEvent(ctx.app, who, {
      title: 'Еженедельная планёрка',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3600_000).toISOString(),
      repeat: 'daily',
      repeat_count: 3,
    });
    const { url } = (await call('GET', '/api/calendar-events/feed', who)).json();
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('SUMMARY:Еженедельная планёрка');
    expect(text).toContain(`DTSTART:${icsTime(start)}`);
    expect(text).toContain(`UID:event-`);

    const wrong = url.replace(/[\w-]{43}\.ics$/, `${'A'.repeat(43)}.ics`);
    expect((await fetchFeed(wrong)).statusCode).toBe(404);
  });

  it('carries one VALARM per reminder of an own event, none for a colleague’s shared one', async () => {
    const colleague = auth(await login(ctx.app, 'feed_colleague'));
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const at = (hours: number) => new Date(start.getTime() + hours * 3600_000).toISOString();
    await createEvent(ctx.app, who, {
      title: 'Обход',
      starts_at: at(0),
      ends_at: at(1),
      reminders: [0, 15, 90, 1440],
    });
    await createEvent(ctx.app, who, { title: 'Без напоминаний', starts_at: at(2), ends_at: at(3) });
    await createEvent(ctx.app, colleague, {
      title: 'Совещание коллеги',
      starts_at: at(4),
      ends_at: at(5),
      reminders: [30],
      shared: true,
    });
    const { url } = (await call('GET', '/api/calendar-events/feed', who)).json();
    const events = (await fetchFeed(url)).body.split('BEGIN:VEVENT').slice(1);
    const eventOf = (title: string) => {
      const found = events.filter((e) => e.includes(`SUMMARY:${title}\r\n`));
      expect(found).toHaveLength(1);
      return found[0];
    };
    const triggers = (event: string) => event.match(/^TRIGGER[;:].*$/gm) ?? [];
    const own = eventOf('Обход');
    expect(own.match(/BEGIN:VALARM/g)).toHaveLength(4);
    expect(own.match(/^ACTION:DISPLAY\r$/gm)).toHaveLength(4);
    expect(triggers(own).map((t) => t.trimEnd())).toEqual([
      `TRIGGER;VALUE=DATE-TIME:${icsTime(start)}`,
      'TRIGGER:-PT15M',
      'TRIGGER:-PT90M',
      'TRIGGER:-PT24H',
    ]);
    expect(eventOf('Без напоминаний')).not.toContain('BEGIN:VALARM');
    expect(eventOf('Совещание коллеги')).not.toContain('BEGIN:VALARM');
  });

  it('stops answering the old address once rotated', async () => {
    const { url: old } = (await call('GET', '/api/calendar-events/feed', who)).json();
    const rotated = await call('POST', '/api/calendar-events/feed', who);
    expect(rotated.statusCode).toBe(200);
    const { url } = rotated.json();
    expect(url).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    expect((await call('GET', '/api/calendar-events/feed', who)).json().url).toBe(url);
  });
});
