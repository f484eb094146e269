import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, files, objects, visitorMessages } from '../../server/db/schema';
import {
  addEmployee,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  PDF,
  PNG,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let landlord2: Record<string, string>;
let arayObjects: { id: number; name: string; is_public: boolean }[];
let esilObjectId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  landlord2 = auth(await login(ctx.app, 'landlord2'));
  const aray = await landlordId(ctx.app, 'ТРЦ Арай');
  arayObjects = await ctx.app.db
    .select({ id: objects.id, name: objects.name, is_public: objects.is_public })
    .from(objects)
    .where(eq(objects.landlord_id, aray))
    .orderBy(asc(objects.name), asc(objects.id));
  const [esil] = await ctx.app.db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.landlord_id, await landlordId(ctx.app, 'БЦ Есиль')));
  esilObjectId = esil.id;
});
afterAll(() => ctx.close());

interface Links {
  url: string;
  token: string;
  objects: { id: number; name: string; url: string; token: string }[];
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: object) =>
  ctx.app.inject({ method, url, payload, headers: headers as Record<string, string> });

const links = async (): Promise<Links> => (await get('/api/qrcode', landlord)).json();

/** Each submission comes from its own address unless one is given (the rate limit is per address). */
let address = 0;
const submit = (
  token: string,
  fields: Record<string, string>,
  photos: { name: string; body: Buffer }[] = [],
  remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`,
) => {
  const form = multipartBody(
    fields,
    photos.map((p) => ({ field: 'photo', ...p })),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/visitor/${token}`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress,
  });
};

const message = (overrides: Record<string, string> = {}) => ({
  category: 'complaint',
  text: 'На втором этаже не работает эскалатор',
  name: 'Айгерим',
  phone: '8 (701) 234-56-78',
  ...overrides,
});

