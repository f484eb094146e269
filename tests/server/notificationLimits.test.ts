import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, renters, users } from '../../server/db/schema';
import { NOTIFICATION_MAX_RECIPIENTS } from '../../src/domain/notifications';
import { auth, createTestApp, landlordId, login, multipartBody, type TestContext } from './helpers';

let ctx: TestContext;
let picked: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  const aray = await landlordId(ctx.app, 'ТРЦ Арай');
  const [renter] = await ctx.app.db
    .select({ id: renters.id })
    .from(renters)
    .where(eq(renters.landlord_id, aray))
    .limit(1);
  const rows = await ctx.app.db
    .insert(users)
    .values(
      Array.from({ length: NOTIFICATION_MAX_RECIPIENTS + 1 }, (_, i) => ({
        login: `nl_renter_${i}`,
        password_hash: '-',
        full_name: `Recipient ${i}`,
        role: 'renter',
        landlord_id: aray,
        renter_id: renter.id,
      })),
    )
    .returning({ id: users.id });
  picked = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const send = async (recipients: number[]) => {
  const fields = Object.fromEntries(recipients.map((id, i) => [`recipients[${i}]`, String(id)]));
  const form = multipartBody({ message: 'To everyone picked', ...fields });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/employee-notifications',
    payload: form.payload,
    headers: { ...auth(await login(ctx.app, 'landlord')), ...form.headers },
  });
};

describe('picked recipients', () => {
  it('takes as many picked people as documented, and refuses one more on the field', async () => {
    const all = await send(picked.slice(0, NOTIFICATION_MAX_RECIPIENTS));
    expect(all.statusCode).toBe(201);
    const delivered = await ctx.app.db
      .select({ id: notificationRecipients.user_id })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notification_id, all.json().id));
    expect(delivered).toHaveLength(NOTIFICATION_MAX_RECIPIENTS);

    const tooMany = await send(picked);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ recipients: 'validation.invalid' });
  });
});
