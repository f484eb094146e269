import { DEFAULT_LOCALE, type Locale } from '../domain/constants';

/**
 * The language the staff app shows now, set by its i18n provider. react-admin redraws the whole
 * app when the language changes, so what reads it while drawing (a record's name in a title,
 * a reference, a picker) is always in step.
 */
let current: Locale = DEFAULT_LOCALE;

export const interfaceLocale = () => current;

export const setInterfaceLocale = (locale: Locale) => {
  current = locale;
};

/** A name kept in the three languages, in the interface's one (Russian when that is empty). */
export const localized = (name: Partial<Record<Locale, string>> & { ru: string }) =>
  name[current] || name.ru;
