import { describe, expect, it } from 'vitest';
import type { LocalizedName } from '../../../src/domain/reference';
import { FIELD_TYPES, REQUEST_KINDS, requestTypeInput } from '../../../src/domain/requestTypes';
import { REQUEST_KIND_ROWS, REQUEST_TYPE_SEED } from './requestTypes';

/** Every name in the catalogue: kinds, types, field labels and option labels. */
const allLabels = (): { where: string; name: LocalizedName }[] => {
  const out: { where: string; name: LocalizedName }[] = REQUEST_KIND_ROWS.map((k) => ({
    where: `kind ${k.id}`,
    name: k.name,
  }));
  for (const type of REQUEST_TYPE_SEED) {
    out.push({ where: type.code, name: type.name });
    for (const field of type.fields ?? []) {
      out.push({ where: `${type.code}.${field.key}`, name: field.label });
      for (const option of field.options ?? []) {
        out.push({ where: `${type.code}.${field.key}=${option.value}`, name: option.label });
      }
    }
  }
  return out;
};

describe('request type seed', () => {
  it('has both kinds with the ids of REQUEST_KINDS', () => {
    expect(REQUEST_KIND_ROWS.map((k) => k.id)).toEqual([
      REQUEST_KINDS.tenant,
      REQUEST_KINDS.internal,
    ]);
  });

  it.each(REQUEST_TYPE_SEED.map((t) => [t.code, t] as const))('%s is a valid type', (_, type) => {
    const parsed = requestTypeInput.safeParse(type);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.kind_id).toBe(REQUEST_KINDS.tenant);
    expect(parsed.data?.is_active).toBe(true);
    for (const field of type.fields ?? []) expect(typeof field.required).toBe('boolean');
  });

  it('has about eleven types with unique codes and sort orders 10, 20, 30…', () => {
    expect(REQUEST_TYPE_SEED.length).toBeGreaterThanOrEqual(10);
    const codes = REQUEST_TYPE_SEED.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(REQUEST_TYPE_SEED.map((t) => t.sort_order)).toEqual(
      REQUEST_TYPE_SEED.map((_, i) => (i + 1) * 10),
    );
  });

  it('names every label in three languages, translated rather than copied', () => {
    const labels = allLabels();
    for (const { where, name } of labels) {
      for (const lang of ['ru', 'kk', 'en'] as const) {
        expect(name[lang]?.trim(), `${where}.${lang}`).toBeTruthy();
      }
      expect(name.en, `${where} en is Latin`).not.toMatch(/[а-яё]/i);
      expect(name.kk, `${where} kk is Cyrillic`).toMatch(/[а-яёәғқңөұүһі]/i);
    }
    const translated = labels.filter((l) => l.name.kk !== l.name.ru && l.name.en !== l.name.ru);
    expect(translated.length / labels.length).toBeGreaterThanOrEqual(0.9);
  });

  it('asks no free-text comment beside the request’s own description', () => {
    const comments = REQUEST_TYPE_SEED.flatMap((t) =>
      (t.fields ?? []).filter((f) => f.key === 'comment').map((f) => `${t.code}.${f.key}`),
    );
    expect(comments).toEqual([]);
  });

  it('uses every kind of field across the catalogue', () => {
    const used = new Set(REQUEST_TYPE_SEED.flatMap((t) => (t.fields ?? []).map((f) => f.type)));
    for (const type of FIELD_TYPES) expect(used, type).toContain(type);
  });
});
