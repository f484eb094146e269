import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../server/db/schema/columns';
import { auth, createTestApp, login, type TestContext } from './helpers';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;

describe('timestamps as ISO 8601', () => {
  it('rewrites PostgreSQL’s text form, keeping the whole fraction and the offset', () => {
    expect(isoTimestamp('2026-10-12 09:51:42.123456+00')).toBe('2026-10-12T09:51:42.123456+00:00');
    expect(isoTimestamp('2026-10-12 09:51:42+05')).toBe('2026-10-12T09:51:42+05:00');
    expect(isoTimestamp('2026-10-12 09:51:42-03:30')).toBe('2026-10-12T09:51:42-03:30');
    expect(isoTimestamp(new Date('2026-10-12T09:51:42.5Z'))).toBe('2026-10-12T09:51:42.500Z');
  });

  describe('in API answers', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('sends every date-time in a form each browser reads', async () => {
      const headers = auth(await login(ctx.app, 'landlord'));
      const bids = (await ctx.app.inject({ url: '/api/bids?limit=5', headers })).json();
      const stamps = bids.flatMap((b: Record<string, string | null>) => [
        b.created_at,
        b.updated_at,
      ]);
      expect(stamps.length).toBeGreaterThan(0);
      for (const stamp of stamps) {
        expect(stamp).toMatch(ISO);
        expect(Number.isNaN(Date.parse(stamp))).toBe(false);
      }
    });
  });
});