/** A message left through the landlord-wide link; its id. */
const leave = async (overrides: Record<string, string> = {}) => {
  const res = await submit((await links()).token, message(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

/** What a refused submission must leave unchanged: rows, links and stored file bodies. */
const footprint = async () => {
  const [{ n: rows }] = await ctx.app.db.select({ n: count() }).from(visitorMessages);
  const [{ n: fileRows }] = await ctx.app.db.select({ n: count() }).from(files);
  const [{ n: links }] = await ctx.app.db.select({ n: count() }).from(attachments);
  const bodies = await readdir(path.join(ctx.dataDir, 'files'), { recursive: true }).catch(
    () => [],
  );
  return {
    rows: Number(rows),
    fileRows: Number(fileRows),
    links: Number(links),
    bodies: bodies.length,
  };
};

const setStatus = (id: number, body: object, headers = landlord) =>
  send('PUT', `/api/visitor-messages/${id}/status`, body, headers);

describe('QR code links', () => {
  it('gives the landlord one link and one per object, stable until rotated', async () => {
    const res = await get('/api/qrcode', landlord);
    expect(res.statusCode).toBe(200);
    const first: Links = res.json();
    expect(first.url).toBe(`/v/${first.token}`);
    expect(first.objects.map((o) => o.id)).toEqual(arayObjects.map((o) => o.id));
    for (const object of first.objects) expect(object.url).toBe(`/v/${object.token}`);
    const tokens = new Set([first.token, ...first.objects.map((o) => o.token)]);
    expect(tokens.size).toBe(1 + arayObjects.length);
    expect(await links()).toEqual(first);

    const employee = auth(await login(ctx.app, 'employee'));
    expect((await get('/api/qrcode', employee)).json()).toEqual(first);
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    expect((await get('/api/qrcode', superadmin)).statusCode).toBe(404);
    const renter = auth(await login(ctx.app, 'renter'));
    expect((await get('/api/qrcode', renter)).statusCode).toBe(403);
    const other: Links = (await get('/api/qrcode', landlord2)).json();
    expect(other.token).not.toBe(first.token);
    expect(other.objects.map((o) => o.id)).not.toContain(arayObjects[0].id);
  });

  it('rotates the landlord-wide link, or one object’s, and the old token stops working', async () => {
    const before = await links();
    expect((await get(`/api/public/visitor/${before.token}`)).statusCode).toBe(200);
    const rotated = await ctx.app.inject({ method: 'PUT', url: '/api/qrcode', headers: landlord });
    expect(rotated.statusCode).toBe(200);
    const after: Links = rotated.json();
    expect(after.token).not.toBe(before.token);
    expect(after.url).toBe(`/v/${after.token}`);
    expect(after.objects).toEqual(before.objects);
    expect((await get(`/api/public/visitor/${before.token}`)).statusCode).toBe(404);
    expect((await submit(before.token, message())).statusCode).toBe(404);
    expect((await get(`/api/public/visitor/${after.token}`)).statusCode).toBe(200);

    const target = before.objects[0];
    const one = await send('PUT', '/api/qrcode', { object_id: target.id }, landlord);
    expect(one.statusCode).toBe(200);
    const objectsAfter = (one.json() as Links).objects;
    expect(objectsAfter.find((o) => o.id === target.id)?.token).not.toBe(target.token);
    expect(objectsAfter.slice(1)).toEqual(before.objects.slice(1));
    expect((one.json() as Links).token).toBe(after.token);
    expect((await get(`/api/public/visitor/${target.token}`)).statusCode).toBe(404);

    const foreign = await send('PUT', '/api/qrcode', { object_id: esilObjectId }, landlord);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ object_id: 'validation.invalid' });
    const viewer = await addEmployee(ctx.app, 'qr_settings_view', { settings: 'view' });
    expect(viewer.user.id).toBeGreaterThan(0);
    const view = auth(await login(ctx.app, 'qr_settings_view'));
    expect((await get('/api/qrcode', view)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/qrcode', headers: view })).statusCode,
    ).toBe(403);
  });
});

describe('the public visitor page', () => {
  it('shows the landlord, its public objects and the categories', async () => {
    const { token, objects: perObject } = await links();
    const res = await get(`/api/public/visitor/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      landlord: { name: 'ТРЦ Арай', logo_url: null },
      object: null,
      objects: arayObjects.filter((o) => o.is_public).map(({ id, name }) => ({ id, name })),
      categories: ['complaint', 'suggestion', 'gratitude', 'question'],
      max_photo_mb: 10,
    });
    expect(res.json().objects.length).toBeLessThan(arayObjects.length);

    const own = await get(`/api/public/visitor/${perObject[0].token}`);
    expect(own.json()).toMatchObject({
      object: { id: perObject[0].id, name: perObject[0].name },
      objects: [],
    });
    expect((await get('/api/public/visitor/unknown-token-0')).statusCode).toBe(404);
  });

  it('takes a message with a photo; staff see it new with the photo', async () => {
    const res = await submit((await links()).token, message(), [
      { name: 'escalator.png', body: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(Object.keys(res.json())).toEqual(['id']);

    const list = await get(
      `/api/visitor-messages?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}`,
      landlord,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^visitor-messages \d+-\d+\/\d+$/);
    const listed = list.json().find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ status: 'new', category: 'complaint', bid_id: null });

    const record = (await get(`/api/visitor-messages/${id}`, landlord)).json();
    expect(record).toMatchObject({
      id,
      status: 'new',
      category: 'complaint',
      text: 'На втором этаже не работает эскалатор',
      name: 'Айгерим',
      phone: '+77012345678',
      object_id: null,
      object_name: null,
      reply_note: null,
      bid_id: null,
      bid_number: null,
    });
    expect(record.photo).toHaveLength(1);
    expect(record.photo[0]).toMatchObject({ name: 'escalator.png', mime: 'image/png' });
    expect(record.photo[0].url).toMatch(/^\/storage\/[0-9a-f]{32}\.png\?exp=/);
    expect((await get(record.photo[0].url)).statusCode).toBe(200);

    const history = (await get(`/api/history/visitor-messages/${id}`, landlord)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', user_id: null });
  });

  it('puts a message on the object its QR code belongs to, or the one picked', async () => {
    const { token, objects: perObject } = await links();
    const [own, other] = perObject;
    const viaObject = await submit(own.token, message({ object_id: String(other.id) }));
    expect(viaObject.statusCode).toBe(201);
    const record = (await get(`/api/visitor-messages/${viaObject.json().id}`, landlord)).json();
    expect(record).toMatchObject({ object_id: own.id, object_name: own.name });

    const picked = await submit(token, message({ object_id: String(other.id), name: '' }));
    expect(picked.statusCode).toBe(201);
    const pickedRecord = (await get(`/api/visitor-messages/${picked.json().id}`, landlord)).json();
    expect(pickedRecord).toMatchObject({ object_id: other.id, name: null });

    const before = await footprint();
    const foreign = await submit(token, message({ object_id: String(esilObjectId) }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ object_id: 'validation.invalid' });
    expect(await footprint()).toEqual(before);
  });

  it('stores nothing when it refuses a submission', async () => {
    const { token } = await links();
    const before = await footprint();
    const photo = [{ name: 'photo.png', body: PNG }];

    const empty = await submit(token, { name: 'Аноним' }, photo);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      category: 'validation.required',
      text: 'validation.required',
    });
    const bad = await submit(
      token,
      message({ category: 'praise', phone: '12345', text: 'x'.repeat(2001) }),
      photo,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      category: 'validation.invalid',
      phone: 'validation.phone',
      text: 'validation.too_long',
    });

    const pdf = await submit(token, message(), [{ name: 'scan.pdf', body: PDF }]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors).toEqual({ 'photo.0': 'app.errors.file_type' });
    const disguised = await submit(token, message(), [{ name: 'photo.png', body: PDF }]);
    expect(disguised.statusCode).toBe(415);
    const two = await submit(token, message(), [...photo, ...photo]);
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ photo: 'validation.too_many_files' });
    const wrongField = multipartBody(message(), [{ field: 'files', name: 'a.png', body: PNG }]);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/visitor/${token}`,
      payload: wrongField.payload,
      headers: wrongField.headers,
      remoteAddress: '10.2.0.1',
    });
    expect(wrong.statusCode).toBe(400);

    expect(await footprint()).toEqual(before);
  });
});

