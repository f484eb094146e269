import { DEFAULT_LOCALE, isLocale, type Locale } from './constants';

/**
 * The first of a person's languages (most wanted first) that the product speaks: `kk-KZ` → kk,
 * `en-GB` → en, `ru-RU` → ru; none of them → Russian. Asked only while nothing was chosen: of the
 * browser's `navigator.languages`, or of a request's `Accept-Language`.
 */
export const preferredLocale = (languages: readonly string[]): Locale => {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_]/)[0].toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
};

/** An `Accept-Language` header as language tags, most wanted first; `q=0` and `*` left out. */
export const acceptedLanguages = (header = ''): string[] =>
  header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';').map((p) => p.trim());
      const weight = params.find((p) => p.startsWith('q='));
      return { tag, q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
