import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, files, notifications, users } from '../../server/db/schema';
import { UPLOAD_ALLOWANCE } from '../../server/lib/files/service';
import {
  addEmployee,
  auth,
  createTestApp,
  login,
  multipartBody,
  PDF,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The file bodies on disk (the storage keeps them in folders by their names' start). */
const storedFiles = async () =>
  (await readdir(path.join(ctx.dataDir, 'files'), { recursive: true }).catch(() => [])).filter(
    (name) => name.includes('.'),
  ).length;

/** A file row of `size` bytes the user holds, without a body: it only fills the allowance. */
const holdBytes = (userId: number, size: number, attached: boolean) =>
  ctx.app.db.insert(files).values({
    uploaded_by: userId,
    name: 'held.pdf',
    mime: 'application/pdf',
    size,
    checksum: '-',
    storage_key: `held-${userId}-${attached}.pdf`,
    attached_at: attached ? new Date().toISOString() : null,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
  });

const upload = (headers: Record<string, string>, name: string) => {
  const form = multipartBody({}, [{ field: 'file', name, body: PDF }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};

describe('upload allowance under parallel requests', () => {
  it('stops one renter’s parallel uploads at the quota', async () => {
    const [user] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
    const headers = auth(await login(ctx.app, 'renter'));
    const room = 4;
    await holdBytes(user.id, UPLOAD_ALLOWANCE.unattachedBytes - room * PDF.length, false);
    const before = await storedFiles();

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upload(headers, `act-${i}.pdf`)),
    );

    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(room).fill(201), ...Array(12 - room).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json()).toMatchObject({
        code: 'UPLOAD_QUOTA',
        errors: { file: 'app.errors.upload_quota' },
      });
    }
    const [held] = await ctx.app.db
      .select({ bytes: sum(files.size) })
      .from(files)
      .where(and(eq(files.uploaded_by, user.id), isNull(files.attached_at)));
    expect(Number(held.bytes)).toBe(UPLOAD_ALLOWANCE.unattachedBytes);
    expect(await storedFiles()).toBe(before + room);
  });

  it('counts notification attachments against the sender’s allowance', async () => {
    const { user, employee } = await addEmployee(ctx.app, 'ua_sender', { requests: 'main' });
    await ctx.app.db
      .update(employees)
      .set({ notification_access: true })
      .where(eq(employees.id, employee.id));
    const headers = auth(await login(ctx.app, 'ua_sender'));
    const send = (attachments: number) => {
      const form = multipartBody(
        { message: 'Acts', audience: 'employees' },
        Array.from({ length: attachments }, (_, i) => ({
          field: 'files',
          name: `act-${i}.pdf`,
          body: PDF,
        })),
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/employee-notifications',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    };
    await holdBytes(user.id, UPLOAD_ALLOWANCE.bytesPerDay - PDF.length, true);
    const sent = async () =>
      (
        await ctx.app.db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.author_id, user.id))
      )[0].n;
    const before = await storedFiles();

    const over = await send(2);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'UPLOAD_QUOTA',
      errors: { files: 'app.errors.upload_quota' },
    });
    expect(await sent()).toBe(0);
    expect(await storedFiles()).toBe(before);

    expect((await send(1)).statusCode).toBe(201);
    expect(await sent()).toBe(1);
    expect(await storedFiles()).toBe(before + 1);
    const full = await upload(headers, 'one-more.pdf');
    expect(full.statusCode).toBe(429);
    expect(full.json().code).toBe('UPLOAD_QUOTA');
  });
});
