import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPrefixes, documents } from '../../server/db/schema';
import { registerNumber } from '../../server/modules/documents/register';
import { createTestApp, landlordId, type TestContext } from './helpers';

let ctx: TestContext;
let organization: number;
beforeAll(async () => {
  ctx = await createTestApp();
  organization = await landlordId(ctx.app, 'ТРЦ Арай');
});
afterAll(() => ctx.close());

/** Registers one letter in its own transaction, as a registration does. */
const register = (registeredOn: string, direction: 'incoming' | 'outgoing' = 'incoming') =>
  ctx.app.db.transaction(async (tx) => {
    const place = await registerNumber(tx, organization, direction, registeredOn);
    await tx.insert(documents).values({
      landlord_id: organization,
      direction,
      ...place,
      registered_on: registeredOn,
      correspondent: 'ТОО «Алатау Сервис»',
      subject: `Письмо ${place.number}`,
      delivery: 'post',
    });
    return place;
  });

describe('the register’s numbers', () => {
  it('gives 50 parallel registrations 50 consecutive numbers, none twice', async () => {
    const placed = await Promise.all(Array.from({ length: 50 }, () => register('2031-03-02')));
    const sequences = placed.map((p) => p.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(placed.map((p) => p.number)).size).toBe(50);
    expect(placed.find((p) => p.sequence === 7)?.number).toBe('ВХ-2031-0007');
  });

  it('leaves no gap when a registration fails after taking its number', async () => {
    await register('2032-05-04');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await registerNumber(tx, organization, 'incoming', '2032-05-04');
        throw new Error('the scan could not be stored');
      }),
    ).rejects.toThrow('the scan could not be stored');
    expect((await register('2032-05-04')).number).toBe('ВХ-2032-0002');
  });

  it('keeps a register per direction and year, with the organization’s own prefixes', async () => {
    await ctx.app.db
      .insert(documentPrefixes)
      .values({ landlord_id: organization, incoming: 'ВХД', outgoing: 'ИСХД' });
    try {
      expect((await register('2033-01-10', 'outgoing')).number).toBe('ИСХД-2033-0001');
      expect((await register('2033-12-31', 'incoming')).number).toBe('ВХД-2033-0001');
      expect((await register('2034-01-01', 'incoming')).number).toBe('ВХД-2034-0001');
      expect((await register('2033-06-01', 'outgoing')).number).toBe('ИСХД-2033-0002');
    } finally {
      await ctx.app.db
        .delete(documentPrefixes)
        .where(eq(documentPrefixes.landlord_id, organization));
    }
    const other = await landlordId(ctx.app, 'БЦ Есиль');
    const theirs = await ctx.app.db.transaction((tx) =>
      registerNumber(tx, other, 'outgoing', '2033-01-10'),
    );
    expect(theirs.number).toBe('ИСХ-2033-0001');
    const stored = await ctx.app.db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.landlord_id, organization), eq(documents.year, 2033)));
    expect(stored).toHaveLength(3);
  });
});
