import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractors,
  demoRequests,
  employees,
  objects,
  objectTypes,
  questionnaires,
  renterRooms,
  rooms,
  supportMessages,
  users,
  visitorMessages,
} from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import type { RequestType } from '../../src/domain/requests';
import { addEmployee, auth, createTestApp, landlordId, login, type TestContext } from './helpers';

/**
 * Every route as every role. Later modules add their rows to ROUTES. Writes are sent with an
 * empty body: a caller who may write gets 400 (validation), one who may not gets 403 first.
 */
type Caller =
  | 'superadmin'
  | 'landlord'
  | 'employee'
  | 'emp_view'
  | 'emp_none'
  | 'renter'
  | 'guest'
  | 'landlord2';

interface Ids {
  aray: number;
  objectType: number;
  arayObject: number;
  arayRoom: number;
  arayRenter: number;
  arayEmployee: number;
  arayContractor: number;
  arayBid: number;
  arayVisitorMessage: number;
  arayQuestionnaire: number;
  demoRequest: number;
  supportMessage: number;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: Ids) => string;
  expect: Record<Caller, number>;
}

const all = (status: number, overrides: Partial<Record<Caller, number>> = {}) =>
  ({
    superadmin: status,
    landlord: status,
    employee: status,
    emp_view: status,
    emp_none: status,
    renter: status,
    guest: 401,
    landlord2: status,
    ...overrides,
  }) satisfies Record<Caller, number>;

/** A landlord's module: staff by level, the superadmin reads, renters and other modules' users not. */
const orgModule = (read: number, write: number, foreign: number) => ({
  superadmin: write === read ? read : 403,
  landlord: write,
  employee: write,
  emp_view: write === read ? read : 403,
  emp_none: 403,
  renter: 403,
  guest: 401,
  landlord2: foreign,
});

const superadminOnly = (allowed: number) => all(403, { superadmin: allowed });

