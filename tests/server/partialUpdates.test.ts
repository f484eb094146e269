import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBin } from '../../server/db/seed/demo';
import { REQUEST_KINDS, type RequestFieldDef } from '../../src/domain/requestTypes';
import {
  addEmployee,
  auth,
  createTestApp,
  login,
  multipartBody,
  PNG,
  type TestContext,
} from './helpers';
import { answersFor } from './matrix/factories';

/**
 * Every update route takes a body with one field: the field changes, every other one reads back
 * as it was, and `null` clears an optional field (a client written against the spec sends only
 * what changed).
 */

let ctx: TestContext;
let landlord: Record<string, string>;
let superadmin: Record<string, string>;
let serial = 0;
const next = () => ++serial;

type Rec = Record<string, unknown>;

const send = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const res = await ctx.app.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as Rec;
};

/**
 * The record with what a write always moves left out: its time stamp, the fields named, and the
 * expiry and signature of file links (signed anew on every read).
 */
const stable = (record: Rec, ...changed: string[]) => {
  const copy = { ...record };
  for (const field of ['updated_at', ...changed]) delete copy[field];
  return JSON.parse(JSON.stringify(copy).replace(/(\/storage\/[^"?]+)\?[^"]*/g, '$1'));
};

interface UpdateCase {
  name: string;
  /** The record's URL (created for the test); PUT and GET go there unless `read` says. */
  make: () => Promise<string>;
  /** How the record reads back, when not by a GET of the PUT's URL. */
  read?: (url: string) => Promise<Rec>;
  headers?: () => Record<string, string>;
  field: string;
  value: unknown;
  /** How the changed field reads back, when not as sent. */
  reads?: unknown;
  /** An optional field that `null` clears. */
  clears?: string;
  /** What the cleared field's value names, shown beside it (its name). */
  clearsAlso?: string[];
}

const created = async (path: string, body: object, headers = landlord) =>
  `${path}/${(await send('POST', path, headers, body)).id}`;
const idOf = (url: string) => Number(url.split('/').pop());

/** A fresh upload: a file goes with one record. */
const upload = async () => {
  const form = multipartBody({}, [{ field: 'file', name: 'plan.png', body: PNG }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...landlord, ...form.headers },
  });
  return res.json().id as number;
};

let objectId: number;
let objectTypeId: number;
let renterId: number;

const room = () =>
  created('/api/rooms', {
    object_id: objectId,
    number: `PU-${next()}`,
    floor: 2,
    area: 31.5,
    purpose: 'retail',
    status: 'free',
  });

