import { type Column, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** A column's value as JSON carries it. */
const jsonValueOf = (column: Column): z.ZodType => {
  switch (column.dataType) {
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'array':
      return z.array(z.unknown());
    case 'json':
      return z.unknown();
    default:
      return z.string();
  }
};

/**
 * A table's row as the API sends it, read from the Drizzle table so no column is forgotten
 * (nullable where the column is): the base of a list's documented response row.
 */
export const tableRow = (table: PgTable, omit: string[] = []) =>
  z.object(
    Object.fromEntries(
      Object.entries(getTableColumns(table))
        .filter(([name]) => !omit.includes(name))
        .map(([name, column]) => {
          const value = jsonValueOf(column);
          return [name, column.notNull ? value : value.nullable()];
        }),
    ),
  );

/** An attached file as records carry it, with its URL signed for the caller. */
export const fileRow = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  url: z.string(),
});
