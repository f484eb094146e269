import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bids, requestTypes } from '../../server/db/schema';
import { auth, createTestApp, landlordId, login, type TestContext } from './helpers';

const MIGRATION = path.resolve('server/db/migrations/0010_bid_description_only.sql');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Runs the migration again, on data as it was before it. */
const migrate = async () => {
  const text = await readFile(MIGRATION, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await ctx.app.db.execute(sql.raw(statement));
  }
};

it('moves a type’s “comment” answers into the description and drops the field', async () => {
  const [cleaning] = await ctx.app.db
    .select()
    .from(requestTypes)
    .where(eq(requestTypes.code, 'cleaning'));
  expect(cleaning.fields.map((f) => f.key)).not.toContain('comment');
  const comment = {
    key: 'comment',
    type: 'textarea' as const,
    label: { ru: 'Комментарий', kk: 'Түсініктеме', en: 'Comment' },
    required: false,
  };
  await ctx.app.db
    .update(requestTypes)
    .set({ fields: [...cleaning.fields.slice(0, 1), comment, ...cleaning.fields.slice(1)] })
    .where(eq(requestTypes.id, cleaning.id));
  const aray = await landlordId(ctx.app, 'ТРЦ Арай');
  const [template] = await ctx.app.db
    .select()
    .from(bids)
    .where(eq(bids.landlord_id, aray))
    .limit(1);
  const old = (description: string | null, answers: Record<string, unknown>, number: number) => ({
    ...template,
    id: undefined,
    number,
    request_type_id: cleaning.id,
    description,
    answers,
    search_text: `${number} ${description ?? ''}`.trim(),
  });
  const made = await ctx.app.db
    .insert(bids)
    .values([
      old('Уборка после ремонта', { cleaning_kind: 'wet', comment: 'Пыль на окнах' }, 930001),
      old(null, { cleaning_kind: 'wet', comment: ' Только полы ' }, 930002),
      old('Разлили сок', { cleaning_kind: 'spill', comment: '' }, 930003),
      old('Без комментария', { cleaning_kind: 'wet' }, 930004),
    ])
    .returning({ id: bids.id });

  await migrate();

  const after = await ctx.app.db
    .select()
    .from(bids)
    .where(
      inArray(
        bids.id,
        made.map((m) => m.id),
      ),
    )
    .orderBy(bids.number);
  expect(after.map((b) => [b.description, b.answers, b.search_text])).toEqual([
    [
      'Уборка после ремонта\n\nПыль на окнах',
      { cleaning_kind: 'wet' },
      '930001 Уборка после ремонта\n\nПыль на окнах',
    ],
    ['Только полы', { cleaning_kind: 'wet' }, '930002 Только полы'],
    ['Разлили сок', { cleaning_kind: 'spill' }, '930003 Разлили сок'],
    ['Без комментария', { cleaning_kind: 'wet' }, '930004 Без комментария'],
  ]);
  const [migrated] = await ctx.app.db
    .select()
    .from(requestTypes)
    .where(eq(requestTypes.id, cleaning.id));
  expect(migrated.fields).toEqual(cleaning.fields);

  // The journal's search finds the moved text.
  const landlord = auth(await login(ctx.app, 'landlord'));
  const found = await ctx.app.inject({
    url: `/api/bids?filter=${encodeURIComponent(JSON.stringify({ q: 'Пыль на окнах' }))}`,
    headers: landlord,
  });
  expect(found.json().map((b: { number: number }) => b.number)).toContain(930001);
});
