import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, contractors, renterRooms, rooms, users } from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import {
  addEmployee,
  auth,
  createTestApp,
  login,
  multipartBody,
  PDF,
  PNG,
  type TestContext,
} from './helpers';

/**
 * A record takes only files its writer uploaded and no record holds yet: every staff-writable
 * attachment slot is tried with a colleague's upload, another organization's upload and a file
 * another record already holds, and each is refused on its field with nothing stored.
 */
let ctx: TestContext;
let writer: Record<string, string>;
let plumbingId: number;
let objectId: number;
let roomId: number;
let bin = 3000;

const upload = async (headers: Record<string, string>) => {
  const form = multipartBody({}, [{ field: 'file', name: 'act.pdf', body: PDF }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = writer) =>
  ctx.app.inject({ method, url, payload, headers });

const bid = (files: { file_ids?: number[]; photo?: number[] } = {}) => ({
  request_type_id: plumbingId,
  object_id: objectId,
  room_id: roomId,
  applicant_name: 'Ким Виктория',
  answers: {
    problem: 'leak',
    location: 'Кухня',
    ...(files.photo ? { photo: files.photo } : {}),
  },
  file_ids: files.file_ids ?? [],
});

const contractor = (fileIds: number[]) => ({
  company_name: 'ТОО «Чистый Дом»',
  bin: demoBin('0911', '4', bin++),
  contact_full_name: 'Сейтказы Алия',
  phone: '+77015550101',
  services: ['cleaning'],
  file_ids: fileIds,
});

const rows = async (table: typeof bids | typeof contractors) =>
  Number((await ctx.app.db.select({ n: count() }).from(table))[0].n);

let foreign: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  await addEmployee(ctx.app, 'files_writer', { requests: 'creator', contractors: 'creator' });
  await addEmployee(ctx.app, 'files_colleague', 'main');
  writer = auth(await login(ctx.app, 'files_writer'));
  const colleague = auth(await login(ctx.app, 'files_colleague'));
  const renter = auth(await login(ctx.app, 'renter'));
  const types = (
    await ctx.app.inject({ url: '/api/type-request/kind/12', headers: renter })
  ).json();
  plumbingId = types.find((t: { code: string }) => t.code === 'plumbing').id;
  const [renterUser] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
  const [held] = await ctx.app.db
    .select({ room_id: renterRooms.room_id, object_id: rooms.object_id })
    .from(renterRooms)
    .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
    .where(eq(renterRooms.renter_id, renterUser.renter_id ?? 0));
  objectId = held.object_id;
  roomId = held.room_id;
  const held_by_record = await upload(colleague);
  const taken = await send('POST', '/api/bids', bid({ file_ids: [held_by_record] }), colleague);
  expect(taken.statusCode, taken.body).toBe(201);
  foreign = {
    colleague: await upload(colleague),
    other_landlord: await upload(auth(await login(ctx.app, 'landlord2'))),
    renter: await upload(renter),
    held_by_record,
  };
});
afterAll(() => ctx.close());

describe('attachment slots take only the writer’s own free uploads', () => {
  it('refuses other people’s files in a new request’s files and answer files', async () => {
    const before = await rows(bids);
    for (const [whose, id] of Object.entries(foreign)) {
      const listed = await send('POST', '/api/bids', bid({ file_ids: [id] }));
      expect(listed.statusCode, whose).toBe(400);
      expect(listed.json().errors, whose).toEqual({ file_ids: 'validation.invalid' });
      const answered = await send('POST', '/api/bids', bid({ photo: [id] }));
      expect(answered.statusCode, whose).toBe(400);
      expect(answered.json().errors, whose).toEqual({ 'answers.photo': 'validation.invalid' });
    }
    expect(await rows(bids)).toBe(before);
  });

  it('refuses them on an edit too, and keeps what the record already holds', async () => {
    const own = await upload(writer);
    const created = await send('POST', '/api/bids', bid({ file_ids: [own] }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    for (const [whose, fileId] of Object.entries(foreign)) {
      const res = await send('PUT', `/api/bids/${id}`, bid({ file_ids: [own, fileId] }));
      expect(res.statusCode, whose).toBe(400);
    }
    const kept = await send('PUT', `/api/bids/${id}`, bid({ file_ids: [own] }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().file_ids).toEqual([own]);
    const reused = await send('POST', '/api/bids', bid({ file_ids: [own] }));
    expect(reused.statusCode).toBe(400);
  });

  it('refuses them on a contractor, and takes a fresh own upload', async () => {
    const before = await rows(contractors);
    for (const [whose, id] of Object.entries(foreign)) {
      const res = await send('POST', '/api/contractors', contractor([id]));
      expect(res.statusCode, whose).toBe(400);
      expect(res.json().errors, whose).toEqual({ file_ids: 'validation.invalid' });
    }
    expect(await rows(contractors)).toBe(before);
    const own = await upload(writer);
    const ok = await send('POST', '/api/contractors', contractor([own]));
    expect(ok.statusCode).toBe(201);
    const edited = await send(
      'PUT',
      `/api/contractors/${ok.json().id}`,
      contractor([own, foreign.colleague]),
    );
    expect(edited.statusCode).toBe(400);
  });

  it('refuses someone else’s image as an object’s or a room’s logo, and takes a fresh own one', async () => {
    const objectsWriter = auth(await login(ctx.app, 'files_colleague'));
    const logo = async (headers: Record<string, string>) => {
      const form = multipartBody({}, [{ field: 'file', name: 'logo.png', body: PNG }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/files?purpose=logo',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      return res.json().id as number;
    };
    const [type] = (
      await ctx.app.inject({ url: '/api/type-object', headers: objectsWriter })
    ).json();
    const object = (id: number) => ({
      object_type_id: type.id,
      name: 'ТЦ Тест',
      address: 'пр. Абая, 1',
      city: 'almaty',
      logo_id: id,
    });
    const room = (id: number) => ({
      object_id: objectId,
      number: `L-${id}`,
      floor: 1,
      area: 12,
      purpose: 'retail',
      logo_id: id,
    });
    const others = [await logo(writer), await logo(auth(await login(ctx.app, 'landlord2')))];
    for (const id of others) {
      const o = await send('POST', '/api/objects', object(id), objectsWriter);
      expect(o.json().errors).toEqual({ logo_id: 'validation.invalid' });
      const r = await send('POST', '/api/rooms', room(id), objectsWriter);
      expect(r.json().errors).toEqual({ logo_id: 'validation.invalid' });
    }
    const own = await logo(objectsWriter);
    expect((await send('POST', '/api/objects', object(own), objectsWriter)).statusCode).toBe(201);
    const reused = await send('POST', '/api/rooms', room(own), objectsWriter);
    expect(reused.json().errors).toEqual({ logo_id: 'validation.invalid' });
  });
});
