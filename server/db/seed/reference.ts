import { count } from 'drizzle-orm';
import { requestTypeInput } from '../../../src/domain/requestTypes';
import type { Db } from '../client';
import { objectTypes, requestKinds, requestTypes } from '../schema';
import { REQUEST_KIND_ROWS, REQUEST_TYPE_SEED } from './requestTypes';

const OBJECT_TYPES = [
  { ru: 'Торговый центр', kk: 'Сауда орталығы', en: 'Shopping centre' },
  {
    ru: 'Торгово-развлекательный центр',
    kk: 'Сауда-ойын-сауық орталығы',
    en: 'Shopping and entertainment centre',
  },
  { ru: 'Бизнес-центр', kk: 'Бизнес-орталық', en: 'Business centre' },
  { ru: 'Складской комплекс', kk: 'Қойма кешені', en: 'Warehouse complex' },
  { ru: 'Многофункциональный комплекс', kk: 'Көпфункционалды кешен', en: 'Mixed-use complex' },
];

/** Reference lists every installation starts with, demo or not. */
export const seedReference = async (db: Db) => {
  const [{ n }] = await db.select({ n: count() }).from(objectTypes);
  if (Number(n) === 0) await db.insert(objectTypes).values(OBJECT_TYPES.map((name) => ({ name })));
  await db.insert(requestKinds).values(REQUEST_KIND_ROWS).onConflictDoNothing();
  const [{ types }] = await db.select({ types: count() }).from(requestTypes);
  if (Number(types) === 0) {
    await db
      .insert(requestTypes)
      .values(REQUEST_TYPE_SEED.map((type) => requestTypeInput.parse(type)));
  }
};