const ROUTES: RouteCase[] = [
  { method: 'GET', url: () => '/api/health', expect: { ...all(200), guest: 200 } },
  { method: 'GET', url: () => '/api/version', expect: { ...all(200), guest: 200 } },
  { method: 'GET', url: () => '/api/user', expect: all(200) },
  { method: 'PUT', url: () => '/api/user', expect: all(400) },
  { method: 'PUT', url: () => '/api/user/password', expect: all(400) },
  { method: 'GET', url: () => '/api/user/all', expect: all(200) },
  { method: 'GET', url: () => '/api/user/landlord', expect: all(200, { superadmin: 404 }) },
  { method: 'GET', url: () => '/api/type-request/check-bid-access', expect: all(200) },
  { method: 'POST', url: () => '/api/auth/first-login', expect: all(400) },
  { method: 'GET', url: () => '/api/landlords', expect: superadminOnly(200) },
  { method: 'GET', url: (ids) => `/api/landlords/${ids.aray}`, expect: superadminOnly(200) },
  { method: 'POST', url: () => '/api/landlords', expect: superadminOnly(400) },
  { method: 'PUT', url: (ids) => `/api/landlords/${ids.aray}`, expect: superadminOnly(400) },
  {
    method: 'GET',
    url: (ids) => `/api/history/landlords/${ids.aray}`,
    expect: superadminOnly(200),
  },
  {
    method: 'GET',
    url: (ids) => `/api/history/renters/${ids.arayRenter}`,
    expect: orgModule(200, 200, 200),
  },
  { method: 'POST', url: () => '/api/files', expect: all(406) },
  { method: 'GET', url: () => '/api/type-object', expect: all(200) },
  { method: 'GET', url: (ids) => `/api/type-object/${ids.objectType}`, expect: all(200) },
  { method: 'POST', url: () => '/api/type-object', expect: superadminOnly(400) },
  {
    method: 'PUT',
    url: (ids) => `/api/type-object/${ids.objectType}`,
    expect: superadminOnly(400),
  },
  { method: 'DELETE', url: () => '/api/type-object/99999', expect: superadminOnly(404) },
  { method: 'GET', url: () => '/api/social-network', expect: all(200) },
  { method: 'GET', url: () => '/api/social-network/99999', expect: all(404) },
  { method: 'POST', url: () => '/api/social-network', expect: superadminOnly(400) },
  { method: 'PUT', url: () => '/api/social-network/99999', expect: superadminOnly(400) },
  { method: 'DELETE', url: () => '/api/social-network/99999', expect: superadminOnly(404) },
  { method: 'GET', url: () => '/api/public/social-networks', expect: { ...all(200), guest: 200 } },
  { method: 'GET', url: () => '/api/objects', expect: orgModule(200, 200, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/objects/${ids.arayObject}`,
    expect: orgModule(200, 200, 404),
  },
  { method: 'POST', url: () => '/api/objects', expect: orgModule(403, 400, 400) },
  {
    method: 'PUT',
    url: (ids) => `/api/objects/${ids.arayObject}`,
    expect: orgModule(403, 400, 400),
  },
  { method: 'DELETE', url: () => '/api/objects/99999', expect: orgModule(403, 404, 404) },
  { method: 'GET', url: () => '/api/rooms', expect: orgModule(200, 200, 200) },
  { method: 'GET', url: (ids) => `/api/rooms/${ids.arayRoom}`, expect: orgModule(200, 200, 404) },
  { method: 'POST', url: () => '/api/rooms', expect: orgModule(403, 400, 400) },
  { method: 'PUT', url: (ids) => `/api/rooms/${ids.arayRoom}`, expect: orgModule(403, 400, 400) },
  { method: 'DELETE', url: () => '/api/rooms/99999', expect: orgModule(403, 404, 404) },
  { method: 'GET', url: () => '/api/renters', expect: orgModule(200, 200, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/renters/${ids.arayRenter}`,
    expect: { ...orgModule(200, 200, 404), renter: 200 },
  },
  { method: 'POST', url: () => '/api/renters', expect: orgModule(403, 400, 400) },
  {
    method: 'PUT',
    url: (ids) => `/api/renters/${ids.arayRenter}`,
    expect: orgModule(403, 400, 400),
  },
  { method: 'DELETE', url: () => '/api/renters/99999', expect: orgModule(403, 404, 404) },
  {
    method: 'POST',
    url: (ids) => `/api/renters/${ids.arayRenter}/access`,
    expect: orgModule(403, 400, 400),
  },
  { method: 'GET', url: () => '/api/employee', expect: orgModule(200, 200, 200) },
  { method: 'GET', url: () => '/api/employee/all', expect: orgModule(200, 200, 200) },
  { method: 'GET', url: () => '/api/employee/general-info', expect: orgModule(200, 200, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/employee/${ids.arayEmployee}`,
    expect: orgModule(200, 200, 404),
  },
  { method: 'POST', url: () => '/api/employee', expect: orgModule(403, 400, 400) },
  {
    method: 'PUT',
    url: (ids) => `/api/employee/${ids.arayEmployee}`,
    expect: orgModule(403, 400, 400),
  },
  { method: 'DELETE', url: () => '/api/employee/99999', expect: orgModule(403, 404, 404) },
  { method: 'PUT', url: () => '/api/employee/99999/restore', expect: orgModule(403, 404, 404) },
  {
    method: 'POST',
    url: () => '/api/download/excel/employee',
    expect: { ...orgModule(200, 200, 200), emp_view: 403 },
  },
  { method: 'GET', url: () => '/api/contractors', expect: orgModule(200, 200, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/contractors/${ids.arayContractor}`,
    expect: orgModule(200, 200, 404),
  },
  { method: 'POST', url: () => '/api/contractors', expect: orgModule(403, 400, 400) },
  {
    method: 'PUT',
    url: (ids) => `/api/contractors/${ids.arayContractor}`,
    expect: orgModule(403, 400, 400),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/contractors/${ids.arayContractor}/status`,
    expect: orgModule(403, 400, 400),
  },
  { method: 'DELETE', url: () => '/api/contractors/99999', expect: orgModule(403, 404, 404) },
  {
    method: 'GET',
    url: () => '/api/contractors/form-link',
    expect: { ...orgModule(200, 200, 200), superadmin: 404 },
  },
  { method: 'PUT', url: () => '/api/contractors/form-link', expect: orgModule(403, 200, 200) },
  {
    method: 'GET',
    url: () => '/api/public/contractor-form/unknown-token-0',
    expect: { ...all(404), guest: 404 },
  },
  {
    method: 'POST',
    url: () => '/api/public/contractor-form/unknown-token-0',
    expect: { ...all(404), guest: 404 },
  },
  { method: 'GET', url: () => '/api/get-kind', expect: all(200) },
  { method: 'GET', url: () => '/api/type-request', expect: all(200) },
  { method: 'GET', url: () => '/api/type-request/kind/12', expect: all(200) },
  { method: 'POST', url: () => '/api/type-request', expect: superadminOnly(400) },
  { method: 'PUT', url: () => '/api/type-request/1', expect: superadminOnly(400) },
  { method: 'DELETE', url: () => '/api/type-request/99999', expect: superadminOnly(404) },
  {
    method: 'GET',
    url: () => '/api/type-request-landlord',
    expect: { ...orgModule(200, 200, 200), superadmin: 404 },
  },
  {
    method: 'PUT',
    url: () => '/api/type-request-landlord/show/1',
    expect: orgModule(403, 400, 400),
  },
  {
    method: 'PUT',
    url: () => '/api/type-request-landlord/99999',
    expect: orgModule(403, 404, 404),
  },
  {
    method: 'GET',
    url: () => '/api/settings/calendar',
    expect: { ...orgModule(200, 200, 200), superadmin: 404 },
  },
  { method: 'PUT', url: () => '/api/settings/calendar', expect: orgModule(403, 400, 400) },
  { method: 'POST', url: () => '/api/settings/holidays', expect: orgModule(403, 400, 400) },
  {
    method: 'DELETE',
    url: () => '/api/settings/holidays/2099-01-01',
    expect: orgModule(403, 404, 404),
  },
  { method: 'GET', url: () => '/api/bids', expect: { ...orgModule(200, 200, 200), renter: 200 } },
  {
    method: 'GET',
    url: (ids) => `/api/bids/${ids.arayBid}`,
    expect: { ...orgModule(200, 200, 404), renter: 200 },
  },
  { method: 'POST', url: () => '/api/bids', expect: { ...orgModule(403, 400, 400), renter: 400 } },
  {
    method: 'PUT',
    url: (ids) => `/api/bids/${ids.arayBid}`,
    expect: { ...orgModule(403, 400, 400), renter: 400 },
  },
  {
    method: 'PUT',
    url: (ids) => `/api/bids/${ids.arayBid}/status`,
    expect: { ...orgModule(403, 400, 400), renter: 400 },
  },
  {
    method: 'PUT',
    url: (ids) => `/api/bids/${ids.arayBid}/executor`,
    expect: orgModule(403, 200, 404),
  },
  { method: 'POST', url: () => '/api/bids/assign', expect: orgModule(403, 400, 400) },
  {
    method: 'GET',
    url: (ids) => `/api/bids/${ids.arayBid}/comments`,
    expect: { ...orgModule(200, 200, 404), renter: 200 },
  },
  {
    method: 'POST',
    url: (ids) => `/api/bids/${ids.arayBid}/comments`,
    expect: { ...orgModule(403, 400, 400), renter: 400 },
  },
  {
    method: 'GET',
    url: (ids) => `/api/bids/${ids.arayBid}/history`,
    expect: { ...orgModule(200, 200, 404), renter: 200 },
  },
  {
    method: 'PUT',
    url: (ids) => `/api/bids/${ids.arayBid}/rating`,
    expect: { ...orgModule(403, 400, 400), renter: 400 },
  },
  {
    method: 'POST',
    url: () => '/api/download/excel/bids',
    expect: { ...orgModule(200, 200, 200), emp_view: 403 },
  },
  { method: 'GET', url: () => '/api/saved-filters?resource=bids', expect: all(200) },
  { method: 'POST', url: () => '/api/saved-filters', expect: all(400) },
  { method: 'DELETE', url: () => '/api/saved-filters/99999', expect: all(404) },
  {
    method: 'GET',
    url: () => '/api/qrcode',
    expect: { ...orgModule(200, 200, 200), superadmin: 404 },
  },
  { method: 'PUT', url: () => '/api/qrcode', expect: orgModule(403, 200, 200) },
  { method: 'GET', url: () => '/api/visitor-messages', expect: orgModule(200, 200, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/visitor-messages/${ids.arayVisitorMessage}`,
    expect: orgModule(200, 200, 404),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/visitor-messages/${ids.arayVisitorMessage}/status`,
    expect: orgModule(403, 400, 400),
  },
  {
    method: 'POST',
    url: (ids) => `/api/visitor-messages/${ids.arayVisitorMessage}/bid`,
    expect: orgModule(403, 400, 400),
  },
  {
    method: 'GET',
    url: () => '/api/public/visitor/unknown-token-0',
    expect: { ...all(404), guest: 404 },
  },
  {
    method: 'POST',
    url: () => '/api/public/visitor/unknown-token-0',
    expect: { ...all(404), guest: 404 },
  },
  { method: 'GET', url: () => '/api/application-forms', expect: orgModule(200, 200, 200) },
  {
    method: 'GET',
    url: (ids) => `/api/application-forms/${ids.arayQuestionnaire}`,
    expect: orgModule(200, 200, 404),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/application-forms/${ids.arayQuestionnaire}/status`,
    expect: orgModule(403, 400, 400),
  },
  {
    method: 'POST',
    url: (ids) => `/api/application-forms/${ids.arayQuestionnaire}/renter`,
    expect: orgModule(403, 409, 404),
  },
  {
    method: 'GET',
    url: () => '/api/application-forms/link',
    expect: { ...orgModule(200, 200, 200), superadmin: 404 },
  },
  { method: 'PUT', url: () => '/api/application-forms/link', expect: orgModule(403, 200, 200) },
  {
    method: 'POST',
    url: () => '/api/download/excel/application-forms',
    expect: { ...orgModule(200, 200, 200), emp_view: 403 },
  },
  {
    method: 'GET',
    url: () => '/api/public/application-form/unknown-token-0',
    expect: { ...all(404), guest: 404 },
  },
  {
    method: 'POST',
    url: () => '/api/public/application-form/unknown-token-0',
    expect: { ...all(404), guest: 404 },
  },
  { method: 'GET', url: () => '/api/public/shopping-centers', expect: { ...all(200), guest: 200 } },
  { method: 'POST', url: () => '/api/public/demo-requests', expect: { ...all(400), guest: 400 } },
  {
    method: 'POST',
    url: () => '/api/public/support-messages',
    expect: { ...all(400), guest: 400 },
  },
  { method: 'GET', url: () => '/api/demo-requests', expect: superadminOnly(200) },
  {
    method: 'GET',
    url: (ids) => `/api/demo-requests/${ids.demoRequest}`,
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/demo-requests/${ids.demoRequest}/status`,
    expect: superadminOnly(400),
  },
  { method: 'POST', url: () => '/api/download/excel/demo-requests', expect: superadminOnly(200) },
  { method: 'GET', url: () => '/api/support-messages', expect: superadminOnly(200) },
  {
    method: 'GET',
    url: (ids) => `/api/support-messages/${ids.supportMessage}`,
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/support-messages/${ids.supportMessage}/status`,
    expect: superadminOnly(400),
  },
  {
    method: 'POST',
    url: () => '/api/download/excel/support-messages',
    expect: superadminOnly(200),
  },
];

let ctx: TestContext;
let ids: Ids;
const tokens = {} as Record<Caller, string | null>;

beforeAll(async () => {
  ctx = await createTestApp();
  await addEmployee(ctx.app, 'emp_view', 'view');
  await addEmployee(ctx.app, 'emp_none', 'none');
  const [type] = await ctx.app.db.select().from(objectTypes).limit(1);
  const aray = await landlordId(ctx.app, 'ТРЦ Арай');
  const [object] = await ctx.app.db.select().from(objects).where(eq(objects.landlord_id, aray));
  const [room] = await ctx.app.db.select().from(rooms).where(eq(rooms.object_id, object.id));
  const [renter] = await ctx.app.db
    .select({ id: users.renter_id })
    .from(users)
    .where(eq(users.login, 'renter'));
  const [employee] = await ctx.app.db
    .select()
    .from(employees)
    .where(eq(employees.landlord_id, aray));
  const [contractor] = await ctx.app.db
    .insert(contractors)
    .values({
      landlord_id: aray,
      company_name: 'ТОО «Лифт Сервис»',
      bin: demoBin('0911', '4', 2041),
      contact_full_name: 'Ибраев Марат',
      phone: '+77015550909',
      services: ['elevators'],
    })
    .returning();
  const renterToken = await login(ctx.app, 'renter');
  const offered = (
    await ctx.app.inject({ url: '/api/type-request/kind/12', headers: auth(renterToken) })
  ).json() as RequestType[];
  const hvac = offered.find((t) => t.code === 'hvac') as RequestType;
  const [held] = await ctx.app.db
    .select({ room_id: rooms.id, object_id: rooms.object_id })
    .from(rooms)
    .innerJoin(renterRooms, eq(renterRooms.room_id, rooms.id))
    .where(eq(renterRooms.renter_id, renter.id ?? 0));
  const bid = await ctx.app.inject({
    method: 'POST',
    url: '/api/bids',
    headers: auth(renterToken),
    payload: {
      request_type_id: hvac.id,
      object_id: held.object_id,
      room_id: held.room_id,
      applicant_name: 'Ким Виктория',
      answers: { problem: hvac.fields.find((f) => f.key === 'problem')?.options?.[0].value },
    },
  });
  if (bid.statusCode !== 201) throw new Error(`bid: ${bid.body}`);
  const [message] = await ctx.app.db
    .insert(visitorMessages)
    .values({ landlord_id: aray, category: 'complaint', text: 'Грязно в фудкорте' })
    .returning();
  const [questionnaire] = await ctx.app.db
    .insert(questionnaires)
    .values({
      landlord_id: aray,
      bin_iin: demoBin('1907', '4', 61234),
      company_name: 'ТОО «Жибек Жолы Ритейл»',
      brand_name: 'Silk Way',
      category: 'clothing',
      contact_full_name: 'Абенова Сания',
      email: 'sania@silkway.kz',
      phone: '+77015554433',
    })
    .returning();
  const [demoRequest] = await ctx.app.db.select().from(demoRequests).limit(1);
  const [supportMessage] = await ctx.app.db.select().from(supportMessages).limit(1);
  ids = {
    aray,
    arayQuestionnaire: questionnaire.id,
    demoRequest: demoRequest.id,
    supportMessage: supportMessage.id,
    arayVisitorMessage: message.id,
    arayBid: bid.json().id,
    arayContractor: contractor.id,
    arayEmployee: employee.id,
    objectType: type.id,
    arayObject: object.id,
    arayRoom: room.id,
    arayRenter: renter.id ?? 0,
  };
  for (const caller of Object.keys(all(0)) as Caller[]) {
    tokens[caller] = caller === 'guest' ? null : await login(ctx.app, caller);
  }
});
afterAll(() => ctx.close());

describe('access matrix', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url({ aray: 1, objectType: 1, arayObject: 1, arayRoom: 1, arayRenter: 1, arayEmployee: 1, arayContractor: 1, arayBid: 1, arayVisitorMessage: 1, arayQuestionnaire: 1, demoRequest: 1, supportMessage: 1 })}`, async () => {
      for (const [caller, expected] of Object.entries(route.expect) as [Caller, number][]) {
        const token = tokens[caller];
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url(ids),
          headers: token ? auth(token) : {},
          ...(route.method === 'GET' || route.url(ids) === '/api/files' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${caller}: ${res.body.slice(0, 200)}`).toBe(expected);
      }
    });
  }
});
