import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, visitorMessages } from '../../server/db/schema';
import { almatyDay } from '../../src/domain/almatyTime';
import {
  addEmployee,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  type TestContext,
} from './helpers';

/**
 * The free trial: the superadmin moves its end (extends, ends, lifts it), audited; once it has
 * ended every write of the organization answers 402 TRIAL_ENDED in the caller's language and
 * stores nothing, while reading, exporting and a person's own settings still work.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
const H: Record<string, Headers> = {};
let aray: number;
let place: { object_id: number; room_id: number };
let plumbingId: number;
let deviceKey: string;

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => almatyDay(new Date(Date.now() + days * DAY_MS));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Headers, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who,
    ...(body === undefined ? {} : { payload: body as object }),
  });

const setTrial = (id: number, trialEndsAt: string | null, who = H.superadmin) =>
  call('PUT', `/api/landlords/${id}/trial`, who, { trial_ends_at: trialEndsAt });

const bidBody = () => ({
  request_type_id: plumbingId,
  ...place,
  applicant_name: 'Ким Виктория',
  phone: '+7 701 777 04 04',
  description: 'Течёт под раковиной',
  answers: { problem: 'leak', flooding: true, location: 'Кухня' },
});

const bidCount = async () =>
  (await ctx.app.db.select({ n: count() }).from(bids).where(eq(bids.landlord_id, aray)))[0].n;

beforeAll(async () => {
  ctx = await createTestApp();
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  for (const name of ['superadmin', 'landlord', 'renter', 'landlord2']) {
    H[name] = auth(await login(ctx.app, name));
  }
  await addEmployee(ctx.app, 'trial_staff', 'main');
  H.employee = auth(await login(ctx.app, 'trial_staff'));
  const [room] = (await call('GET', '/api/bids/places', H.renter)).json();
  place = { object_id: room.object_id, room_id: room.room_id };
  const types = (await call('GET', '/api/type-request/kind/12', H.renter)).json();
  plumbingId = types.find((t: { code: string }) => t.code === 'plumbing').id;
  const device = await call('POST', '/api/devices', H.landlord, {
    name: 'Турникет у входа',
    object_id: null,
    direction: 'in',
  });
  expect(device.statusCode, device.body).toBe(201);
  deviceKey = device.json().key;
});
afterAll(() => ctx.close());

describe('PUT /api/landlords/{id}/trial', () => {
  it('moves the end to the day after the last day (Almaty midnight) and audits it', async () => {
    const lastDay = dayFromToday(5);
    const res = await setTrial(aray, lastDay);
    expect(res.statusCode, res.body).toBe(200);
    const ends = res.json().trial_ends_at as string;
    expect(Date.parse(ends)).toBe(Date.parse(`${lastDay}T00:00:00+05:00`) + DAY_MS);
    const history = (await call('GET', `/api/history/landlords/${aray}`, H.superadmin)).json();
    expect(history[0].changes.trial_ends_at.to).toBeTruthy();
    const user = (await call('GET', '/api/user', H.landlord)).json();
    expect(Date.parse(user.trial_ends_at)).toBe(Date.parse(ends));
  });

  it('is the superadmin’s alone: 403 to the organization’s people, 404 for an unknown one', async () => {
    for (const who of ['landlord', 'employee', 'renter']) {
      expect((await setTrial(aray, dayFromToday(30), H[who])).statusCode, who).toBe(403);
    }
    expect((await setTrial(999_999, dayFromToday(30))).statusCode).toBe(404);
  });

  it('refuses a day that is not one, or more than three years ahead, and stores nothing', async () => {
    const before = (await call('GET', `/api/landlords/${aray}`, H.superadmin)).json();
    const bad = await setTrial(aray, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ trial_ends_at: 'validation.date' });
    const far = await setTrial(aray, dayFromToday(1200));
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({ trial_ends_at: 'validation.trial_too_far' });
    const after = (await call('GET', `/api/landlords/${aray}`, H.superadmin)).json();
    expect(after.trial_ends_at).toBe(before.trial_ends_at);
  });
});

describe('after the trial', () => {
  it('refuses every write of the organization with 402 in the caller’s language', async () => {
    expect((await setTrial(aray, dayFromToday(-1))).statusCode).toBe(200);
    const before = await bidCount();
    const renter = await call('POST', '/api/bids', H.renter, bidBody());
    expect(renter.statusCode).toBe(402);
    expect(renter.json()).toMatchObject({
      code: 'TRIAL_ENDED',
      reason: 'app.trial.write_refused',
    });
    expect(renter.json().message).toMatch(/Пробный период организации закончился/);
    const staff = await call('POST', '/api/bids', H.employee, bidBody());
    expect(staff.statusCode).toBe(402);
    const object = await call('PUT', `/api/objects/${place.object_id}`, H.landlord, {
      name: 'Новое имя',
    });
    expect(object.statusCode).toBe(402);
    expect(await bidCount()).toBe(before);

    expect((await call('PUT', '/api/user/locale', H.landlord, { locale: 'kk' })).statusCode).toBe(
      204,
    );
    const kazakh = await call('POST', '/api/tasks', H.landlord, {});
    expect(kazakh.statusCode).toBe(402);
    expect(kazakh.json().message).toMatch(/сынақ кезеңі аяқталды/);
    await call('PUT', '/api/user/locale', H.landlord, { locale: 'ru' });
  });

  it('keeps reading, exporting and a person’s own settings open; nothing is deleted', async () => {
    const list = await call('GET', '/api/bids?range=[0,9]', H.landlord);
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    const sheet = await call('POST', '/api/download/excel/bids', H.landlord, {
      filter: {},
      sort: ['id', 'DESC'],
    });
    expect(sheet.statusCode).toBe(200);
    const saved = await call('POST', '/api/saved-filters', H.landlord, {
      resource: 'requests-journal',
      name: 'Мои',
      filter: {},
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await call('POST', '/api/notifications/read-all', H.renter)).statusCode).toBe(200);
  });

  it('leaves other organizations alone', async () => {
    const other = await call('POST', '/api/task-categories', H.landlord2, { name: 'Охрана' });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('closes the organization’s public forms and pass devices with 402', async () => {
    const { token } = (await call('GET', '/api/qrcode', H.landlord)).json();
    const form = multipartBody({
      category: 'question',
      text: 'Где парковка?',
      name: 'Гость',
      phone: '',
      object_id: '',
    });
    const before = (await ctx.app.db.select({ n: count() }).from(visitorMessages))[0].n;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/visitor/${token}`,
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/free trial has ended/);
    expect((await ctx.app.db.select({ n: count() }).from(visitorMessages))[0].n).toBe(before);

    const passes = await ctx.app.inject({
      method: 'POST',
      url: '/api/devices/events',
      headers: { authorization: `Bearer ${deviceKey}` },
      payload: {
        events: [{ card: '0012345678', at: new Date(Date.now() - 60_000).toISOString() }],
      },
    });
    expect(passes.statusCode).toBe(402);
    expect(passes.json().code).toBe('TRIAL_ENDED');
  });

  it('opens again once the superadmin lifts or extends it', async () => {
    expect((await setTrial(aray, null)).json().trial_ends_at).toBeNull();
    expect((await call('GET', '/api/user', H.renter)).json().trial_ends_at).toBeNull();
    const bid = await call('POST', '/api/bids', H.renter, bidBody());
    expect(bid.statusCode, bid.body).toBe(201);
    expect((await setTrial(aray, dayFromToday(0))).statusCode).toBe(200);
    const today = await call('POST', '/api/bids', H.renter, bidBody());
    expect(today.statusCode, today.body).toBe(201);
  });
});
