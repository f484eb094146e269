import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidComments,
  bids,
  idempotencyKeys,
  renterRooms,
  rooms,
  taskComments,
  users,
} from '../../server/db/schema';
import { auth, createTestApp, login, multipartBody, PNG, type TestContext } from './helpers';

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

  it('refuses a key reused with another body or route (422), and replays the same body in any key order', async () => {
    const before = await bidCount();
    const first = await create('reuse-0001-abcdef');
    expect(first.statusCode).toBe(201);
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const same = await create('reuse-0001-abcdef', reversed);
    expect(same.statusCode).toBe(201);
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json().id).toBe(first.json().id);
    const other = await create('reuse-0001-abcdef', { ...body, applicant_name: 'Другой Человек' });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: { 'idempotency-key': 'validation.idempotency_key_reused' },
    });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `/api/bids/${first.json().id}/comments`,
      payload: { text: 'Тот же ключ' },
      headers: { ...renter, 'idempotency-key': 'reuse-0001-abcdef' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await bidCount()).toBe(before + 1);
  });

  it('makes one record of ten parallel requests with one key', async () => {
    const before = await bidCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create('parallel-0001-abcdef')),
    );
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((a) => a.json().id)).size).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(await bidCount()).toBe(before + 1);
  });

  it('lets a retry take over the claim of a process that died before answering', async () => {
    const [me] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
    expect((await create('crash-0000-abcdef')).statusCode).toBe(201);
    const [answered] = await ctx.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, me.id), eq(idempotencyKeys.key, 'crash-0000-abcdef')));
    /** What a process killed mid-request leaves: a claim of this request, never answered. */
    const cutOff = (key: string, minutesAgo: number) =>
      ctx.app.db.insert(idempotencyKeys).values({
        user_id: me.id,
        key,
        route: answered.route,
        request_hash: answered.request_hash,
        holder: 'a-process-killed-mid-request',
        created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });

    await cutOff('crash-0001-abcdef', 10);
    const before = await bidCount();
    const retry = await create('crash-0001-abcdef');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await bidCount()).toBe(before + 1);
    const again = await create('crash-0001-abcdef');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(retry.json().id);
    expect(await bidCount()).toBe(before + 1);

    // Just claimed elsewhere: on a server another process may still be at work for a while;
    // PGlite's data directory has one process, so another holder is gone.
    await cutOff('crash-0002-abcdef', 0);
    const early = await create('crash-0002-abcdef');
    expect(early.statusCode, early.body).toBe(ctx.app.database.kind === 'pglite' ? 201 : 409);
  });

  it('a retry after a crash that had committed answers the first record, not a copy', async () => {
    const landlord = auth(await login(ctx.app, 'landlord'));
    /** What a process killed after the create's commit but before its answer leaves. */
    const cutOffAfterCommit = (key: string) =>
      ctx.app.db
        .update(idempotencyKeys)
        .set({
          status: null,
          body: null,
          holder: 'a-process-killed-after-commit',
          created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        })
        .where(eq(idempotencyKeys.key, key));
    /** An answer without its files' signed-link query: each answer signs its links anew. */
    const unsigned = (answer: unknown) =>
      JSON.parse(JSON.stringify(answer).replace(/\?exp=\d+&u=\d+&sig=[\w-]+/g, ''));
    /** Sends a request, cuts its answer off after the commit, and retries it twice. */
    const retried = async (send: () => ReturnType<typeof create>, key: string) => {
      const first = await send();
      expect(first.statusCode, first.body).toBe(201);
      await cutOffAfterCommit(key);
      const retry = await send();
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(unsigned(retry.json())).toEqual(unsigned(first.json()));
      const again = await send();
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().id).toBe(first.json().id);
      return first.json();
    };

    const before = await bidCount();
    const bid = await retried(() => create('committed-0001-ab'), 'committed-0001-ab');
    expect(await bidCount()).toBe(before + 1);

    await retried(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/bids/${bid.id}/comments`,
          payload: { text: 'Мастер уже приходил?' },
          headers: { ...renter, 'idempotency-key': 'committed-0002-ab' },
        }),
      'committed-0002-ab',
    );
    const bidNotes = await ctx.app.db
      .select()
      .from(bidComments)
      .where(eq(bidComments.bid_id, bid.id));
    expect(bidNotes).toHaveLength(1);

    const [owner] = await ctx.app.db.select().from(users).where(eq(users.login, 'landlord'));
    const task = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: {
        executor_id: owner.id,
        description: 'Проверить счётчики воды',
        priority: 'high',
        deadline: new Date(Date.now() + 72 * 3600_000).toISOString(),
      },
      headers: landlord,
    });
    expect(task.statusCode, task.body).toBe(201);
    const form = multipartBody({}, [{ field: 'file', name: 'meter.png', body: PNG }]);
    const photo = await ctx.app.inject({
      method: 'POST',
      url: '/api/files?purpose=attachment',
      payload: form.payload,
      headers: { ...landlord, ...form.headers },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const note = await retried(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/tasks/${task.json().id}/comments`,
          payload: { text: 'Счётчики проверены', file_ids: [photo.json().id] },
          headers: { ...landlord, 'idempotency-key': 'committed-0003-ab' },
        }),
      'committed-0003-ab',
    );
    const taskNotes = await ctx.app.db
      .select()
      .from(taskComments)
      .where(eq(taskComments.task_id, task.json().id));
    expect(taskNotes).toHaveLength(1);
    expect(note.files).toHaveLength(1);
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
