import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * A secret from the configuration, else one generated on first start and kept in the database,
 * so every process that shares the database signs and checks tokens alike.
 */
export const resolveSecret = async (db: Db, key: string, configured?: string) => {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return row.value;
};
