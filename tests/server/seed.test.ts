import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createTestDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('seeds demo logins on a server database only with a forced password change', async () => {
  expect(await seed(database.db, { demo: true, mustChangePassword: true })).toBe(true);
  const seeded = await database.db.select().from(users);
  expect(seeded.length).toBeGreaterThan(4);
  expect(seeded.every((u) => u.must_change_password)).toBe(true);
  expect(await seed(database.db, { demo: true })).toBe(false);
});
