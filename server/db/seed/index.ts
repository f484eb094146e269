/*
 * The seed writes through storage (`server/db`), the shared domain (`src/domain`) and
 * `server/lib` only, never through `server/modules` (storage knows no routes); the layering
 * test (`tests/server/layering.test.ts`) holds it to that.
 */
import type { Db } from '../client';
import { seedDemo } from './demo';
import { seedReference } from './reference';

/**
 * First-start data: reference lists always, the demo organizations when asked for. With
 * `mustChangePassword` (any database but the embedded demo) the demo logins' published
 * password must be replaced at first sign-in.
 */
export const seed = async (db: Db, opts: { demo: boolean; mustChangePassword?: boolean }) => {
  await seedReference(db);
  return opts.demo ? seedDemo(db, { mustChangePassword: opts.mustChangePassword ?? false }) : false;
};
