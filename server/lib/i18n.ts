import en from '../../i18n/en';
import kk from '../../i18n/kk';
import ru from '../../i18n/ru';
import { isLocale, type Locale } from '../../src/domain/constants';

const catalogues = { ru, kk, en } as const;

const lookup = (tree: unknown, key: string): string | undefined => {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Server-side texts (mail) from the same catalogue as the UI; Russian is the fallback. */
export const translate = (locale: string, key: string, vars: Record<string, string> = {}) => {
  const lang: Locale = isLocale(locale) ? locale : 'ru';
  const template = lookup(catalogues[lang], key) ?? lookup(ru, key) ?? key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
};
