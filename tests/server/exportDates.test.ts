import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../server/lib/exportRoute';
import { TIME_ZONE } from '../../src/domain/constants';

/** What `Intl` alone writes for an instant: the text the fast formatter must reproduce. */
const reference = (locale: string) => {
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (value: string) => when.format(new Date(value));
};

/** Instants from `from`, `step` milliseconds apart (an odd step reaches every minute). */
const instants = (from: number, step: number, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(from + i * step).toISOString());

describe('export dates', () => {
  it.each(['ru', 'kk', 'en'])('writes what Intl writes over three years (%s)', (locale) => {
    const fast = dateFormatter(locale);
    const slow = reference(locale);
    for (const value of instants(Date.UTC(2023, 0, 1), 7 * 60_000 + 13_417, 40_000)) {
      expect(fast(value)).toBe(slow(value));
    }
  });

  it('follows the change of Kazakhstan to UTC+5 on 1 March 2024 minute by minute', () => {
    const fast = dateFormatter('ru');
    const slow = reference('ru');
    for (const value of instants(Date.UTC(2024, 1, 29, 15), 29_000, 1_000)) {
      expect(fast(value)).toBe(slow(value));
    }
    expect(fast('2024-02-29T17:59:00Z')).toBe('29.02.2024, 23:59');
    expect(fast('2024-02-29T18:00:00Z')).toBe('29.02.2024, 23:00');
  });

  it('writes nothing for no date', () => {
    expect(dateFormatter('en')(null)).toBeNull();
  });
});
