import type { LandingMessages } from '../../i18n/landing/ru';
import type { AppMessages } from '../../i18n/ru';
import { isLocale, type Locale, STORAGE_KEYS } from '../domain/constants';
import { preferredLocale } from '../domain/preferredLocale';

/**
 * The language this browser shows: the one chosen here (`selected-language`), else the first of
 * the browser's own languages the product speaks (`navigator.languages`), else Russian.
 */
export const storedLocale = (): Locale => {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  if (isLocale(value)) return value;
  const { languages, language } = navigator;
  return preferredLocale(languages?.length ? languages : [language ?? '']);
};

export const storeLocale = (locale: Locale) => {
  localStorage.setItem(STORAGE_KEYS.language, locale);
  // The server reads it to send `/` with this language's title, description and `<html lang>`.
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, no Cookie Store API in every browser
  document.cookie = `${STORAGE_KEYS.language}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = locale;
};

/**
 * A language picked with a switch before signing in (the site's or the sign-in page's, even the
 * one already shown): kept for this tab, so the next sign-in makes it the user's own.
 */
export const pickLocale = (locale: Locale) => {
  storeLocale(locale);
  sessionStorage.setItem(STORAGE_KEYS.languagePicked, locale);
};

/** The language picked before signing in, if any; asking forgets it. */
export const takePickedLocale = (): Locale | null => {
  const picked = sessionStorage.getItem(STORAGE_KEYS.languagePicked);
  sessionStorage.removeItem(STORAGE_KEYS.languagePicked);
  return isLocale(picked) ? picked : null;
};

/** Each catalogue is its own chunk: a page loads only the language it shows. */
export const loadCatalogue = async (locale: Locale): Promise<AppMessages> => {
  switch (locale) {
    case 'kk':
      return (await import('../../i18n/kk')).default;
    case 'en':
      return (await import('../../i18n/en')).default;
    default:
      return (await import('../../i18n/ru')).default;
  }
};

/** The language this browser shows with its catalogue: what a sign-in page starts with. */
export const storedCatalogue = async () => {
  const locale = storedLocale();
  return { locale, messages: await loadCatalogue(locale) };
};

/** The public site's own copy (`i18n/landing/*`), one chunk per language. */
export const loadLandingCatalogue = async (locale: Locale): Promise<LandingMessages> => {
  switch (locale) {
    case 'kk':
      return (await import('../../i18n/landing/kk')).default;
    case 'en':
      return (await import('../../i18n/landing/en')).default;
    default:
      return (await import('../../i18n/landing/ru')).default;
  }
};

const PLURAL_INDEX: Record<Locale, (n: number) => number> = {
  ru: (n) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    if (mod10 === 1 && mod100 !== 11) return 0;
    if (mod10 >= 2 && mod10 <= 4 && (mod100 < 10 || mod100 >= 20)) return 1;
    return 2;
  },
  kk: (n) => (n === 1 ? 0 : 1),
  en: (n) => (n === 1 ? 0 : 1),
};

const lookup = (tree: unknown, key: string): string | undefined => {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Polyglot-compatible: `%{name}` placeholders and ` |||| ` plural forms by `smart_count`. */
export const translate = (
  messages: object,
  locale: Locale,
  key: string,
  vars: Record<string, string | number> = {},
) => {
  let text = lookup(messages, key) ?? key;
  if (typeof vars.smart_count === 'number' && text.includes('||||')) {
    const forms = text.split('||||').map((f) => f.trim());
    text = forms[Math.min(PLURAL_INDEX[locale](vars.smart_count), forms.length - 1)];
  }
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
};
