import en from '../../i18n/en';
import kk from '../../i18n/kk';
import ru from '../../i18n/ru';
import { isLocale, type Locale } from '../../src/domain/constants';
import { translate as translateWith } from '../../src/i18n/translate';

const catalogues = { ru, kk, en } as const;

/** Server-side texts (mail) from the same catalogue as the UI; Russian when the locale is unknown. */
export const translate = (
  locale: string,
  key: string,
  vars: Record<string, string | number> = {},
) => {
  const lang: Locale = isLocale(locale) ? locale : 'ru';
  return translateWith(catalogues[lang], lang, key, vars);
};
