import { z } from 'zod';

/**
 * The list contract's query string, as `/api/docs` documents it. It is deliberately permissive
 * (every value a string, unknown keys kept): `server/lib/list.ts parseListQuery` interprets it
 * and answers bad input with the field's own error key (`filter.x`, `sort`, `range`, `limit`).
 */
export const listQuery = z.looseObject({
  range: z
    .string()
    .optional()
    .describe('react-admin: a JSON pair [from, to], 0-based and inclusive, e.g. [0,24]'),
  sort: z
    .string()
    .optional()
    .describe('react-admin: a JSON pair [field, "ASC" | "DESC"], e.g. ["created_at","DESC"]'),
  filter: z
    .string()
    .optional()
    .describe(
      'react-admin: a JSON object of filters: `q` (search), `id` (one or an array), fields by name, `<field>_gte` / `<field>_lte` ranges (dates YYYY-MM-DD)',
    ),
  page: z.string().optional().describe('The spec: 1-based page number (when no `range`)'),
  limit: z
    .string()
    .optional()
    .describe(
      'The spec: page size (default 25). At most 100: a larger one is answered with 100 rows, ' +
        'pages counted by 100, and the real total',
    ),
  per_page: z.string().optional().describe('The spec: page size, the same as `limit`'),
  search: z.string().optional().describe('The spec: full-text search, the same as `filter.q`'),
});

/** The body of every Excel export: the list's filter, sort and search, as the list sends them. */
export const listExportBody = z
  .object({
    filter: z.record(z.string(), z.unknown()).optional(),
    sort: z.tuple([z.string(), z.string()]).optional(),
    search: z.string().max(200).optional(),
  })
  .nullish();

export type ListExportBody = z.infer<typeof listExportBody>;

/**
 * Totals are exact up to this many rows; above it the list answers this number with
 * `X-Total-Capped: true` ("more than 10 000"), so a count never walks a whole large table.
 */
export const EXACT_TOTAL_LIMIT = 10_000;
