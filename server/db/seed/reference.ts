import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { objectTypes } from '../schema';

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
  if (Number(n) > 0) return;
  await db.insert(objectTypes).values(OBJECT_TYPES.map((name) => ({ name })));
};
