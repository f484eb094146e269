import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidComments,
  bids,
  idempotencyKeys,
  renterRooms,
  rooms,
  users,
} from '../../server/db/schema';
import { auth, createTestApp, login, type TestContext } from './helpers';

/** A create retried with the same Idempotency-Key (a lost response) makes one record. */
let ctx: TestContext;
let renter: Record<string, string>;
let body: object;
beforeAll(async () => {
  ctx = await createTestApp();
  renter = auth(await login(ctx.app, 'renter'));
  const types = (
    await ctx.app.inject({ url: '/api/type-request/kind/12', headers: renter })
  ).json();
  const plumbing = types.find((t: { code: string }) => t.code === 'plumbing');
  const [me] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
  const [held] = await ctx.app.db
    .select({ room_id: renterRooms.room_id, object_id: rooms.object_id })
    .from(renterRooms)
    .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
    .where(eq(renterRooms.renter_id, me.renter_id ?? 0));
  body = {
    request_type_id: plumbing.id,
    object_id: held.object_id,
    room_id: held.room_id,
    applicant_name: 'Ким Виктория',
    answers: { problem: 'leak', location: 'Кухня' },
  };
});
afterAll(() => ctx.close());

const bidCount = async () => Number((await ctx.app.db.select({ n: count() }).from(bids))[0].n);
const create = (key: string | undefined, payload = body, headers = renter) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bids',
    payload,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('Idempotency-Key', () => {
  it('answers a retry with the first request’s answer and makes one request', async () => {
    const before = await bidCount();
    const first = await create('retry-0001-abcdef');
    expect(first.statusCode).toBe(201);
    const retry = await create('retry-0001-abcdef');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    expect(await bidCount()).toBe(before + 1);
    const other = await create('retry-0002-abcdef');
    expect(other.json().id).not.toBe(first.json().id);
    expect(await bidCount()).toBe(before + 2);
  });

  it('keeps keys per user, frees a key whose request failed, and refuses a malformed key', async () => {
    const landlord = auth(await login(ctx.app, 'landlord'));
    const before = await bidCount();
    const failed = await create('retry-0003-abcdef', { ...body, applicant_name: ' ' });
    expect(failed.statusCode).toBe(400);
    const fixed = await create('retry-0003-abcdef');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    const theirs = await create('retry-0003-abcdef', body, landlord);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(fixed.json().id);
    expect(await bidCount()).toBe(before + 2);
    const bad = await create('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'idempotency-key': 'validation.invalid' });
  });

  it('makes one comment of a retried comment, and forgets keys after a day', async () => {
    const bid = (await create(undefined)).json();
    const comment = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bids/${bid.id}/comments`,
        payload: { text: 'Когда придёт мастер?' },
        headers: { ...renter, 'idempotency-key': key },
      });
    expect((await comment('comment-0001-ab')).statusCode).toBe(201);
    expect((await comment('comment-0001-ab')).statusCode).toBe(201);
    const kept = await ctx.app.db.select().from(bidComments).where(eq(bidComments.bid_id, bid.id));
    expect(kept).toHaveLength(1);
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    await ctx.app.db.update(idempotencyKeys).set({ created_at: old });
    await ctx.app.runJob('housekeeping');
    expect(await ctx.app.db.select().from(idempotencyKeys)).toEqual([]);
  });
});
