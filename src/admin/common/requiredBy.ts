import type { z } from 'zod';

interface Node {
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  unwrap?: () => z.ZodType;
  def?: { in?: z.ZodType };
}

/** A schema inside optional, default or transform wrappers, where its fields can be read. */
const opened = (schema: z.ZodType) => {
  let node = schema as unknown as Node;
  while (!node.shape && !node.element) {
    const inner = node.unwrap?.() ?? node.def?.in;
    if (!inner) break;
    node = inner as unknown as Node;
  }
  return node;
};

/** The schema of the input at `source` (`name.ru`, `fields.0.key`), if the form has one. */
const fieldAt = (schema: z.ZodType, source: string) =>
  source.split('.').reduce<z.ZodType | undefined>((field, key) => {
    if (!field) return undefined;
    const node = opened(field);
    if (node.element) return /^\d+$/.test(key) ? node.element : undefined;
    return node.shape?.[key];
  }, schema);

const EMPTY = [undefined, null, ''];

/**
 * Which inputs of a form its zod schema requires: those no empty value passes. Inputs take it
 * as `isRequired={required('legal_name')}`, so the asterisks of every staff form follow the
 * same rules the form and the server check.
 */
export const requiredBy =
  (schema: z.ZodType) =>
  (source: string): boolean => {
    const field = fieldAt(schema, source);
    return field !== undefined && EMPTY.every((value) => !field.safeParse(value).success);
  };