describe('visitor messages (staff)', () => {
  it('decides on a message: a rejection needs a note, a decision is final', async () => {
    const id = await leave();
    const noNote = await setStatus(id, { status: 'rejected' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ reply_note: 'validation.reason_required' });
    const unknown = await setStatus(id, { status: 'new' });
    expect(unknown.statusCode).toBe(400);

    const processed = await setStatus(id, {
      status: 'processed',
      reply_note: 'Эскалатор починили',
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({
      id,
      status: 'processed',
      reply_note: 'Эскалатор починили',
    });
    const again = await setStatus(id, { status: 'rejected', reply_note: 'передумали' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ status: 'validation.transition' });

    const other = await leave({ category: 'suggestion' });
    const rejected = await setStatus(other, { status: 'rejected', reply_note: 'Спам' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reply_note: 'Спам' });
    const history = (await get(`/api/history/visitor-messages/${other}`, landlord)).json();
    expect(history[0]).toMatchObject({ action: 'update', changes: { status: { to: 'rejected' } } });
  });

  it('lists with search, filters and sorting', async () => {
    const unique = await leave({
      category: 'gratitude',
      text: 'Спасибо охраннику Ерлану за найденный кошелёк',
      name: 'Бауыржан',
      phone: '+7 705 111 22 33',
    });
    const rows = async (filter: object) => {
      const res = await get(
        `/api/visitor-messages?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["created_at","DESC"]')}&range=[0,99]`,
        landlord,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { id: number; category: string; status: string }[];
    };
    const find = async (filter: object) => (await rows(filter)).map((m) => m.id);
    expect(await find({ q: 'кошелёк' })).toEqual([unique]);
    expect(await find({ q: 'Бауыржан' })).toEqual([unique]);
    expect(await find({ q: '8 705 111 22 33' })).toEqual([unique]);
    const gratitude = await rows({ category: 'gratitude' });
    expect(gratitude.map((m) => m.id)).toContain(unique);
    expect(gratitude.every((m) => m.category === 'gratitude')).toBe(true);
    const processed = await rows({ category: 'gratitude', status: 'processed' });
    expect(processed.map((m) => m.id)).not.toContain(unique);
    expect(processed.every((m) => m.status === 'processed')).toBe(true);
    expect(await find({ object_id: arayObjects[0].id })).not.toContain(unique);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Almaty' });
    expect(await find({ created_at_gte: today, created_at_lte: today })).toContain(unique);
    expect(await find({ created_at_lte: '2000-01-01' })).toEqual([]);

    const spec = await get('/api/visitor-messages?page=1&limit=2', landlord);
    expect(spec.json()).toHaveLength(2);
    const badFilter = await get(
      `/api/visitor-messages?filter=${encodeURIComponent(JSON.stringify({ colour: 'red' }))}`,
      landlord,
    );
    expect(badFilter.statusCode).toBe(400);
    const badCategory = await get(
      `/api/visitor-messages?filter=${encodeURIComponent(JSON.stringify({ category: 'praise' }))}`,
      landlord,
    );
    expect(badCategory.statusCode).toBe(400);
  });

  it('turns a message into a bid once', async () => {
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    const type = await send(
      'POST',
      '/api/type-request',
      {
        kind_id: 12,
        code: 'visitor_feedback',
        name: { ru: 'Обращение посетителя', kk: 'Келушінің өтініші', en: 'Visitor feedback' },
        sla_hours: 8,
        fields: [
          {
            key: 'note',
            type: 'text',
            label: { ru: 'Заметка', kk: 'Ескертпе', en: 'Note' },
            required: false,
          },
        ],
      },
      superadmin,
    );
    expect(type.statusCode).toBe(201);
    const typeId = type.json().id as number;
    const plumbing = (await get('/api/type-request/kind/12', landlord))
      .json()
      .find((t: { code: string }) => t.code === 'plumbing');

    const { objects: perObject } = await links();
    const posted = await submit(perObject[0].token, message(), [{ name: 'leak.png', body: PNG }]);
    const id = posted.json().id as number;

    const needsAnswers = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: plumbing.id },
      landlord,
    );
    expect(needsAnswers.statusCode).toBe(400);
    expect(needsAnswers.json().errors).toEqual({
      request_type_id: 'validation.type_needs_answers',
    });
    const missingAnswers = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: plumbing.id, answers: { problem: 'leak' } },
      landlord,
    );
    expect(missingAnswers.statusCode).toBe(400);
    expect(missingAnswers.json().errors).toEqual({ 'answers.location': 'validation.required' });
    const foreignObject = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: typeId, object_id: esilObjectId },
      landlord,
    );
    expect(foreignObject.statusCode).toBe(400);
    expect(foreignObject.json().errors).toEqual({ object_id: 'validation.invalid' });
    expect((await get(`/api/visitor-messages/${id}`, landlord)).json()).toMatchObject({
      status: 'new',
      bid_id: null,
    });

    const converted = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: typeId },
      landlord,
    );
    expect(converted.statusCode).toBe(201);
    const record = converted.json();
    expect(record).toMatchObject({ id, status: 'processed', object_id: perObject[0].id });
    expect(record.bid_id).toEqual(expect.any(Number));
    expect(record.bid_number).toEqual(expect.any(Number));

    const bid = await get(`/api/bids/${record.bid_id}`, landlord);
    expect(bid.statusCode).toBe(200);
    expect(bid.json()).toMatchObject({
      id: record.bid_id,
      number: record.bid_number,
      source: 'visitor',
      status: 'new',
      request_type_id: typeId,
      object_id: perObject[0].id,
      applicant_name: 'Айгерим',
      phone: '+77012345678',
      description: 'На втором этаже не работает эскалатор',
      answers: {},
    });
    expect(bid.json().files.map((f: { name: string }) => f.name)).toEqual(['leak.png']);
    const events = (await get(`/api/bids/${record.bid_id}/history`, landlord)).json();
    expect(events.map((e: { type: string }) => e.type)).toContain('created');

    const twice = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: typeId },
      landlord,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ bid_id: 'validation.already_converted' });
    const [{ n: linked }] = await ctx.app.db
      .select({ n: count() })
      .from(visitorMessages)
      .where(and(eq(visitorMessages.id, id), eq(visitorMessages.bid_id, record.bid_id)));
    expect(Number(linked)).toBe(1);

    // A message with no name and no object: the bid needs an object; the applicant is generic.
    const anonymous = await leave({ name: '', phone: '' });
    const noObject = await send(
      'POST',
      `/api/visitor-messages/${anonymous}/bid`,
      { request_type_id: typeId },
      landlord,
    );
    expect(noObject.statusCode).toBe(400);
    expect(noObject.json().errors).toEqual({ object_id: 'validation.required' });
    const withObject = await send(
      'POST',
      `/api/visitor-messages/${anonymous}/bid`,
      {
        request_type_id: plumbing.id,
        object_id: perObject[1].id,
        answers: { problem: 'leak', location: 'Фуд-корт' },
      },
      landlord,
    );
    expect(withObject.statusCode).toBe(201);
    const anonymousBid = (await get(`/api/bids/${withObject.json().bid_id}`, landlord)).json();
    expect(anonymousBid).toMatchObject({
      object_id: perObject[1].id,
      applicant_name: expect.any(String),
      phone: null,
      answers: { problem: 'leak', location: 'Фуд-корт' },
    });
    expect(anonymousBid.applicant_name.length).toBeGreaterThan(0);

    const rejected = await leave();
    await setStatus(rejected, { status: 'rejected', reply_note: 'Дубль' });
    const fromRejected = await send(
      'POST',
      `/api/visitor-messages/${rejected}/bid`,
      { request_type_id: typeId, object_id: perObject[0].id },
      landlord,
    );
    expect(fromRejected.statusCode).toBe(409);
  });

  it('keeps messages from renters, closed levels and other landlords', async () => {
    const id = await leave();
    const renter = auth(await login(ctx.app, 'renter'));
    expect((await get('/api/visitor-messages', renter)).statusCode).toBe(403);
    expect((await get(`/api/visitor-messages/${id}`, renter)).statusCode).toBe(403);

    await addEmployee(ctx.app, 'visitors_none', { visitor_messages: 'none', settings: 'main' });
    const none = auth(await login(ctx.app, 'visitors_none'));
    expect((await get('/api/visitor-messages', none)).statusCode).toBe(403);
    expect((await get(`/api/visitor-messages/${id}`, none)).statusCode).toBe(403);
    expect((await setStatus(id, { status: 'processed' }, none)).statusCode).toBe(403);

    await addEmployee(ctx.app, 'visitors_view', { visitor_messages: 'view', requests: 'main' });
    const viewer = auth(await login(ctx.app, 'visitors_view'));
    expect((await get(`/api/visitor-messages/${id}`, viewer)).statusCode).toBe(200);
    expect((await setStatus(id, { status: 'processed' }, viewer)).statusCode).toBe(403);
    const viewerBid = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: 1 },
      viewer,
    );
    expect(viewerBid.statusCode).toBe(403);

    await addEmployee(ctx.app, 'visitors_no_bids', { visitor_messages: 'main', requests: 'none' });
    const noBids = auth(await login(ctx.app, 'visitors_no_bids'));
    expect((await setStatus(id, { status: 'rejected' }, noBids)).statusCode).toBe(400);
    const noBidsConvert = await send(
      'POST',
      `/api/visitor-messages/${id}/bid`,
      { request_type_id: 1 },
      noBids,
    );
    expect(noBidsConvert.statusCode).toBe(403);

    // No message has a creator or an assignee on staff: these levels see none of them.
    await addEmployee(ctx.app, 'visitors_creator', { visitor_messages: 'creator' });
    const creator = auth(await login(ctx.app, 'visitors_creator'));
    const creatorList = await get('/api/visitor-messages', creator);
    expect(creatorList.statusCode).toBe(200);
    expect(creatorList.json()).toEqual([]);
    expect((await get(`/api/visitor-messages/${id}`, creator)).statusCode).toBe(404);
    expect(
      (await setStatus(id, { status: 'rejected', reply_note: 'нет' }, creator)).statusCode,
    ).toBe(404);

    expect((await get(`/api/visitor-messages/${id}`, landlord2)).statusCode).toBe(404);
    expect(
      (await setStatus(id, { status: 'rejected', reply_note: 'чужое' }, landlord2)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/api/visitor-messages/${id}/bid`, { request_type_id: 1 }, landlord2))
        .statusCode,
    ).toBe(404);
    const foreignList = (await get('/api/visitor-messages', landlord2)).json();
    expect(foreignList.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await get(`/api/visitor-messages/${id}`, landlord)).json().status).toBe('new');

    const superadmin = auth(await login(ctx.app, 'superadmin'));
    expect((await get(`/api/visitor-messages/${id}`, superadmin)).statusCode).toBe(200);
    expect(
      (await setStatus(id, { status: 'rejected', reply_note: 'нет' }, superadmin)).statusCode,
    ).toBe(403);
  });
});

describe('the public form’s rate limit', () => {
  it('limits how often one address may submit', async () => {
    const { token } = await links();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await submit(token, message({ text: `Тест ${i}` }), [], '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await submit(token, message(), [], '10.9.9.9');
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await submit(token, message(), [], '10.9.9.10')).statusCode).toBe(201);
  });
});
