import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatAreaRange,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatFixed,
  formatFixedArea,
  formatNumber,
  formatPercent,
  formatTenge,
  shortText,
} from '../../src/i18n/format';
import { formatLongDate, formatWeekdayDate } from '../../src/i18n/longDate';

/** The no-break space between digit groups and before a unit. */
const _ = '\u00a0';

/** 23 November 2026, 15:51:37 where the reader is (dates are shown in the reader's zone). */
const moment = new Date(2026, 10, 23, 15, 51, 37);

describe('dates', () => {
  it('writes a day and a moment without seconds, by each language’s rules', () => {
    expect(formatDate(moment, 'ru')).toBe('23.11.2026');
    expect(formatDate(moment, 'kk')).toBe('23.11.2026');
    expect(formatDate(moment, 'en')).toBe('23 Nov 2026');
    expect(formatDateTime(moment, 'ru')).toBe('23.11.2026, 15:51');
    expect(formatDateTime(moment, 'kk')).toBe('23.11.2026, 15:51');
    expect(formatDateTime(moment, 'en')).toBe('23 Nov 2026, 15:51');
  });

  it('writes a chart axis’s day without the year, whole in every language', () => {
    expect(formatDayMonth('2026-11-02', 'ru')).toBe('02.11');
    expect(formatDayMonth('2026-11-02', 'kk')).toBe('02.11');
    expect(formatDayMonth('2026-11-02', 'en')).toBe('2 Nov');
  });

  it('reads a date-only value as that day, not as midnight UTC', () => {
    expect(formatDate('2026-01-01', 'ru')).toBe('01.01.2026');
  });

  it('names months and weekdays in the language', () => {
    expect(formatLongDate('2026-12-16', 'ru')).toBe('16 декабря 2026, ср');
    expect(formatLongDate('2026-12-16', 'kk')).toBe('2026 ж. 16 желтоқсан, ср');
    expect(formatLongDate('2026-12-16', 'en')).toBe('Wed 16 December 2026');
    expect(formatWeekdayDate('2026-12-07', 'ru')).toBe('пн, 7 дек.');
    expect(formatWeekdayDate('2026-12-07', 'kk')).toBe('7 жел., дс');
    expect(formatWeekdayDate('2026-12-07', 'en')).toBe('Mon 7 Dec');
  });

  it('writes nothing for no value and leaves a value it cannot read as it is', () => {
    expect(formatDateTime(null, 'kk')).toBe('');
    expect(formatDate('soon', 'kk')).toBe('soon');
  });
});

describe('numbers', () => {
  it('groups thousands and marks decimals by each language’s rules', () => {
    expect(formatNumber(1483.75, 'ru')).toBe(`1${_}483,75`);
    expect(formatNumber(1483.75, 'kk')).toBe(`1${_}483,75`);
    expect(formatNumber(1483.75, 'en')).toBe('1,483.75');
    expect(formatNumber(1_234_567, 'kk')).toBe(`1${_}234${_}567`);
  });

  it('drops trailing zeros, rounds to the digits asked, keeps the sign', () => {
    expect(formatNumber('83.50', 'ru')).toBe('83,5');
    expect(formatNumber(120, 'en')).toBe('120');
    expect(formatNumber(2.345, 'ru', 0)).toBe('2');
    expect(formatNumber(-1250.5, 'kk')).toBe(`-1${_}250,5`);
    expect(formatNumber(-0.001, 'ru')).toBe('0');
  });

  it('writes areas and tenge with their units', () => {
    expect(formatArea(1844, 'kk')).toBe(`1${_}844${_}м²`);
    expect(formatArea(83.5, 'en')).toBe(`83.5${_}m²`);
    expect(formatAreaRange(50, 120.5, 'ru')).toBe(`50–120,5${_}м²`);
    expect(formatAreaRange(null, 80, 'en')).toBe(`…–80${_}m²`);
    expect(formatAreaRange(null, null, 'ru')).toBe('');
    expect(formatTenge(1_500_000, 'kk')).toBe(`1${_}500${_}000${_}₸`);
    expect(formatTenge(25000, 'en')).toBe(`25,000${_}₸`);
    expect(formatTenge(481_631.5, 'ru')).toBe(`481${_}631,50${_}₸`);
    expect(formatTenge('2108743.09', 'en')).toBe(`2,108,743.09${_}₸`);
  });

  it('writes a column’s figures with exactly two decimals, the zeros kept', () => {
    expect(formatFixed(1483.5, 'ru')).toBe(`1${_}483,50`);
    expect(formatFixed(40, 'en')).toBe('40.00');
    expect(formatFixed(12.345, 'kk', 1)).toBe('12,3');
    expect(formatFixedArea(80.5, 'kk')).toBe(`80,50${_}м²`);
    expect(formatFixedArea(1200, 'en')).toBe(`1,200.00${_}m²`);
    expect(formatFixed(null, 'ru')).toBe('');
    expect(formatFixedArea('', 'ru')).toBe('');
  });

  it('writes a percentage with one decimal at most, spaced as each language does', () => {
    expect(formatPercent(87.54, 'ru')).toBe(`87,5${_}%`);
    expect(formatPercent(100, 'kk')).toBe(`100${_}%`);
    expect(formatPercent(66.67, 'en')).toBe('66.7%');
    expect(formatPercent(null, 'ru')).toBe('');
  });
});

describe('shortText', () => {
  it('cuts a long text at a word, with an ellipsis', () => {
    expect(shortText('Не работает освещение на парковке у входа B', 30)).toBe(
      'Не работает освещение на…',
    );
    expect(shortText('Коротко', 30)).toBe('Коротко');
  });
});
