import { eq } from 'drizzle-orm';
import {
  contractors,
  demoRequests,
  questionnaires,
  supportMessages,
  visitorMessages,
} from '../../../server/db/schema';
import { demoBin } from '../../../server/db/seed/demo';
import { REQUEST_KINDS, type RequestFieldDef } from '../../../src/domain/requestTypes';
import { type Actor, actorOf, asActor, must, type Rec, type World } from './world';

/**
 * Fresh rows with valid bodies. Rows a caller should own are made through the API as that caller
 * (so `created_by` is what the server writes); rows with no creator on staff (questionnaires,
 * visitor messages, the landing's inbox) arrive by public forms, so they are inserted.
 */

let serial = 0;
export const next = () => ++serial;
/** A valid BIN no seed row uses. */
export const bin = () => demoBin('9901', '4', next() * 10);

export interface BidType {
  id: number;
  answers: Record<string, unknown>;
}

/** Valid answers to a request type's fields (the matrix picks types without required files). */
export const answersFor = (fields: RequestFieldDef[]) => {
  const answers: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.required) continue;
    const value = {
      text: 'Проверка доступа',
      textarea: 'Проверка доступа',
      number: 2,
      date: '2030-03-04',
      time: '10:30',
      select: f.options?.[0]?.value,
      checkbox: true,
      file: undefined,
    }[f.type];
    answers[f.key] = value;
  }
  return answers;
};

const typeCache = new Map<string, BidType>();
/** A request type the landlord offers (tenant kind, no required file field), with answers. */
export const bidType = async (w: World, token: string, skip?: number): Promise<BidType> => {
  const key = `${token}:${skip ?? ''}`;
  const cached = typeCache.get(key);
  if (cached) return cached;
  const types = (await must(w, token, 'GET', `/api/type-request/kind/${REQUEST_KINDS.tenant}`)) as {
    id: number;
    code: string;
    fields: RequestFieldDef[];
  }[];
  const usable = types.filter(
    (t) => t.id !== skip && !t.fields.some((f) => f.required && f.type === 'file'),
  );
  const type = usable.find((t) => t.code === 'plumbing') ?? usable[0];
  if (!type) throw new Error('no usable request type');
  const found = { id: type.id, answers: answersFor(type.fields) };
  typeCache.set(key, found);
  return found;
};

export const objectType = async (w: World) =>
  (await shared('object-type', () => must(w, w.fixed.landlord.token, 'GET', '/api/type-object')))[0]
    .id as number;

/** A valid incoming letter from a correspondent named in free text. */
const documentBody = () => ({
  direction: 'incoming',
  registered_on: '2031-02-03',
  correspondent: `ТОО «Матрица ${next()}»`,
  subject: 'О согласовании работ',
  delivery: 'post',
});

export const bodies = {
  contract: (w: World) => contractBody(w),
  document: () => documentBody(),
  object: async (w: World) => ({
    object_type_id: await objectType(w),
    name: `Матрица объект ${next()}`,
    address: 'пр. Абая, 10',
    city: 'almaty',
    is_public: false,
    description: 'Создан матрицей доступа',
  }),
  room: (objectId: number) => ({
    object_id: objectId,
    number: `MX-${next()}`,
    floor: 2,
    area: 31.5,
    purpose: 'retail',
    status: 'free',
  }),
  renter: () => ({
    legal_name: `ТОО «Матрица ${next()}»`,
    bin_iin: bin(),
    category: 'clothing',
    contact_full_name: 'Иванов Иван Иванович',
    phone: '+77015550101',
    status: 'active',
  }),
  contractor: () => ({
    company_name: `ТОО «Подрядчик ${next()}»`,
    bin: bin(),
    contact_full_name: 'Сериков Арман',
    phone: '+77015550202',
    services: ['cleaning'],
    file_ids: [],
  }),
  employee: () => ({
    full_name: `Матрица Сотрудник ${next()}`,
    login: `mx_new_${next()}`,
    department: 'operations',
    position: 'Инженер',
  }),
  bid: (type: BidType, place: { objectId: number; roomId?: number }, renterId?: number) => ({
    request_type_id: type.id,
    object_id: place.objectId,
    room_id: place.roomId ?? null,
    renter_id: renterId ?? null,
    applicant_name: 'Ким Виктория',
    phone: '+77017770404',
    description: 'Проверка доступа',
    answers: type.answers,
    file_ids: [],
  }),
  landlord: () => ({
    name: `ТРЦ Матрица ${next()}`,
    bin: bin(),
    legal_address: 'г. Алматы, ул. Тестовая, 1',
    city: 'almaty',
    director_full_name: 'Матрицын Директор',
    phone: '+77015550303',
    email: `mx${next()}@example.kz`,
    status: 'active',
  }),
  objectType: () => ({ name: { ru: `Тип ${next()}`, kk: 'Түрі', en: 'Type' } }),
  socialNetwork: () => ({
    name: { ru: `Сеть ${next()}`, kk: 'Желі', en: 'Network' },
    url: 'https://example.kz/mx',
    icon: 'website',
    sort_order: 900,
  }),
  requestType: () => ({
    kind_id: REQUEST_KINDS.internal,
    code: `mx_type_${next()}`,
    name: { ru: 'Тест', kk: 'Тест', en: 'Test' },
    sla_hours: 8,
    fields: [],
    is_active: false,
  }),
};