const CASES: UpdateCase[] = [
  {
    name: 'objects',
    make: async () =>
      created('/api/objects', {
        object_type_id: objectTypeId,
        name: `Частичный объект ${next()}`,
        address: 'пр. Абая, 10',
        city: 'almaty',
        is_public: false,
        description: 'Описание остаётся',
      }),
    field: 'name',
    value: 'Новое имя объекта',
    clears: 'description',
  },
  { name: 'rooms', make: room, field: 'floor', value: 3 },
  {
    name: 'renters',
    make: () =>
      created('/api/renters', {
        legal_name: `ТОО «Частичный ${next()}»`,
        bin_iin: demoBin('9902', '4', next() * 10),
        category: 'clothing',
        contact_full_name: 'Иванов Иван Иванович',
        phone: '+77015550101',
        email: `pu${next()}@example.kz`,
        status: 'active',
      }),
    field: 'contact_full_name',
    value: 'Петров Пётр',
    clears: 'email',
  },
  {
    name: 'contractors',
    make: () =>
      created('/api/contractors', {
        company_name: `ТОО «Подрядчик ${next()}»`,
        bin: demoBin('9903', '4', next() * 10),
        contact_full_name: 'Сериков Арман',
        phone: '+77015550202',
        email: `pc${next()}@example.kz`,
        services: ['cleaning'],
        file_ids: [],
      }),
    field: 'contact_full_name',
    value: 'Сериков Ербол',
    clears: 'email',
  },
  {
    name: 'type-object',
    headers: () => superadmin,
    make: () =>
      created(
        '/api/type-object',
        { name: { ru: `Тип ${next()}`, kk: 'Түрі', en: 'Type' } },
        superadmin,
      ),
    field: 'name',
    value: { ru: 'Новый тип', kk: 'Жаңа түрі', en: 'New type' },
  },
  {
    name: 'social-network',
    headers: () => superadmin,
    make: () =>
      created(
        '/api/social-network',
        {
          name: { ru: `Сеть ${next()}`, kk: 'Желі', en: 'Network' },
          url: 'https://example.kz/pu',
          icon: 'website',
          sort_order: 901,
        },
        superadmin,
      ),
    field: 'sort_order',
    value: 902,
  },
  {
    name: 'type-request',
    headers: () => superadmin,
    make: () =>
      created(
        '/api/type-request',
        {
          kind_id: REQUEST_KINDS.internal,
          code: `pu_type_${next()}`,
          name: { ru: 'Тест', kk: 'Тест', en: 'Test' },
          sla_hours: 8,
          fields: [],
          is_active: false,
        },
        superadmin,
      ),
    field: 'sla_hours',
    value: 12,
  },
  {
    name: 'contracts',
    make: async () => {
      const leased = idOf(await room());
      return created('/api/contracts', {
        number: `PU-${next()}`,
        signed_on: '2026-12-20',
        renter_id: renterId,
        object_id: objectId,
        room_ids: [leased],
        rate_per_m2: 9_500,
        starts_on: '2031-01-01',
        ends_on: '2031-12-31',
        comment: 'Комментарий остаётся',
      });
    },
    field: 'number',
    value: 'PU-ИЗМ-1',
    clears: 'comment',
  },
  {
    name: 'documents',
    make: () =>
      created('/api/documents', {
        direction: 'incoming',
        registered_on: '2031-02-03',
        correspondent: `ТОО «Корреспондент ${next()}»`,
        subject: 'О согласовании работ',
        summary: 'Кратко',
        delivery: 'post',
      }),
    field: 'subject',
    value: 'О новом согласовании',
    clears: 'summary',
  },
  {
    name: 'employee',
    make: () =>
      created('/api/employee', {
        full_name: `Частичный Сотрудник ${next()}`,
        iin: demoBin('9001', '4', next() * 10),
        department: 'operations',
        position: 'Инженер',
        phone: '+77015550404',
        email: `pe${next()}@example.kz`,
        pass_card: `PU-CARD-${next()}`,
        work_start: '08:00',
        work_end: '17:00',
      }),
    field: 'position',
    value: 'Старший инженер',
    clears: 'email',
  },
  {
    name: 'tasks',
    make: async () =>
      created('/api/tasks', {
        executor_id: executorId,
        description: 'Проверить освещение',
        priority: 'high',
        bid_id: null,
        room_id: roomId,
        deadline: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        file_ids: [await upload()],
      }),
    field: 'description',
    value: 'Проверить освещение и вентиляцию',
    clears: 'room_id',
    clearsAlso: ['room_label'],
  },
  {
    name: 'bids',
    make: async () =>
      created('/api/bids', {
        request_type_id: bidTypeId,
        object_id: objectId,
        room_id: roomId,
        applicant_name: 'Ким Виктория',
        phone: '+77017770404',
        description: 'Течёт кран',
        answers: bidAnswers,
        file_ids: [await upload()],
      }),
    field: 'applicant_name',
    value: 'Ким Виктор',
    clears: 'phone',
  },
  {
    name: 'landlords',
    headers: () => superadmin,
    make: () =>
      created(
        '/api/landlords',
        {
          name: `ТРЦ Частичный ${next()}`,
          bin: demoBin('9905', '4', next() * 10),
          legal_address: 'г. Алматы, ул. Тестовая, 1',
          city: 'almaty',
          director_full_name: 'Директоров Директор',
          phone: '+77015550303',
          email: `pl${next()}@example.kz`,
          status: 'active',
          owner_login: `pu_owner_${next()}`,
          owner_full_name: 'Владелец Частичный',
        },
        superadmin,
      ),
    field: 'director_full_name',
    value: 'Новый Директор',
  },
  {
    name: 'request type settings',
    make: async () => {
      const settings = (await send('GET', '/api/type-request-landlord', landlord)) as unknown as {
        id: number;
      }[];
      const url = `/api/type-request-landlord/${settings[0].id}`;
      await send('PUT', url, landlord, { sla_hours: 10, default_executor_id: executorId });
      return url;
    },
    read: async (url) =>
      ((await send('GET', '/api/type-request-landlord', landlord)) as unknown as Rec[]).find(
        (row) => `/api/type-request-landlord/${row.id}` === url,
      ) as Rec,
    field: 'sla_hours',
    value: 14,
    clears: 'default_executor_id',
  },
  {
    name: 'devices',
    make: () =>
      created('/api/devices', { name: `Турникет ${next()}`, object_id: objectId, direction: 'in' }),
    read: async (url) =>
      ((await send('GET', '/api/devices', landlord)) as unknown as Rec[]).find(
        (row) => `/api/devices/${row.id}` === url,
      ) as Rec,
    field: 'name',
    value: 'Главный вход',
    clears: 'object_id',
    clearsAlso: ['object_name'],
  },
  {
    name: 'timesheet settings',
    make: async () => {
      await send('PUT', '/api/timesheet/settings', landlord, {
        digest: true,
        legend: (await send('GET', '/api/timesheet/settings', landlord)).legend as object,
      });
      return '/api/timesheet/settings';
    },
    field: 'digest',
    value: false,
  },
  {
    name: 'letter register prefixes',
    make: async () => {
      await send('PUT', '/api/documents/prefixes', landlord, { incoming: 'ВХ', outgoing: 'ИСХ' });
      return '/api/documents/prefixes';
    },
    field: 'incoming',
    value: 'ВХД',
  },
  {
    name: 'own profile',
    headers: () => profileOwner,
    make: async () => {
      await send('PUT', '/api/user', profileOwner, {
        full_name: 'Профиль Частичный',
        phone: '+77015550606',
        email: 'profile@example.kz',
        locale: 'kk',
      });
      return '/api/user';
    },
    field: 'full_name',
    value: 'Профиль Изменённый',
    clears: 'phone',
  },
  {
    name: 'calendar events',
    make: () =>
      created('/api/calendar-events', {
        title: 'Встреча с арендатором',
        type: 'meeting',
        starts_at: '2030-03-04T10:00:00+05:00',
        ends_at: '2030-03-04T11:00:00+05:00',
        reminders: [15, 60],
        description: 'Обсудить продление',
      }),
    field: 'title',
    value: 'Встреча перенесена в переговорную',
    clears: 'description',
  },
];

