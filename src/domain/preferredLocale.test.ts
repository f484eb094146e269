import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLocale } from './preferredLocale';

describe('the language a browser prefers', () => {
  it('takes the first language the product speaks, by its primary subtag', () => {
    expect(preferredLocale(['kk-KZ', 'ru-RU'])).toBe('kk');
    expect(preferredLocale(['en-GB'])).toBe('en');
    expect(preferredLocale(['de-DE', 'EN', 'kk'])).toBe('en');
    expect(preferredLocale(['ru', 'kk-KZ'])).toBe('ru');
  });

  it('falls back to Russian for languages the product does not speak, or none', () => {
    expect(preferredLocale(['de-DE', 'uz'])).toBe('ru');
    expect(preferredLocale([])).toBe('ru');
  });

  it('reads Accept-Language by weight, leaving out refused and wildcard entries', () => {
    expect(acceptedLanguages('kk-KZ,kk;q=0.9,ru;q=0.8')).toEqual(['kk-KZ', 'kk', 'ru']);
    expect(acceptedLanguages('ru;q=0.5, en-US;q=0.9, *;q=0.1')).toEqual(['en-US', 'ru']);
    expect(acceptedLanguages('kk;q=0, en;q=0.4')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages()).toEqual([]);
  });
});
