import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, passwordPair, requiredString } from './validation';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the check to fail');
  return fieldErrors(result.error.issues);
};

describe('fieldErrors', () => {
  it('keys each field by its dotted path, array items by their index', () => {
    const schema = z.object({
      name: requiredString(),
      rooms: z.array(z.object({ number: requiredString(10) })),
    });
    expect(errorsOf(schema, { name: ' ', rooms: [{ number: '1' }, { number: '' }] })).toEqual({
      name: 'validation.required',
      'rooms.1.number': 'validation.required',
    });
  });

  it('keeps the first problem of a field, not the last', () => {
    expect(
      fieldErrors([
        { path: ['bin'], message: 'validation.bin_format' },
        { path: ['bin'], message: 'validation.bin_checksum' },
      ]),
    ).toEqual({ bin: 'validation.bin_format' });
  });

  it('files a problem of the whole value under `_`', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'validation.invalid');
    expect(errorsOf(schema, { a: 'x' })).toEqual({ _: 'validation.invalid' });
    expect(fieldErrors([{ path: [], message: 'validation.required' }])).toEqual({
      _: 'validation.required',
    });
  });

  it('turns a message that is not an i18n key, or none, into validation.invalid', () => {
    expect(errorsOf(z.object({ count: z.number() }), { count: 'many' })).toEqual({
      count: 'validation.invalid',
    });
    expect(fieldErrors([{ path: ['page'] }])).toEqual({ page: 'validation.invalid' });
  });

  it('puts a refinement on another field where the refinement says', () => {
    const schema = passwordPair({});
    expect(
      errorsOf(schema, { password: 'long enough 123', password_confirmation: 'other' }),
    ).toEqual({ password_confirmation: 'validation.password_mismatch' });
  });
});
