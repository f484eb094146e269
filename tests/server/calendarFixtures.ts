import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bids, calendarEvents, objects, requestTypes, users } from '../../server/db/schema';
import { type AuthUser, loadSessionUser } from '../../server/lib/authUser';

/** The calendar tests' callers: request headers by name. */
export type Headers = Record<string, string>;

/** A valid event body: a meeting on Monday 7 January 2030, 10:00–11:00 in Almaty. */
export const eventBody = (overrides: object = {}) => ({
  title: 'Планёрка отдела аренды',
  type: 'meeting',
  starts_at: '2030-01-07T10:00:00+05:00',
  ends_at: '2030-01-07T11:00:00+05:00',
  ...overrides,
});

/** Calls the API as `who` (JSON body when given). */
export const caller =
  (app: FastifyInstance) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Headers, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: who,
      ...(body === undefined ? {} : { payload: body as object }),
    });

/** Creates an event as `who` (201 expected) and returns its row. */
export const createEvent = async (app: FastifyInstance, who: Headers, overrides: object = {}) => {
  const res = await caller(app)('POST', '/api/calendar-events', who, eventBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; repeat_until: string | null; repeat_count: number | null };
};

/** The entries `who` sees in [from, to). */
export const entries = async (app: FastifyInstance, who: Headers, from: string, to: string) => {
  const url = `/api/calendar-events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const res = await caller(app)('GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    key: string;
    source: string;
    event_id: number | null;
    record_id: number | null;
    occurrence: string | null;
    title: string;
    type: string | null;
    starts_at: string;
    ends_at: string;
    detached: boolean;
    editable: boolean;
  }[];
};

/** The caller behind a bearer token, as the routes see them. */
export const authUserOf = async (app: FastifyInstance, who: Headers): Promise<AuthUser> => {
  const token = who.authorization.replace('Bearer ', '');
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const user = await loadSessionUser(app.db, jti);
  if (!user) throw new Error('no session');
  return user;
};

/** How many events a person owns. */
export const eventCount = async (app: FastifyInstance, ownerId: number) =>
  (await app.db.select().from(calendarEvents).where(eq(calendarEvents.owner_id, ownerId))).length;

export const userId = async (app: FastifyInstance, login: string) =>
  (await app.db.select().from(users).where(eq(users.login, login)))[0].id;

/** A new open request of the user's organization assigned to `executorId`, due at `dueAt`. */
export const addBid = async (
  app: FastifyInstance,
  landlordId: number,
  executorId: number,
  dueAt: string,
  number: number,
) => {
  const [object] = await app.db.select().from(objects).where(eq(objects.landlord_id, landlordId));
  const [type] = await app.db
    .select()
    .from(requestTypes)
    .where(and(eq(requestTypes.is_active, true)));
  const [bid] = await app.db
    .insert(bids)
    .values({
      landlord_id: landlordId,
      number,
      request_type_id: type.id,
      object_id: object.id,
      applicant_name: 'Календарь Тест',
      status: 'in_progress',
      executor_id: executorId,
      sla_hours: 8,
      due_at: dueAt,
    })
    .returning();
  return bid;
};
