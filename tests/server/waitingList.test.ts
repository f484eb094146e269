import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, inArray, lte, max } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  attachments,
  files,
  landlords,
  objects,
  publicLinks,
  questionnaireEvents,
  questionnaires,
  renters,
} from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import {
  QUESTIONNAIRE_STATUSES,
  QUESTIONNAIRE_TRANSITIONS,
  type QuestionnaireStatus,
  questionnaireInput,
} from '../../src/domain/waitingList';
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
let aray: number;
let esil: number;
let arayObjects: { id: number; name: string; is_public: boolean }[];
/** The last questionnaire the seed made: tests add their own after it. */
let lastSeeded: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  landlord2 = auth(await login(ctx.app, 'landlord2'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  esil = await landlordId(ctx.app, 'БЦ Есиль');
  arayObjects = await ctx.app.db
    .select({ id: objects.id, name: objects.name, is_public: objects.is_public })
    .from(objects)
    .where(eq(objects.landlord_id, aray))
    .orderBy(asc(objects.id));
  lastSeeded = Number(
    (await ctx.app.db.select({ last: max(questionnaires.id) }).from(questionnaires))[0].last,
  );
});
afterAll(() => ctx.close());

const BIN = demoBin('1907', '4', 61234);

/** A complete questionnaire as the public form sends it: every value a string. */
const formFields = (overrides: Record<string, string> = {}) => ({
  bin_iin: BIN,
  company_name: 'ТОО «Мода Ритейл KZ»',
  legal_address: 'г. Алматы, ул. Жандосова, 58',
  director_full_name: 'Сейткали Нурлан Ерикович',
  bank: 'АО «Народный Банк Казахстана»',
  bik: 'hsbkkzkx',
  iik: 'KZ86 125K ZT50 0410 0100',
  brand_name: 'Qazaq Denim',
  category: 'clothing',
  brand_country: 'Казахстан',
  years_in_business: '7',
  segment: 'middle_plus',
  stores_count: '12',
  media_link: 'https://www.instagram.com/qazaqdenim',
  average_check: '24 500',
  turnover_per_sqm: '310000,50',
  area_min: '120',
  area_max: '180.5',
  turnover_tenge: '450000000',
  power_min_kw: '20',
  power_max_kw: '35',
  floor: '1–2',
  store_format: 'store',
  water_supply: 'false',
  indoor_supply: 'true',
  file_link_1: 'https://disk.example.kz/qazaq-denim/presentation.pdf',
  file_link_2: '',
  contact_full_name: 'Ахметова Жанна Болатовна',
  email: 'Leasing@QazaqDenim.kz',
  work_phone: '8 (727) 250-11-22',
  phone: '+7 701 555 44 33',
  comment: 'Ищем помещение у эскалатора',
  additional_info: '',
  consent: 'true',
  ...overrides,
});

interface FormFile {
  field: string;
  name: string;
  body: Buffer;
}

let addressSerial = 0;
/** Each test sends from its own address, so one test's submissions never limit another's. */
const newAddress = () => `10.5.0.${++addressSerial}`;

const submit = (
  token: string,
  fields: Record<string, string>,
  attached: FormFile[] = [],
  remoteAddress = '10.5.1.1',
) => {
  const form = multipartBody(fields, attached);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/application-form/${token}`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress,
  });
};

const linkOf = async (headers: Record<string, string>, objectId?: number) => {
  const res = await ctx.app.inject({
    url: `/api/application-forms/link${objectId ? `?object_id=${objectId}` : ''}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; url: string };
};

const send = (
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload: object = {},
) => ctx.app.inject({ method, url, headers, payload });

const setStatus = (id: number, status: string, headers = landlord) =>
  send('PUT', `/api/application-forms/${id}/status`, headers, { status });

