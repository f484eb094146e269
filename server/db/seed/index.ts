import type { Db } from '../client';
import { seedDemo } from './demo';
import { seedReference } from './reference';

/** First-start data: reference lists always, the demo organizations when asked for. */
export const seed = async (db: Db, opts: { demo: boolean }) => {
  await seedReference(db);
  return opts.demo ? seedDemo(db) : false;
};