let executorId: number;
let roomId: number;
let bidTypeId: number;
let bidAnswers: Record<string, unknown>;
let profileOwner: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  superadmin = auth(await login(ctx.app, 'superadmin'));
  const objectTypes = (await send('GET', '/api/type-object', landlord)) as unknown as Rec[];
  objectTypeId = objectTypes[0].id as number;
  objectId = idOf(
    await created('/api/objects', {
      object_type_id: objectTypeId,
      name: `Объект для частичных правок ${next()}`,
      address: 'ул. Сатпаева, 1',
      city: 'almaty',
      is_public: false,
    }),
  );
  renterId = idOf(
    await created('/api/renters', {
      legal_name: `ТОО «Арендатор ${next()}»`,
      bin_iin: demoBin('9904', '4', next() * 10),
      category: 'clothing',
      contact_full_name: 'Абаев Абай',
      phone: '+77015550303',
      status: 'active',
    }),
  );
  roomId = idOf(await room());
  executorId = (await addEmployee(ctx.app, `pu_exec_${next()}`, 'executor')).user.id;
  const profile = await addEmployee(ctx.app, `pu_profile_${next()}`, 'view');
  profileOwner = auth(await login(ctx.app, profile.user.login));
  const bidTypes = (await send(
    'GET',
    `/api/type-request/kind/${REQUEST_KINDS.tenant}`,
    landlord,
  )) as unknown as { id: number; code: string; fields: RequestFieldDef[] }[];
  const plumbing = bidTypes.find((t) => t.code === 'plumbing') ?? bidTypes[0];
  bidTypeId = plumbing.id;
  bidAnswers = answersFor(plumbing.fields);
});
afterAll(() => ctx.close());

describe('a one-field body changes one field', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const headers = c.headers?.() ?? landlord;
      const url = await c.make();
      const read = () => c.read?.(url) ?? send('GET', url, headers);
      const before = await read();
      const answered = await send('PUT', url, headers, { [c.field]: c.value });
      const after = await read();
      expect(after[c.field]).toEqual(c.reads ?? c.value);
      if (c.field in answered) expect(answered[c.field]).toEqual(after[c.field]);
      expect(stable(after, c.field)).toEqual(stable(before, c.field));
      if (!c.clears) return;
      expect(before[c.clears]).not.toBeNull();
      await send('PUT', url, headers, { [c.clears]: null });
      const cleared = await read();
      expect(cleared[c.clears]).toBeNull();
      const shown = [c.clears, ...(c.clearsAlso ?? [])];
      expect(stable(cleared, ...shown)).toEqual(stable(after, ...shown));
    });
  }
});

describe('a client written against the spec', () => {
  it('sends groups as recipients, one changed field, and a page of 500', async () => {
    const form = multipartBody({ message: 'Плановое отключение воды', 'recipients[0]': 'renters' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/employee-notifications',
      payload: form.payload,
      headers: { ...landlord, ...form.headers },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const url = await created('/api/renters', {
      legal_name: `ТОО «Спецификация ${next()}»`,
      bin_iin: demoBin('9906', '4', next() * 10),
      category: 'clothing',
      contact_full_name: 'Серикова Айгерим',
      phone: '+77015550707',
      email: `spec${next()}@example.kz`,
      status: 'active',
    });
    await send('PUT', url, landlord, { phone: '+7 701 555 08 08' });
    const renter = await send('GET', url, landlord);
    expect(renter).toMatchObject({
      phone: '+77015550808',
      email: expect.stringMatching(/^spec\d+@example\.kz$/),
      contact_full_name: 'Серикова Айгерим',
    });

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/renters?per_page=500&page=1',
      headers: landlord,
    });
    expect(page.statusCode, page.body).toBe(200);
    const total = Number(page.headers['x-total-count']);
    expect(page.json()).toHaveLength(Math.min(total, 100));
  });
});
