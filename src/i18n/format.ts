import type { Locale } from '../domain/constants';

export { shortText } from './shortText';

/**
 * How the product writes dates and numbers in each language: its own rules, not the browser's
 * locale data (a browser without Kazakh data would print ISO dates and English separators).
 * These patterns need no month names but English short ones, written here (no date library in
 * the first load); a day with its month and weekday in words is `longDate.ts`, with date-fns'
 * locales.
 */
interface Rules {
  /** Patterns of `yyyy`, `MMM`, `MM`, `dd`, `d`, `HH`, `mm`: a day, a moment (no seconds). */
  date: string;
  /** A day of the year without it: a chart's axis. */
  dayMonth: string;
  dateTime: string;
  time: string;
  group: string;
  decimal: string;
  squareMetre: string;
  /** Between a number and its `%`: Russian and Kazakh put a space, English none. */
  percentGap: string;
}

/** A no-break space: `1 483,75` and `120 м²` never break at the line's end. */
const NBSP = '\u00a0';

const RULES: Record<Locale, Rules> = {
  ru: {
    date: 'dd.MM.yyyy',
    dayMonth: 'dd.MM',
    dateTime: 'dd.MM.yyyy, HH:mm',
    time: 'HH:mm',
    group: NBSP,
    decimal: ',',
    squareMetre: 'м²',
    percentGap: NBSP,
  },
  kk: {
    date: 'dd.MM.yyyy',
    dayMonth: 'dd.MM',
    dateTime: 'dd.MM.yyyy, HH:mm',
    time: 'HH:mm',
    group: NBSP,
    decimal: ',',
    squareMetre: 'м²',
    percentGap: NBSP,
  },
  en: {
    date: 'd MMM yyyy',
    dayMonth: 'd MMM',
    dateTime: 'd MMM yyyy, HH:mm',
    time: 'HH:mm',
    group: ',',
    decimal: '.',
    squareMetre: 'm²',
    percentGap: '',
  },
};

export type DateValue = string | Date | null | undefined;
export type NumberValue = number | string | null | undefined;

/** `2026-11-23` is that day where the reader is (not midnight UTC); anything else is a moment. */
export const toDate = (value: string | Date) => {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const two = (n: number) => String(n).padStart(2, '0');

/** Each token of a pattern, of a moment where the reader is. */
const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()),
  MMM: (date) => SHORT_MONTHS[date.getMonth()],
  MM: (date) => two(date.getMonth() + 1),
  dd: (date) => two(date.getDate()),
  d: (date) => String(date.getDate()),
  HH: (date) => two(date.getHours()),
  mm: (date) => two(date.getMinutes()),
};

const formatAs =
  (pattern: keyof Pick<Rules, 'date' | 'dayMonth' | 'dateTime' | 'time'>) =>
  (value: DateValue, locale: Locale) => {
    if (value === null || value === undefined || value === '') return '';
    const date = toDate(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return RULES[locale][pattern].replace(/yyyy|MMM|MM|dd|d|HH|mm/g, (token) =>
      TOKENS[token](date),
    );
  };

/** `23.11.2026` (ru, kk), `23 Nov 2026` (en). */
export const formatDate = formatAs('date');
/** `23.11` (ru, kk), `23 Nov` (en). */
export const formatDayMonth = formatAs('dayMonth');
/** `23.11.2026, 15:51` (ru, kk), `23 Nov 2026, 15:51` (en), in the reader's time zone. */
export const formatDateTime = formatAs('dateTime');
/** `15:51`. */
export const formatTime = formatAs('time');

/** `1 483,75` (ru, kk), `1,483.75` (en): at most `fractionDigits` decimals, no trailing zeros. */
export const formatNumber = (value: NumberValue, locale: Locale, fractionDigits = 2) => {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const { group, decimal } = RULES[locale];
  const [whole, fraction = ''] = Math.abs(number).toFixed(fractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (decimals && decimal + decimals);
  return number < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
};

/** `1 483,50` (ru, kk), `1,483.50` (en): exactly `fractionDigits` decimals, for a column of figures. */
export const formatFixed = (value: NumberValue, locale: Locale, fractionDigits = 2) => {
  const text = formatNumber(value, locale, fractionDigits);
  if (text === '' || !Number.isFinite(Number(value)) || fractionDigits < 1) return text;
  const { decimal } = RULES[locale];
  const [whole, decimals = ''] = text.split(decimal);
  return `${whole}${decimal}${decimals.padEnd(fractionDigits, '0')}`;
};

/** `1 483,50 м²`, `1,483.50 m²`: an area with exactly two decimals, for a column of figures. */
export const formatFixedArea = (value: NumberValue, locale: Locale) =>
  value === null || value === undefined || value === ''
    ? ''
    : `${formatFixed(value, locale)}${NBSP}${RULES[locale].squareMetre}`;

/** `1 483,75 м²`, `1,483.75 m²`. */
export const formatArea = (value: NumberValue, locale: Locale) =>
  value === null || value === undefined || value === ''
    ? ''
    : `${formatNumber(value, locale)}${NBSP}${RULES[locale].squareMetre}`;

/** `50–120 м²`, `50–… м²`: a wanted area from one bound to the other; empty without both. */
export const formatAreaRange = (min: NumberValue, max: NumberValue, locale: Locale) => {
  const bound = (v: NumberValue) => formatNumber(v, locale) || '…';
  if (!formatNumber(min, locale) && !formatNumber(max, locale)) return '';
  return `${bound(min)}–${bound(max)}${NBSP}${RULES[locale].squareMetre}`;
};

/** `25 000 ₸`, `25,000 ₸`. */
export const formatTenge = (value: NumberValue, locale: Locale) => {
  if (value === null || value === undefined || value === '') return '';
  // Whole tenge stay whole; an amount with tiyn shows both digits of them (`481 631,50 ₸`).
  const whole = Math.round(Number(value) * 100) % 100 === 0;
  return `${whole ? formatNumber(value, locale) : formatFixed(value, locale)}${NBSP}₸`;
};

/** `87,5 %` (ru, kk), `87.5%` (en): a percentage (0–100) with at most one decimal. */
export const formatPercent = (value: NumberValue, locale: Locale) =>
  value === null || value === undefined || value === ''
    ? ''
    : `${formatNumber(value, locale, 1)}${RULES[locale].percentGap}%`;

/** Every formatter of one language, for a component that writes several values. */
export const formattersOf = (locale: Locale) => ({
  locale,
  date: (value: DateValue) => formatDate(value, locale),
  dayMonth: (value: DateValue) => formatDayMonth(value, locale),
  dateTime: (value: DateValue) => formatDateTime(value, locale),
  time: (value: DateValue) => formatTime(value, locale),
  number: (value: NumberValue, fractionDigits?: number) =>
    formatNumber(value, locale, fractionDigits),
  fixed: (value: NumberValue, fractionDigits?: number) =>
    formatFixed(value, locale, fractionDigits),
  fixedArea: (value: NumberValue) => formatFixedArea(value, locale),
  area: (value: NumberValue) => formatArea(value, locale),
  areaRange: (min: NumberValue, max: NumberValue) => formatAreaRange(min, max, locale),
  tenge: (value: NumberValue) => formatTenge(value, locale),
  percent: (value: NumberValue) => formatPercent(value, locale),
});
export type Formatters = ReturnType<typeof formattersOf>;
