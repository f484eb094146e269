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
