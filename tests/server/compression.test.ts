import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renterRooms, rooms, users } from '../../server/db/schema';
import { COMPRESS_MIN_BYTES, chooseEncoding } from '../../server/plugins/compression';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
});
afterAll(() => ctx.close());

const get = (url: string, acceptEncoding?: string, headers = landlord) =>
  ctx.app.inject({
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

const DECODERS: Record<string, (data: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};
const bodyOf = (res: Awaited<ReturnType<typeof get>>) => {
  const encoding = res.headers['content-encoding'] as string | undefined;
  return encoding ? DECODERS[encoding](res.rawPayload).toString() : res.body;
};

const BIDS = '/api/bids?range=[0,24]';

describe('API answers', () => {
  it('come compressed as the browser accepts, the same JSON and list headers', async () => {
    const plain = await get(BIDS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['*', 'br'],
    ]) {
      const res = await get(BIDS, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-range']).toBe(plain.headers['content-range']);
      expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(bodyOf(res))).toEqual(plain.json());
    }
  });

  it('come as they are to a client that accepts no compression', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get(BIDS, accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.json()).toHaveLength(25);
    }
  });

  it('under a kilobyte, such as the health check, come as they are', async () => {
    const res = await get('/api/health', 'gzip, br', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    const refusal = await get('/api/landlords', 'gzip, br', {});
    expect(refusal.statusCode).toBe(401);
    expect(refusal.headers['content-encoding']).toBeUndefined();
  });

  it('leave the Excel export as the stream it is, not compressed again', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/bids',
      headers: { ...landlord, 'accept-encoding': 'gzip, deflate, br' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // An .xlsx is a zip archive, itself compressed.
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('are compressed after the idempotency store keeps them: a retry gets the first answer', async () => {
    const renter = auth(await login(ctx.app, 'renter'));
    const types = (await get('/api/type-request/kind/12', undefined, renter)).json();
    const plumbing = types.find((t: { code: string }) => t.code === 'plumbing');
    const [me] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
    const [place] = await ctx.app.db
      .select({ room_id: renterRooms.room_id, object_id: rooms.object_id })
      .from(renterRooms)
      .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
      .where(eq(renterRooms.renter_id, me.renter_id ?? 0));
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bids',
        headers: { ...renter, 'idempotency-key': 'compressed-0001', 'accept-encoding': 'br' },
        payload: {
          request_type_id: plumbing.id,
          object_id: place.object_id,
          room_id: place.room_id,
          applicant_name: 'Ким Виктория',
          description: 'Течёт кран на кухне, вода на полу у мойки. '.repeat(30),
          answers: { problem: 'leak', location: 'Кухня' },
        },
      });
    const first = await create();
    expect(first.statusCode, bodyOf(first)).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    const retry = await create();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-encoding']).toBe('br');
    expect(JSON.parse(bodyOf(retry)).id).toBe(JSON.parse(bodyOf(first)).id);
  });
});

describe('choosing the encoding', () => {
  it('prefers brotli, honours q-values and refusals, and knows no others', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.1')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('deflate, compress')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