/** A new questionnaire through the landlord-wide link; returns its id. */
const newQuestionnaire = async (overrides: Record<string, string> = {}) => {
  const { token } = await linkOf(landlord);
  const res = await submit(token, formFields(overrides), [], newAddress());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

/** What a refused submission must leave unchanged: rows and stored file bodies. */
const footprint = async () => {
  const db = ctx.app.db;
  const [[{ n: rows }], [{ n: events }], [{ n: fileRows }], [{ n: links }]] = await Promise.all([
    db.select({ n: count() }).from(questionnaires),
    db.select({ n: count() }).from(questionnaireEvents),
    db.select({ n: count() }).from(files),
    db.select({ n: count() }).from(attachments),
  ]);
  const bodies = await readdir(path.join(ctx.dataDir, 'files'), { recursive: true }).catch(
    () => [],
  );
  return {
    rows: Number(rows),
    events: Number(events),
    fileRows: Number(fileRows),
    attachments: Number(links),
    bodies: bodies.length,
  };
};

const list = async (headers: Record<string, string>, filter: object = {}, extra = '') => {
  const res = await ctx.app.inject({
    url: `/api/application-forms?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]${extra}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as { id: number; status: string; [key: string]: unknown }[],
    total: Number(res.headers['x-total-count']),
    range: res.headers['content-range'],
  };
};

describe('the demo waiting list', () => {
  it('has about 25 valid questionnaires per landlord in every status, with their history', async () => {
    for (const landlordKey of [aray, esil]) {
      const rows = await ctx.app.db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.landlord_id, landlordKey), lte(questionnaires.id, lastSeeded)))
        .orderBy(asc(questionnaires.id));
      expect(rows.length).toBeGreaterThanOrEqual(25);
      expect(rows.length).toBeLessThanOrEqual(30);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(QUESTIONNAIRE_STATUSES));
      expect(rows.some((r) => r.object_id !== null)).toBe(true);
      for (const row of rows) {
        const parsed = questionnaireInput.safeParse(row);
        expect(parsed.success, `${row.brand_name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
        const events = await ctx.app.db
          .select()
          .from(questionnaireEvents)
          .where(eq(questionnaireEvents.questionnaire_id, row.id))
          .orderBy(asc(questionnaireEvents.at), asc(questionnaireEvents.id));
        expect(events[0]).toMatchObject({ from_status: null, to_status: 'new' });
        expect(events.at(-1)?.to_status).toBe(row.status);
        for (const event of events.slice(1)) {
          expect(QUESTIONNAIRE_TRANSITIONS[event.from_status as QuestionnaireStatus]).toContain(
            event.to_status,
          );
        }
      }
    }
  });
});

