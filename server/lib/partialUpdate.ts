import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../src/domain/validation';
import { currentUser } from '../plugins/access';
import type { AuthUser } from './authUser';

/** What every update route's OpenAPI description says of its body. */
export const PARTIAL_UPDATE =
  'A field left out of the body keeps its value and `null` clears an optional one: a body with ' +
  'one field changes that field only. A whole record (as a form sends it) works too.';

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
};

/** The field names an object body schema knows, through refinements, pipes and unions. */
export const bodyFields = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return [...bodyFields(def.in as z.ZodType), ...bodyFields(def.out as z.ZodType)];
    case 'optional':
    case 'nullable':
    case 'default':
      return bodyFields(def.innerType as z.ZodType);
    case 'intersection':
      return [...bodyFields(def.left as z.ZodType), ...bodyFields(def.right as z.ZodType)];
    case 'union':
      return (def.options ?? []).flatMap(bodyFields);
    default:
      return [];
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `preValidation` hook of an update route (after its access check): the fields of `schema`
 * the body leaves out are filled from `current` — the record as the API reads it, found in the
 * caller's scope (its 404 stands) — so the body's schema checks the record as it will be, and a
 * one-field body changes one field. A value `current` leaves `undefined` stays absent (a field
 * another one in the body replaces, say).
 */
export const keepAbsentFields = (
  schema: z.ZodType,
  current: (
    request: FastifyRequest,
    body: Record<string, unknown>,
  ) => Promise<Record<string, unknown>>,
) => {
  const fields = [...new Set(bodyFields(schema))];
  return async (request: FastifyRequest) => {
    const body = request.body;
    // Anything but an object is the schema's to refuse.
    if (!isRecord(body)) return;
    const now = await current(request, body);
    const merged: Record<string, unknown> = { ...body };
    for (const field of fields) {
      if (!(field in body) && now[field] !== undefined) merged[field] = now[field];
    }
    request.body = merged;
  };
};

/**
 * `current` of a `/:id` update route: the record `read` answers for the caller (its 404 when out
 * of scope); nothing for a bad id, which the params schema refuses.
 */
export const recordById =
  (read: (user: AuthUser, id: number, body: Record<string, unknown>) => Promise<object>) =>
  async (request: FastifyRequest, body: Record<string, unknown>) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return {};
    return (await read(currentUser(request), params.data.id, body)) as Record<string, unknown>;
  };
