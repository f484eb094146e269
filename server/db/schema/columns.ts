import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's text for a `timestamptz` (`2026-10-12 09:51:42.123456+00`) as ISO 8601
 * (`2026-10-12T09:51:42.123456+00:00`): Safari's `Date` reads only the latter. The fraction is
 * kept whole, so a value read and written back stays equal.
 */
export const isoTimestamp = (value: string | Date) => {
  if (value instanceof Date) return value.toISOString();
  const match = value.match(
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/,
  );
  return match ? `${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}` : value;
};

const timestamptz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: isoTimestamp,
});

export const at = (name: string) => timestamptz(name);
export const atNow = (name: string) => at(name).notNull().default(sql`now()`);

export const timestamps = {
  created_at: atNow('created_at'),
  updated_at: atNow('updated_at'),
};