describe('the application form link', () => {
  it('keeps one link per landlord and object until it is rotated; an old one stops at once', async () => {
    const first = await linkOf(landlord);
    expect(first.url).toBe(`/application-form?token=${first.token}`);
    expect((await linkOf(landlord)).token).toBe(first.token);

    const info = await ctx.app.inject({ url: `/api/public/application-form/${first.token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      landlord: { name: 'ТРЦ Арай' },
      object: null,
      max_files: 5,
      max_file_mb: 10,
    });
    expect(info.json().categories).toContain('clothing');
    expect(
      info
        .json()
        .objects.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual(
      (
        await ctx.app.db
          .select({ id: objects.id })
          .from(objects)
          .where(eq(objects.landlord_id, aray))
      )
        .map((o) => o.id)
        .sort(),
    );

    const perObject = await linkOf(landlord, arayObjects[0].id);
    expect(perObject.token).not.toBe(first.token);
    const objectInfo = await ctx.app.inject({
      url: `/api/public/application-form/${perObject.token}`,
    });
    expect(objectInfo.json().object).toEqual({
      id: arayObjects[0].id,
      name: arayObjects[0].name,
    });

    const rotated = await send('PUT', '/api/application-forms/link', landlord, {});
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().token).not.toBe(first.token);
    expect(rotated.json().url).toBe(`/application-form?token=${rotated.json().token}`);
    expect((await linkOf(landlord)).token).toBe(rotated.json().token);
    const old = await ctx.app.inject({ url: `/api/public/application-form/${first.token}` });
    expect(old.statusCode).toBe(404);
    expect((await submit(first.token, formFields(), [], newAddress())).statusCode).toBe(404);
    // The object's own link is another link: rotating the landlord's leaves it working.
    expect(
      (await ctx.app.inject({ url: `/api/public/application-form/${perObject.token}` })).statusCode,
    ).toBe(200);

    const objectRotated = await send('PUT', '/api/application-forms/link', landlord, {
      object_id: arayObjects[0].id,
    });
    expect(objectRotated.json().token).not.toBe(perObject.token);
    expect(
      (await ctx.app.inject({ url: `/api/public/application-form/${perObject.token}` })).statusCode,
    ).toBe(404);
  });

  it('refuses another landlord’s object and levels that may not manage the module', async () => {
    const [foreign] = await ctx.app.db
      .select({ id: objects.id })
      .from(objects)
      .where(eq(objects.landlord_id, esil));
    const rotate = await send('PUT', '/api/application-forms/link', landlord, {
      object_id: foreign.id,
    });
    expect(rotate.statusCode).toBe(400);
    expect(rotate.json().errors).toEqual({ object_id: 'validation.invalid' });
    const read = await ctx.app.inject({
      url: `/api/application-forms/link?object_id=${foreign.id}`,
      headers: landlord,
    });
    expect(read.statusCode).toBe(400);

    await addEmployee(ctx.app, 'wl_link_view', { waiting_list: 'view' });
    const viewer = auth(await login(ctx.app, 'wl_link_view'));
    expect((await linkOf(viewer)).token).toBe((await linkOf(landlord)).token);
    expect((await send('PUT', '/api/application-forms/link', viewer)).statusCode).toBe(403);
    const renter = auth(await login(ctx.app, 'renter'));
    expect(
      (await ctx.app.inject({ url: '/api/application-forms/link', headers: renter })).statusCode,
    ).toBe(403);
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    expect(
      (await ctx.app.inject({ url: '/api/application-forms/link', headers: superadmin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the public application form', () => {
  it('accepts a questionnaire with files in both sets; staff see every field', async () => {
    const { token } = await linkOf(landlord, arayObjects[1].id);
    const res = await submit(
      token,
      formFields(),
      [
        { field: 'files_1', name: 'presentation.pdf', body: PDF },
        { field: 'files_1', name: 'store.png', body: PNG },
        { field: 'files_2', name: 'requirements.pdf', body: PDF },
      ],
      newAddress(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const card = await ctx.app.inject({ url: `/api/application-forms/${id}`, headers: landlord });
    expect(card.statusCode).toBe(200);
    const record = card.json();
    expect(record).toMatchObject({
      status: 'new',
      landlord_id: aray,
      object_id: arayObjects[1].id,
      object_name: arayObjects[1].name,
      bin_iin: BIN,
      bik: 'HSBKKZKX',
      iik: 'KZ86125KZT5004100100',
      email: 'leasing@qazaqdenim.kz',
      phone: '+77015554433',
      work_phone: '+77272501122',
      years_in_business: 7,
      stores_count: 12,
      average_check: 24500,
      turnover_per_sqm: 310000.5,
      area_min: 120,
      area_max: 180.5,
      turnover_tenge: 450000000,
      power_min_kw: 20,
      power_max_kw: 35,
      water_supply: false,
      indoor_supply: true,
      file_link_2: null,
      additional_info: null,
      renter_id: null,
      renter: null,
    });
    expect(record.files_1.map((f: { name: string }) => f.name)).toEqual([
      'presentation.pdf',
      'store.png',
    ]);
    expect(record.files_2.map((f: { name: string }) => f.name)).toEqual(['requirements.pdf']);
    expect(record.files_1[0].url).toMatch(/^\/storage\/[0-9a-f]{32}\.pdf\?exp=/);
    expect((await ctx.app.inject({ url: record.files_1[0].url })).statusCode).toBe(200);
    expect(record.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'new', user_id: null }),
    ]);
    expect(
      (await ctx.app.inject({ url: `/api/application-forms/${id}`, headers: landlord2 }))
        .statusCode,
    ).toBe(404);
    const history = await ctx.app.inject({
      url: `/api/history/application-forms/${id}`,
      headers: landlord,
    });
    expect(history.json()[0]).toMatchObject({ action: 'create' });
  });

  it('takes empty strings as not given and a landlord-wide link’s choice of object', async () => {
    const { token } = await linkOf(landlord);
    const bare = {
      bin_iin: BIN,
      company_name: 'ИП Омаров',
      brand_name: 'Шашлычная «Жеті Қазына»',
      category: 'food',
      contact_full_name: 'Омаров Серик',
      email: 'omarov@mail.kz',
      phone: '87075550011',
      consent: 'true',
    };
    const blanks = Object.fromEntries(
      Object.keys(formFields())
        .filter((k) => !(k in bare))
        .map((k) => [k, '']),
    );
    const address = newAddress();
    const res = await submit(
      token,
      { ...blanks, ...bare, object_id: String(arayObjects[0].id) },
      [],
      address,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.app.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, res.json().id));
    expect(row).toMatchObject({
      object_id: arayObjects[0].id,
      water_supply: null,
      indoor_supply: null,
      area_min: null,
      segment: null,
      store_format: null,
      media_link: null,
      work_phone: null,
      bik: null,
      iik: null,
    });
    const [foreign] = await ctx.app.db
      .select({ id: objects.id })
      .from(objects)
      .where(eq(objects.landlord_id, esil));
    const wrong = await submit(token, { ...bare, object_id: String(foreign.id) }, [], address);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ object_id: 'validation.invalid' });
  });

  it('checks every rule and names each field', async () => {
    const { token } = await linkOf(landlord);
    const address = newAddress();
    const bad = await submit(
      token,
      formFields({
        bin_iin: `${BIN.slice(0, 11)}${(Number(BIN[11]) + 1) % 10}`,
        company_name: '  ',
        bik: 'HSBK',
        iik: 'KZ00125KZT5004100100',
        category: 'spaceships',
        years_in_business: 'many',
        segment: 'galactic',
        stores_count: '2.5',
        media_link: 'ftp://qazaqdenim.kz',
        average_check: '-1',
        area_min: '200',
        area_max: '150',
        power_min_kw: '50',
        power_max_kw: '10',
        store_format: 'tent',
        water_supply: 'maybe',
        file_link_1: 'not a link',
        file_link_2: 'javascript:alert(1)',
        email: 'not-an-email',
        work_phone: '12345',
        phone: '+1 202 555 0100',
        consent: 'false',
      }),
      [],
      address,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      bin_iin: 'validation.bin_checksum',
      company_name: 'validation.required',
      bik: 'validation.invalid',
      iik: 'validation.invalid',
      category: 'validation.invalid',
      years_in_business: 'validation.number',
      segment: 'validation.invalid',
      stores_count: 'validation.integer',
      media_link: 'validation.url',
      average_check: 'validation.number',
      area_max: 'validation.min_max',
      power_max_kw: 'validation.min_max',
      store_format: 'validation.invalid',
      water_supply: 'validation.invalid',
      file_link_1: 'validation.url',
      file_link_2: 'validation.url',
      email: 'validation.email',
      work_phone: 'validation.phone',
      phone: 'validation.phone',
      consent: 'validation.consent',
    });

    const missing = await submit(token, { consent: 'true' }, [], address);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      bin_iin: 'validation.required',
      company_name: 'validation.required',
      brand_name: 'validation.required',
      category: 'validation.required',
      contact_full_name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
    });

    const format = await submit(
      token,
      formFields({ bin_iin: '12345', area_min: '', area_max: '10', turnover_tenge: '1e15' }),
      [],
      address,
    );
    expect(format.json().errors).toEqual({
      bin_iin: 'validation.bin_format',
      turnover_tenge: 'validation.too_large',
    });
    // Equal bounds are a range too.
    const equal = await submit(
      token,
      formFields({ area_min: '150', area_max: '150', power_min_kw: '0', power_max_kw: '0' }),
      [],
      address,
    );
    expect(equal.statusCode, equal.body).toBe(201);
  });

  it('stores nothing when it refuses a submission', async () => {
    const { token } = await linkOf(landlord);
    const address = newAddress();
    const before = await footprint();
    const invalid = await submit(token, formFields({ email: 'nope' }), [
      { field: 'files_1', name: 'presentation.pdf', body: PDF },
      { field: 'files_2', name: 'plan.png', body: PNG },
    ]);
    expect(invalid.statusCode).toBe(400);
    const script = await submit(
      token,
      formFields(),
      [
        { field: 'files_1', name: 'presentation.pdf', body: PDF },
        { field: 'files_2', name: 'setup.exe', body: Buffer.from('MZ\x90\x00 not a document') },
      ],
      address,
    );
    expect(script.statusCode).toBe(415);
    expect(script.json().errors).toEqual({ 'files_2.0': 'app.errors.file_type' });
    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'files_1',
      name: `doc${i}.pdf`,
      body: PDF,
    }));
    const tooMany = await submit(token, formFields(), six, address);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ files_1: 'validation.too_many_files' });
    const stranger = await submit(
      token,
      formFields(),
      [{ field: 'photo', name: 'a.png', body: PNG }],
      address,
    );
    expect(stranger.statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await submit(
      token,
      formFields(),
      [{ field: 'files_2', name: 'big.pdf', body: big }],
      address,
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(await footprint()).toEqual(before);
  });

  it('limits how often one address may submit, refused submissions included', async () => {
    const { token } = await linkOf(landlord);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const fields = i % 2 ? formFields({ email: 'bad' }) : formFields();
      statuses.push((await submit(token, fields, [], address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const before = await footprint();
    const limited = await submit(token, formFields(), [], address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await footprint()).toEqual(before);
    // Another address is not limited by this one.
    expect((await submit(token, formFields(), [], newAddress())).statusCode).toBe(201);
  });
});

describe('the public shopping-centre list', () => {
  interface Centre {
    id: number;
    name: string;
    city: string;
    address: string;
    logo_url: string | null;
    survey_url: string;
  }
  const centres = async () => {
    const res = await ctx.app.inject({ url: '/api/public/shopping-centers' });
    expect(res.statusCode).toBe(200);
    return res.json() as Centre[];
  };

  it('lists public objects of active landlords, each with its questionnaire link', async () => {
    const first = await centres();
    expect(first.map((c) => c.name).sort()).toEqual(
      ['БЦ «Есиль»', 'ТЦ «Шаңырақ»', 'ТРЦ «Арай»', 'ТЦ «Көкжиек»'].sort(),
    );
    const arai = first.find((c) => c.name === 'ТРЦ «Арай»') as Centre;
    expect(arai).toMatchObject({ city: 'almaty', address: 'г. Алматы, пр. Абая, 109' });
    expect(arai.survey_url).toMatch(/^\/application-form\?token=[A-Za-z0-9_-]+$/);
    const token = arai.survey_url.split('token=')[1];
    const info = await ctx.app.inject({ url: `/api/public/application-form/${token}` });
    expect(info.json()).toMatchObject({
      landlord: { name: 'ТРЦ Арай' },
      object: { id: arai.id, name: 'ТРЦ «Арай»' },
    });
    // The same link as staff hand out for that object, and stable from call to call.
    expect((await linkOf(landlord, arai.id)).token).toBe(token);
    expect(await centres()).toEqual(first);

    const rotated = await send('PUT', '/api/application-forms/link', landlord, {
      object_id: arai.id,
    });
    const after = (await centres()).find((c) => c.id === arai.id) as Centre;
    expect(after.survey_url).toBe(rotated.json().url);
  });

  it('makes the links of new centres in one go and hides blocked landlords', async () => {
    const [type] = await ctx.app.db
      .select({ id: objects.object_type_id })
      .from(objects)
      .where(eq(objects.landlord_id, aray))
      .limit(1);
    const added = await ctx.app.db
      .insert(objects)
      .values(
        ['ТЦ «Алмалы»', 'ТЦ «Бостандық»'].map((name, i) => ({
          landlord_id: aray,
          object_type_id: type.id,
          name,
          address: `г. Алматы, ул. Жибек Жолы, ${10 + i}`,
          city: 'almaty',
          is_public: true,
        })),
      )
      .returning({ id: objects.id });
    const addedIds = added.map((o) => o.id);
    // Other tests expect the demo centres alone: the new ones leave the public list at the end.
    onTestFinished(async () => {
      await ctx.app.db
        .update(objects)
        .set({ is_public: false })
        .where(inArray(objects.id, addedIds));
    });
    const listed = await centres();
    const links = await ctx.app.db
      .select({ object_id: publicLinks.object_id, token: publicLinks.token })
      .from(publicLinks)
      .where(eq(publicLinks.kind, 'application_form'));
    for (const { id } of added) {
      const centre = listed.find((c) => c.id === id) as Centre;
      const link = links.find((l) => l.object_id === id);
      expect(centre.survey_url).toBe(`/application-form?token=${link?.token}`);
    }

    await ctx.app.db.update(landlords).set({ status: 'blocked' }).where(eq(landlords.id, esil));
    try {
      const names = (await centres()).map((c) => c.name);
      expect(names).not.toContain('БЦ «Есиль»');
      expect(names).toContain('ТРЦ «Арай»');
    } finally {
      await ctx.app.db.update(landlords).set({ status: 'active' }).where(eq(landlords.id, esil));
    }
  });
});

describe('the staff waiting list', () => {
  it('lists the landlord’s questionnaires with search and filters', async () => {
    const all = await list(landlord);
    expect(all.total).toBeGreaterThanOrEqual(25);
    expect(all.range).toMatch(/^application-forms 0-\d+\/\d+$/);
    expect(all.rows.every((r) => r.landlord_id === aray)).toBe(true);

    const waiting = await list(landlord, { status: 'waiting' });
    expect(waiting.total).toBeGreaterThan(0);
    expect(waiting.rows.every((r) => r.status === 'waiting')).toBe(true);
    const twoStatuses = await list(landlord, { status: ['waiting', 'reject'] });
    expect(twoStatuses.total).toBe(
      waiting.total + (await list(landlord, { status: 'reject' })).total,
    );

    const food = await list(landlord, { category: 'food' });
    expect(food.rows.every((r) => r.category === 'food')).toBe(true);
    expect(food.total).toBeGreaterThan(0);

    const byBrand = await list(landlord, { q: 'Marwin' });
    expect(byBrand.rows.map((r) => r.brand_name)).toEqual(['Marwin']);
    const byCompany = await list(landlord, { q: 'Меломан Груп' });
    expect(byCompany.rows.map((r) => r.brand_name)).toEqual(['Меломан']);
    const marwin = byBrand.rows[0];
    const byBin = await list(landlord, { q: String(marwin.bin_iin).slice(2, 10) });
    expect(byBin.rows.map((r) => r.id)).toContain(marwin.id);
    const byContact = await list(landlord, { q: 'Ли Ольга' });
    expect(byContact.rows.map((r) => r.id)).toContain(marwin.id);
    const spec = await ctx.app.inject({
      url: '/api/application-forms?search=Marwin',
      headers: landlord,
    });
    expect(spec.json().map((r: { id: number }) => r.id)).toEqual([marwin.id]);

    const inObject = await list(landlord, { object_id: arayObjects[0].id });
    expect(inObject.total).toBeGreaterThan(0);
    expect(inObject.rows.every((r) => r.object_id === arayObjects[0].id)).toBe(true);
    expect(inObject.rows[0].object_name).toBe(arayObjects[0].name);

    const today = new Date().toISOString().slice(0, 10);
    const recent = await list(landlord, { created_at_gte: today });
    const older = await list(landlord, { created_at_lte: '2000-01-01' });
    expect(older.total).toBe(0);
    expect(recent.total).toBeLessThan(all.total);

    const sorted = await list(landlord, { status: 'waiting' }, '&sort=["area_min","ASC"]');
    const areas = sorted.rows.map((r) => Number(r.area_min));
    expect(areas).toEqual([...areas].sort((a, b) => a - b));

    const unknown = await ctx.app.inject({
      url: `/api/application-forms?filter=${encodeURIComponent('{"colour":"red"}')}`,
      headers: landlord,
    });
    expect(unknown.statusCode).toBe(400);
    const badStatus = await ctx.app.inject({
      url: `/api/application-forms?filter=${encodeURIComponent('{"status":"done"}')}`,
      headers: landlord,
    });
    expect(badStatus.statusCode).toBe(400);

    const other = await list(landlord2);
    expect(other.rows.every((r) => r.landlord_id === esil)).toBe(true);
    expect(other.total).toBeGreaterThanOrEqual(25);
  });

  it('moves a questionnaire only along the allowed transitions and keeps the history', async () => {
    const id = await newQuestionnaire();
    const refused = await setStatus(id, 'waiting');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ status: 'validation.transition' });
    expect((await setStatus(id, 'reject')).statusCode).toBe(409);
    for (const status of ['in_process', 'waiting', 'in_process', 'reject']) {
      const res = await setStatus(id, status);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json().status).toBe(status);
    }
    for (const status of ['new', 'in_process', 'waiting', 'reject']) {
      expect((await setStatus(id, status)).statusCode).toBe(409);
    }
    const invalid = await setStatus(id, 'archived');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ status: 'validation.invalid' });

    const card = (
      await ctx.app.inject({ url: `/api/application-forms/${id}`, headers: landlord })
    ).json();
    expect(
      card.history.map((e: { from_status: string | null; to_status: string }) => [
        e.from_status,
        e.to_status,
      ]),
    ).toEqual([
      [null, 'new'],
      ['new', 'in_process'],
      ['in_process', 'waiting'],
      ['waiting', 'in_process'],
      ['in_process', 'reject'],
    ]);
    expect(card.history[1].user_name).toBe('Ахметов Серик Болатович');
    const audit = await ctx.app.inject({
      url: `/api/history/application-forms/${id}`,
      headers: landlord,
    });
    expect(audit.json()).toHaveLength(5);

    expect((await setStatus(id, 'in_process', landlord2)).statusCode).toBe(404);
  });

  it('makes a renter from a questionnaire in process or waiting, once', async () => {
    const company = 'ТОО «Тест Ритейл Make»';
    const bin = demoBin('2003', '4', 71717);
    const id = await newQuestionnaire({ bin_iin: bin, company_name: company });
    const fromNew = await send('POST', `/api/application-forms/${id}/renter`, landlord);
    expect(fromNew.statusCode).toBe(409);
    expect(fromNew.json().errors).toEqual({ status: 'validation.transition' });
    await setStatus(id, 'in_process');

    const badOverride = await send('POST', `/api/application-forms/${id}/renter`, landlord, {
      email: 'not-an-email',
      legal_name: ' ',
    });
    expect(badOverride.statusCode).toBe(400);
    expect(badOverride.json().errors).toEqual({
      email: 'validation.email',
      legal_name: 'validation.required',
    });
    const made = await send('POST', `/api/application-forms/${id}/renter`, landlord, {
      outlet_name: 'Qazaq Denim — ТРЦ Арай',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'in_process', renter: { legal_name: company } });
    const renterId = made.json().renter_id as number;
    const renter = await ctx.app.inject({ url: `/api/renters/${renterId}`, headers: landlord });
    expect(renter.json()).toMatchObject({
      legal_name: company,
      bin_iin: bin,
      legal_address: 'г. Алматы, ул. Жандосова, 58',
      outlet_name: 'Qazaq Denim — ТРЦ Арай',
      category: 'clothing',
      contact_full_name: 'Ахметова Жанна Болатовна',
      phone: '+77015554433',
      email: 'leasing@qazaqdenim.kz',
      status: 'active',
      landlord_id: aray,
    });
    const linked = await list(landlord, { renter_id: renterId });
    expect(linked.rows.map((r) => r.id)).toEqual([id]);

    const twice = await send('POST', `/api/application-forms/${id}/renter`, landlord);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ renter_id: 'validation.already_renter' });

    // Another questionnaire of the same company: its BIN is already a renter's.
    const again = await newQuestionnaire({ bin_iin: bin });
    await setStatus(again, 'in_process');
    await setStatus(again, 'waiting');
    const [{ n: before }] = await ctx.app.db.select({ n: count() }).from(renters);
    const duplicate = await send('POST', `/api/application-forms/${again}/renter`, landlord);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      errors: { bin_iin: 'validation.bin_registered' },
      existing: { id: renterId, name: 'Qazaq Denim — ТРЦ Арай' },
    });
    const [{ n: after }] = await ctx.app.db.select({ n: count() }).from(renters);
    expect(after).toBe(before);
    const [kept] = await ctx.app.db
      .select({ renter_id: questionnaires.renter_id })
      .from(questionnaires)
      .where(eq(questionnaires.id, again));
    expect(kept.renter_id).toBeNull();
    // Staff may correct the BIN before making the renter.
    const corrected = await send('POST', `/api/application-forms/${again}/renter`, landlord, {
      bin_iin: demoBin('2003', '4', 72727),
    });
    expect(corrected.statusCode, corrected.body).toBe(201);

    const rejected = await newQuestionnaire();
    await setStatus(rejected, 'in_process');
    await setStatus(rejected, 'reject');
    expect(
      (await send('POST', `/api/application-forms/${rejected}/renter`, landlord)).statusCode,
    ).toBe(409);
  });

  it('answers by role and level: 403 for closed modules, 404 for other landlords’ rows', async () => {
    const id = await newQuestionnaire();
    await setStatus(id, 'in_process');
    const card = `/api/application-forms/${id}`;
    const renter = auth(await login(ctx.app, 'renter'));
    expect(
      (await ctx.app.inject({ url: '/api/application-forms', headers: renter })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: card, headers: renter })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/application-forms' })).statusCode).toBe(401);

    await addEmployee(ctx.app, 'wl_view', { waiting_list: 'view', renters: 'main' });
    const viewer = auth(await login(ctx.app, 'wl_view'));
    expect((await ctx.app.inject({ url: card, headers: viewer })).statusCode).toBe(200);
    expect((await setStatus(id, 'waiting', viewer)).statusCode).toBe(403);
    expect((await send('POST', `${card}/renter`, viewer)).statusCode).toBe(403);
    expect((await send('POST', '/api/download/excel/application-forms', viewer)).statusCode).toBe(
      403,
    );

    await addEmployee(ctx.app, 'wl_none', { waiting_list: 'none', renters: 'main' });
    const none = auth(await login(ctx.app, 'wl_none'));
    expect(
      (await ctx.app.inject({ url: '/api/application-forms', headers: none })).statusCode,
    ).toBe(403);

    // Made by the public form, a questionnaire has no creator on staff: "created" levels see none.
    await addEmployee(ctx.app, 'wl_creator', { waiting_list: 'creator' });
    const creator = auth(await login(ctx.app, 'wl_creator'));
    expect((await list(creator)).total).toBe(0);
    expect((await ctx.app.inject({ url: card, headers: creator })).statusCode).toBe(404);

    // Making a renter also needs the right to create renters.
    await addEmployee(ctx.app, 'wl_main', { waiting_list: 'main', renters: 'view' });
    const noRenters = auth(await login(ctx.app, 'wl_main'));
    expect((await setStatus(id, 'waiting', noRenters)).statusCode).toBe(200);
    expect((await send('POST', `${card}/renter`, noRenters)).statusCode).toBe(403);

    expect((await ctx.app.inject({ url: card, headers: landlord2 })).statusCode).toBe(404);
    expect((await setStatus(id, 'in_process', landlord2)).statusCode).toBe(404);
    expect((await send('POST', `${card}/renter`, landlord2)).statusCode).toBe(404);

    const superadmin = auth(await login(ctx.app, 'superadmin'));
    expect((await ctx.app.inject({ url: card, headers: superadmin })).statusCode).toBe(200);
    expect((await setStatus(id, 'in_process', superadmin)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/application-forms/999999', headers: landlord }))
        .statusCode,
    ).toBe(404);
  });

  it('exports the filtered list to Excel', async () => {
    const filter = { status: 'waiting' };
    const expected = await list(landlord, filter);
    const res = await send('POST', '/api/download/excel/application-forms', landlord, { filter });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="application-forms-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(expected.total + 1);
    const ids = sheet
      .getColumn(1)
      .values.slice(2)
      .map((v) => Number(v));
    expect(ids.sort()).toEqual(expected.rows.map((r) => r.id).sort());
    expect(sheet.getRow(1).cellCount).toBe(38);
    // Phones are stored `+77015554433`: the sheet writes them as people do, `+7 701 555 44 33`.
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const phones = ['Мобильный телефон', 'Рабочий телефон'].flatMap((title) =>
      sheet
        .getColumn(headers.indexOf(title) + 1)
        .values.slice(2)
        .filter(Boolean),
    );
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toMatch(/^\+7 \d{3} \d{3} \d{2} \d{2}$/);

    const searched = await send('POST', '/api/download/excel/application-forms', landlord, {
      filter: { q: 'Marwin' },
    });
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(searched.rawPayload as unknown as ArrayBuffer);
    expect(one.worksheets[0].rowCount).toBe(2);

    const everything = await send('POST', '/api/download/excel/application-forms', landlord2);
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(everything.rawPayload as unknown as ArrayBuffer);
    expect(all.worksheets[0].rowCount).toBe((await list(landlord2)).total + 1);
  });
});
