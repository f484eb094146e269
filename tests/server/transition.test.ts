import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { auditLog, demoRequests } from '../../server/db/schema';
import type { AuthUser } from '../../server/lib/authUser';
import { AppError } from '../../server/lib/errors';
import { transitionStatus } from '../../server/lib/transition';
import { INBOX_TRANSITIONS } from '../../src/domain/inbox';
import { createTestDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const user = { id: 7 } as AuthUser;
const entity = 'demo-requests';

const newRequest = async () => {
  const [row] = await database.db
    .insert(demoRequests)
    .values({ name: 'Айгерим', email: 'a@example.kz', status: 'new' })
    .returning();
  return row;
};

const statusOf = async (id: number) =>
  (await database.db.select().from(demoRequests).where(eq(demoRequests.id, id)))[0].status;

const auditRows = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, id)));

/** The AppError a promise rejects with, to assert its status, code and field errors. */
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, errors } = error as AppError;
  return { statusCode, errors };
};

describe('transitionStatus', () => {
  it('moves the status, writes the history and one audit row with the change', async () => {
    const before = await newRequest();
    const events: string[] = [];
    const after = await database.db.transaction((tx) =>
      transitionStatus(tx, {
        table: demoRequests,
        before,
        to: 'contacted',
        allowed: INBOX_TRANSITIONS,
        history: async (_tx, row) => {
          events.push(`${before.status}→${row.status}`);
        },
        audit: { user, entity, landlordId: null },
      }),
    );
    expect(after.status).toBe('contacted');
    expect(await statusOf(before.id)).toBe('contacted');
    expect(events).toEqual(['new→contacted']);
    const audit = await auditRows(before.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: 7, action: 'update' });
    expect(audit[0].changes.status).toEqual({ from: 'new', to: 'contacted' });
  });

  it('refuses a move the table does not open with 409 and writes nothing', async () => {
    const moved = await newRequest();
    await database.db
      .update(demoRequests)
      .set({ status: 'closed' })
      .where(eq(demoRequests.id, moved.id));
    const closed = { ...moved, status: 'closed' };
    expect(
      await refusal(
        transitionStatus(database.db, {
          table: demoRequests,
          before: closed,
          to: 'new',
          allowed: INBOX_TRANSITIONS,
          audit: { user, entity, landlordId: null },
        }),
      ),
    ).toEqual({ statusCode: 409, errors: { status: 'validation.transition' } });
    expect(await statusOf(moved.id)).toBe('closed');
    expect(await auditRows(moved.id)).toHaveLength(0);
  });

  it('asks for the reason a move requires, on its field, after the table allows the move', async () => {
    const before = await newRequest();
    const move = (reason: string | undefined) =>
      transitionStatus(database.db, {
        table: demoRequests,
        before,
        to: 'closed',
        allowed: INBOX_TRANSITIONS,
        reason: { field: 'note', value: reason, requiredFor: ['closed'] },
      });
    expect(await refusal(move(undefined))).toEqual({
      statusCode: 400,
      errors: { note: 'validation.reason_required' },
    });
    expect(await statusOf(before.id)).toBe('new');
    expect((await move('Дубликат')).status).toBe('closed');
  });

  it('answers 409 when another writer moved the status first, leaving their change', async () => {
    const before = await newRequest();
    await database.db
      .update(demoRequests)
      .set({ status: 'closed' })
      .where(eq(demoRequests.id, before.id));
    expect(
      await refusal(
        database.db.transaction((tx) =>
          transitionStatus(tx, {
            table: demoRequests,
            before,
            to: 'contacted',
            allowed: INBOX_TRANSITIONS,
            audit: { user, entity, landlordId: null },
          }),
        ),
      ),
    ).toEqual({ statusCode: 409, errors: { status: 'validation.transition' } });
    expect(await statusOf(before.id)).toBe('closed');
    expect(await auditRows(before.id)).toHaveLength(0);
  });

  it("answers the module's own refusal when its rule is a function", async () => {
    const before = await newRequest();
    const refused = new AppError(403, 'FORBIDDEN', 'Access denied');
    expect(
      await refusal(
        transitionStatus(database.db, {
          table: demoRequests,
          before,
          to: 'contacted',
          allowed: () => refused,
        }),
      ),
    ).toEqual({ statusCode: 403, errors: undefined });
    expect(await statusOf(before.id)).toBe('new');
  });
});
