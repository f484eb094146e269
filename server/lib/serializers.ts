import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/** A JSON Schema without `required`: a field the view leaves out is left out, as before. */
const optionalFields = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(optionalFields);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value)))
      .map(([key, value]) => [key, optionalFields(value)]),
  );
};

/**
 * A route's serializer compiled once from its documented (zod) response schema with Fastify's
 * fast-json-stringify: only documented fields leave the server, faster than `JSON.stringify`.
 */
export const schemaJson = ({ schema }: { schema: unknown }) =>
  fastJson(
    optionalFields(
      z.toJSONSchema(schema as z.ZodType, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'any',
      }),
    ) as Schema,
  );

/** Where two JSON values first differ (`$.rows[3].name`), or null when they are equal. */
export const firstDifference = (given: unknown, sent: unknown, at = '$'): string | null => {
  if (given === sent) return null;
  if (Array.isArray(given) && Array.isArray(sent)) {
    if (given.length !== sent.length) return `${at}.length`;
    for (let i = 0; i < given.length; i++) {
      const found = firstDifference(given[i], sent[i], `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (given && sent && typeof given === 'object' && typeof sent === 'object') {
    const keys = new Set([...Object.keys(given), ...Object.keys(sent)]);
    for (const key of keys) {
      const found = firstDifference(
        (given as Record<string, unknown>)[key],
        (sent as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
    return null;
  }
  return at;
};

/**
 * `schemaJson` that also refuses an answer its schema does not describe: a field left out of
 * the docs, or a value of another type than documented, throws (the request fails with 500)
 * instead of being dropped or coerced. The server's tests run with it, so every answer they
 * receive is checked against `/api/docs`.
 */
export const checkedSchemaJson = (route: { schema: unknown; url?: string; method?: string }) => {
  const serialize = schemaJson(route);
  return (data: unknown) => {
    const text = serialize(data);
    const difference = firstDifference(JSON.parse(JSON.stringify(data)), JSON.parse(text));
    if (difference) {
      throw new Error(
        `${route.method} ${route.url}: the answer differs from its documented schema at ${difference}`,
      );
    }
    return text;
  };
};
