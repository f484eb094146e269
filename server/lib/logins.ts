import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { conflict } from './errors';

/** 409 with the form's field name when a login is taken (logins are unique, any case). */
export const assertLoginFree = async (db: Db, login: string, field: string) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`);
  if (taken) throw conflict({ [field]: 'validation.unique' }, 'Login taken');
};
