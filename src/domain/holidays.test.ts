import { describe, expect, it } from 'vitest';
import { holidayNames, kazakhstanHolidays } from './holidays';

const dates = (year: number) => kazakhstanHolidays(year).map((h) => h.date);

describe('kazakhstanHolidays', () => {
  it('lists the fixed holidays and Kurban Ait', () => {
    const d = dates(2026);
    for (const day of ['2026-01-01', '2026-01-07', '2026-03-21', '2026-05-27', '2026-12-16']) {
      expect(d).toContain(day);
    }
  });

  it('moves a weekend holiday to the next working day, Nauryz days one after another', () => {
    const d = dates(2026);
    // 8 March 2026 is a Sunday; Nauryz 21–23 March is Saturday to Monday.
    expect(d).toContain('2026-03-09');
    expect(d).toContain('2026-03-24');
    expect(d).toContain('2026-03-25');
    // 9 May 2026 is a Saturday; 30 August and 25 October are Sundays.
    expect(d).toContain('2026-05-11');
    expect(d).toContain('2026-08-31');
    expect(d).toContain('2026-10-26');
  });

  it('does not move Orthodox Christmas', () => {
    // 7 January 2029 is a Sunday.
    expect(dates(2029)).not.toContain('2029-01-08');
  });

  it('gives names in three languages, sorted by date', () => {
    const list = kazakhstanHolidays(2027);
    expect([...list].sort((a, b) => a.date.localeCompare(b.date))).toEqual(list);
    expect(list.every((h) => h.name.ru && h.name.kk && h.name.en)).toBe(true);
  });
});

describe('holidayNames', () => {
  it('names a public holiday stored under its Russian name in every language', () => {
    expect(holidayNames('2026-12-16', 'День Независимости')).toEqual({
      ru: 'День Независимости',
      kk: 'Тәуелсіздік күні',
      en: 'Independence Day',
    });
    // 8 March 2026 is a Sunday: the day off moves to Monday, under a name of its own.
    expect(holidayNames('2026-03-09', 'Перенесённый выходной')?.en).toBe(
      'Holiday moved from a weekend',
    );
  });

  it('keeps a name the landlord gave, and a day that is no public holiday, as typed', () => {
    expect(holidayNames('2026-12-16', 'Корпоратив')).toBeNull();
    expect(holidayNames('2026-12-17', 'День Независимости')).toBeNull();
  });
});
