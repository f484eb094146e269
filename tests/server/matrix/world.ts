import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { employeeAccess, renterRooms, rooms, users } from '../../../server/db/schema';
import { addEmployee, addEmployeeOf, addRenterUser, auth, landlordId, login } from '../helpers';
import { FIXED_CALLERS, type FixedCaller, type GridModule, LEVELS, type Level } from './rules';

/** Someone who makes rows: a token and its `users.id`; a level employee may need a lift. */
export interface Actor {
  name: string;
  token: string;
  userId: number;
  /** A level employee whose level cannot create: lifted to `main` in its module for the write. */
  lift?: { employeeId: number; module: GridModule; level: Level };
}

export type Who =
  | {
      kind: 'fixed';
      name: FixedCaller;
      token: string | null;
      userId: number | null;
      login: string | null;
    }
  | {
      kind: 'level';
      name: string;
      module: GridModule;
      level: Level;
      token: string;
      userId: number;
      employeeId: number;
    };
export type LevelWho = Extract<Who, { kind: 'level' }>;

/** A record as the API answers it: the matrix reads its fields by name, whatever the resource. */
// biome-ignore lint/suspicious/noExplicitAny: records of every resource, read by field name
export type Rec = Record<string, any>;

export interface Reply {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json(): Rec;
}

export interface World {
  app: FastifyInstance;
  fixed: Record<FixedCaller, Extract<Who, { kind: 'fixed' }>>;
  levels: Record<GridModule, Record<Level, LevelWho>>;
  aray: number;
  esil: number;
  /** landlord 1's demo renter company (the `renter` login) and one of its rooms. */
  renter1: { id: number; roomId: number; objectId: number };
  /** Another renter company of landlord 1, with the `renter2` login. */
  renter2: { id: number; roomId: number; objectId: number };
  /** A free room and its object, of landlord 1 and of landlord 2. */
  arayPlace: { objectId: number; roomId: number };
  esilPlace: { objectId: number; roomId: number };
}

/** `inject` with a caller's token (or none) and a JSON body. */
export const request = (
  w: World,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
  extra: { headers?: Record<string, string>; payload?: Buffer; remoteAddress?: string } = {},
): Promise<Reply> =>
  w.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? auth(token) : {}), ...extra.headers },
    ...(extra.payload !== undefined
      ? { payload: extra.payload }
      : body !== undefined
        ? { payload: body as object }
        : {}),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  }) as unknown as Promise<Reply>;

/** A request that must succeed (fixture steps): the body, or a thrown error naming the step. */
export const must = async (
  w: World,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
  ok = [200, 201, 204],
): Promise<Rec> => {
  const res = await request(w, token, method, url, body);
  if (!ok.includes(res.statusCode)) {
    throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  return (res.statusCode === 204 ? {} : res.json()) as Rec;
};

export const actorOf = (who: Who): Actor => {
  if (who.kind === 'fixed') {
    if (!who.token || !who.userId) throw new Error(`${who.name} makes no rows`);
    return { name: who.name, token: who.token, userId: who.userId };
  }
  const { token, userId, employeeId, module, level, name } = who;
  // DOMAIN.md: none, view and executor cannot create; the other four can.
  const canCreate = !['none', 'view', 'executor'].includes(level);
  return canCreate
    ? { name, token, userId }
    : { name, token, userId, lift: { employeeId, module, level } };
};

/**
 * Runs `write` as the actor. A level employee whose level cannot create is lifted to `main` in its
 * module for that one call, so the row's `created_by` is its own `users.id` as the server sets it.
 */
export const asActor = async <T>(w: World, actor: Actor, write: (token: string) => Promise<T>) => {
  if (!actor.lift) return write(actor.token);
  const { employeeId, module, level } = actor.lift;
  const setLevel = (value: string) =>
    w.app.db
      .update(employeeAccess)
      .set({ level: value })
      .where(and(eq(employeeAccess.employee_id, employeeId), eq(employeeAccess.module, module)));
  await setLevel('main');
  try {
    return await write(actor.token);
  } finally {
    await setLevel(level);
  }
};

const heldPlace = async (app: FastifyInstance, renterId: number) => {
  const [held] = await app.db
    .select({ roomId: rooms.id, objectId: rooms.object_id })
    .from(renterRooms)
    .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
    .where(eq(renterRooms.renter_id, renterId))
    .orderBy(rooms.id)
    .limit(1);
  if (!held) throw new Error(`renter ${renterId} holds no room`);
  return held;
};

const freePlace = async (app: FastifyInstance, landlord: number) => {
  const [room] = await app.db
    .select({ roomId: rooms.id, objectId: rooms.object_id })
    .from(rooms)
    .where(
      and(
        eq(rooms.landlord_id, landlord),
        eq(rooms.status, 'free'),
        sql`not exists (select 1 from contract_rooms cr where cr.room_id = ${rooms.id})`,
      ),
    )
    .orderBy(rooms.id)
    .limit(1);
  if (!room) throw new Error(`landlord ${landlord} has no free room`);
  return room;
};

/** Today, yesterday and tomorrow in Almaty, as `YYYY-MM-DD`. */
const aroundToday = () =>
  [-1, 0, 1].map((days) =>
    new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Almaty',
    }),
  );

