import { type Locale as DateFnsLocale, format, isValid } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { kk } from 'date-fns/locale/kk';
import { ru } from 'date-fns/locale/ru';
import type { Locale } from '../domain/constants';
import { type DateValue, toDate } from './format';

/**
 * A day with its month and weekday in words, by each language's rules. Its month and weekday
 * names are date-fns' locales, so only the screens that write such a day load them.
 */
const LONG_DATE: Record<Locale, { pattern: string; words: DateFnsLocale }> = {
  ru: { pattern: 'd MMMM yyyy, EEEEEE', words: ru },
  kk: { pattern: "yyyy 'ж.' d MMMM, EEEEEE", words: kk },
  en: { pattern: 'EEE d MMMM yyyy', words: enGB },
};

/** `16 декабря 2026, ср`, `2026 ж. 16 желтоқсан, ср`, `Wed 16 December 2026`. */
export const formatLongDate = (value: DateValue, locale: Locale) => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  const { pattern, words } = LONG_DATE[locale];
  return format(date, pattern, { locale: words });
};

/**
 * A day by its weekday, day and month, the year left out (a list of the coming days):
 * CLDR's short forms of each language.
 */
const WEEKDAY_DATE: Record<Locale, string> = {
  ru: 'EEEEEE, d MMM',
  kk: "d MMM'.', EEEEEE",
  en: 'EEE d MMM',
};

/** `пн, 7 дек.`, `7 жел., дс`, `Mon 7 Dec`. */
export const formatWeekdayDate = (value: DateValue, locale: Locale) => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return format(date, WEEKDAY_DATE[locale], { locale: LONG_DATE[locale].words });
};
