import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../../server/lib/logRedaction';
import { auth, createTestApp, login, type TestContext } from './helpers';

describe('redactSecrets', () => {
  it.each([
    ['/api/calendar-feed/Ab_c-12.ics', '/api/calendar-feed/[redacted].ics'],
    ['/api/calendar-feed/Ab_c-12', '/api/calendar-feed/[redacted]'],
    ['/api/events?ticket=eyJh.c2ln', '/api/events?ticket=[redacted]'],
    [
      '/storage/2026/11/plan.pdf?exp=1795776&u=4&sig=Zm9v',
      '/storage/2026/11/plan.pdf?exp=1795776&u=4&sig=[redacted]',
    ],
    ['/auth/refresh-password?token=abc123', '/auth/refresh-password?token=[redacted]'],
    ['/application-form?lang=kk&token=abc#top', '/application-form?lang=kk&token=[redacted]#top'],
    ['/api/public/contractor-form/abc?x=1', '/api/public/contractor-form/[redacted]?x=1'],
    ['/api/public/application-form/abc', '/api/public/application-form/[redacted]'],
    ['/api/public/visitor/abc', '/api/public/visitor/[redacted]'],
    ['/v/abc', '/v/[redacted]'],
    ['https://crm.example.kz/v/abc', 'https://crm.example.kz/v/[redacted]'],
    [
      'Reply was already sent in "/api/events?ticket=eyJh.c2ln" (GET)?',
      'Reply was already sent in "/api/events?ticket=[redacted]" (GET)?',
    ],
  ])('%s', (url, logged) => {
    expect(redactSecrets(url)).toBe(logged);
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of [
      '/api/bids?range=[0,24]&sort=["id","DESC"]',
      '/api/calendar-events/feed',
      '/api/public/shopping-centers',
      '/api/docs/v/1',
      '/storage/public/logo.png',
    ]) {
      expect(redactSecrets(url)).toBe(url);
    }
  });
});

describe('the request log', () => {
  const lines: { msg?: string; req?: { url: string } }[] = [];
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } },
    );
  });
  afterAll(() => ctx.close());

  const loggedUrls = () =>
    lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);

  it('shows the calendar feed’s address without its token', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar-events/feed',
      headers: auth(await login(ctx.app, 'landlord')),
    });
    expect(made.statusCode).toBe(200);
    const feed = new URL(made.json().url as string).pathname;
    const token =
      feed
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    lines.length = 0;

    expect((await ctx.app.inject({ url: feed })).statusCode).toBe(200);
    expect(loggedUrls()).toEqual(['/api/calendar-feed/[redacted].ics']);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('shows a password reset page’s address without its token', async () => {
    lines.length = 0;
    await ctx.app.inject({ url: '/auth/refresh-password?token=reset-secret-42' });
    expect(loggedUrls()).toEqual(['/auth/refresh-password?token=[redacted]']);
    expect(JSON.stringify(lines)).not.toContain('reset-secret-42');
  });
});