/** Both organizations, every caller and the level employees of `modules` (logins made here). */
export const buildWorld = async (app: FastifyInstance, modules: readonly GridModule[]) => {
  const aray = await landlordId(app, 'ТРЦ Арай');
  const esil = await landlordId(app, 'БЦ Есиль');
  const [renterUser] = await app.db.select().from(users).where(eq(users.login, 'renter'));
  const renter1Id = renterUser.renter_id as number;
  const [other] = await app.db
    .select({ id: renterRooms.renter_id })
    .from(renterRooms)
    .where(and(eq(renterRooms.landlord_id, aray), ne(renterRooms.renter_id, renter1Id)))
    .orderBy(renterRooms.renter_id)
    .limit(1);
  await addRenterUser(app, 'mx_renter2', other.id);
  await addEmployeeOf(app, 'БЦ Есиль', 'mx_l2_employee', 'main');
  await addEmployee(app, 'mx_emp_none', 'none');

  const logins: Record<FixedCaller, string | null> = {
    superadmin: 'superadmin',
    landlord: 'landlord',
    employee: 'employee',
    landlord2: 'landlord2',
    l2_employee: 'mx_l2_employee',
    renter: 'renter',
    renter2: 'mx_renter2',
    emp_none: 'mx_emp_none',
    guest: null,
  };
  const fixed = {} as World['fixed'];
  for (const name of FIXED_CALLERS) {
    const loginName = logins[name];
    if (!loginName) {
      fixed[name] = { kind: 'fixed', name, token: null, userId: null, login: null };
      continue;
    }
    const [user] = await app.db.select().from(users).where(eq(users.login, loginName));
    fixed[name] = {
      kind: 'fixed',
      name,
      token: await login(app, loginName),
      userId: user.id,
      login: loginName,
    };
  }

  const levels = {} as World['levels'];
  for (const module of modules) {
    levels[module] = {} as Record<Level, LevelWho>;
    for (const level of LEVELS) {
      const name = `mx_${module}_${level}`;
      const { user, employee } = await addEmployee(app, name, { [module]: level });
      levels[module][level] = {
        kind: 'level',
        name: `${module}:${level}`,
        module,
        level,
        token: await login(app, name),
        userId: user.id,
        employeeId: employee.id,
      };
    }
  }

  const w: World = {
    app,
    fixed,
    levels,
    aray,
    esil,
    renter1: { id: renter1Id, ...(await heldPlace(app, renter1Id)) },
    renter2: { id: other.id as number, ...(await heldPlace(app, other.id as number)) },
    arayPlace: await freePlace(app, aray),
    esilPlace: await freePlace(app, esil),
  };
  // The SLA clock stops on holidays: with today off, a bid's `time_left_minutes` does not move
  // while a cell reads it before and after a write, so the two reads compare exactly.
  for (const owner of [fixed.landlord, fixed.landlord2]) {
    for (const date of aroundToday()) {
      await must(w, owner.token, 'POST', '/api/settings/holidays', { date, name: 'Матрица' });
    }
  }
  return w;
};
