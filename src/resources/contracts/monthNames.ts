import { type Locale as DateFnsLocale, format as formatDay } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { kk } from 'date-fns/locale/kk';
import { ru } from 'date-fns/locale/ru';
import type { Locale } from '../../domain/constants';

const WORDS: Record<Locale, DateFnsLocale> = { ru, kk, en: enGB };

/** The twelve months' names in the language ("январь", "қаңтар", "January"). */
export const monthNames = (locale: Locale) =>
  Array.from({ length: 12 }, (_, month) =>
    formatDay(new Date(2000, month, 1), 'LLLL', { locale: WORDS[locale] }),
  );