const post = async (w: World, actor: Actor, url: string, body: unknown) =>
  (await asActor(w, actor, (token) => must(w, token, 'POST', url, body))) as Rec;

/** A valid draft lease of a fresh room (made by the landlord) to landlord 1's demo renter. */
const contractBody = async (w: World) => {
  const room = await post(
    w,
    actorOf(w.fixed.landlord),
    '/api/rooms',
    bodies.room(w.arayPlace.objectId),
  );
  return {
    number: `MX-${next()}`,
    signed_on: '2026-12-20',
    renter_id: w.renter1.id,
    object_id: w.arayPlace.objectId,
    room_ids: [room.id],
    rate_per_m2: 9_500,
    starts_on: '2031-01-01',
    ends_on: '2031-12-31',
  };
};

/** Fresh records; each returns the record as the API answered its create. */
export const make = {
  contract: async (w: World, by: Actor) => post(w, by, '/api/contracts', await contractBody(w)),
  document: (w: World, by: Actor) => post(w, by, '/api/documents', documentBody()),
  object: async (w: World, by: Actor) => post(w, by, '/api/objects', await bodies.object(w)),
  room: (w: World, by: Actor, objectId: number) => post(w, by, '/api/rooms', bodies.room(objectId)),
  renter: (w: World, by: Actor) => post(w, by, '/api/renters', bodies.renter()),
  contractor: async (w: World, by: Actor, status?: 'new') => {
    const row = await post(w, by, '/api/contractors', bodies.contractor());
    // Staff-registered contractors start processed; one that can still be decided on is `new`
    // (as from the public form) while keeping its creator.
    if (status)
      await w.app.db.update(contractors).set({ status }).where(eq(contractors.id, row.id));
    return row;
  },
  employee: (w: World, by: Actor) => post(w, by, '/api/employee', bodies.employee()),
  /** An employee registered without a login (one may be given later). */
  employeeWithoutLogin: (w: World, by: Actor) =>
    post(w, by, '/api/employee', { ...bodies.employee(), login: '' }),
  /** A bid of landlord 1 made by `by`, optionally assigned (by the landlord) to a user. */
  bid: async (w: World, by: Actor, opts: { executor?: number; renter?: boolean } = {}) => {
    const type = await bidType(w, w.fixed.landlord.token as string);
    const place = opts.renter ? w.renter1 : w.arayPlace;
    const bid = await post(w, by, '/api/bids', bodies.bid(type, place));
    if (opts.executor !== undefined) {
      await must(w, w.fixed.landlord.token, 'PUT', `/api/bids/${bid.id}/executor`, {
        executor_id: opts.executor,
      });
    }
    return bid;
  },
  questionnaire: async (w: World, status: 'new' | 'in_process' = 'new') => {
    const [row] = await w.app.db
      .insert(questionnaires)
      .values({
        landlord_id: w.aray,
        bin_iin: bin(),
        company_name: `ТОО «Анкета ${next()}»`,
        brand_name: 'Silk Way',
        category: 'clothing',
        contact_full_name: 'Абенова Сания',
        email: 'sania@silkway.kz',
        phone: '+77015554433',
        status,
      })
      .returning();
    return row;
  },
  visitorMessage: async (w: World) => {
    const [row] = await w.app.db
      .insert(visitorMessages)
      .values({ landlord_id: w.aray, category: 'complaint', text: `Грязно в фудкорте ${next()}` })
      .returning();
    return row;
  },
  demoRequest: async (w: World) => {
    const [row] = await w.app.db
      .insert(demoRequests)
      .values({ name: `Демо ${next()}`, email: 'demo@example.kz' })
      .returning();
    return row;
  },
  supportMessage: async (w: World) => {
    const [row] = await w.app.db
      .insert(supportMessages)
      .values({ name: `Поддержка ${next()}`, message: 'Не открывается отчёт' })
      .returning();
    return row;
  },
};

/** Memoized rows shared by read cells (reads change nothing, so sharing keeps cells independent). */
const sharedRows = new Map<string, Promise<Rec>>();
export const shared = (key: string, build: () => Promise<Rec>) => {
  let row = sharedRows.get(key);
  if (!row) {
    row = build();
    sharedRows.set(key, row);
  }
  return row;
};

/** Forgets what was remembered from the app of an earlier file (one worker runs several). */
export const resetFactories = () => {
  typeCache.clear();
  sharedRows.clear();
};

/** `Content-Range` total of a list as a caller sees it (a refused create must not move it). */
export const total = async (w: World, token: string | null, url: string) => {
  const sep = url.includes('?') ? '&' : '?';
  const res = await w.app.inject({
    url: `${url}${sep}range=${encodeURIComponent('[0,0]')}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return `${res.statusCode} ${String(res.headers['content-range'] ?? res.body.slice(0, 80))}`;
};

/** A record as its owner reads it (the JSON compared before and after a refused write). */
export const readAs = async (w: World, token: string | null, url: string) => {
  const res = await w.app.inject({
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.body };
};
