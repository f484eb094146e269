import { describe, expect, it } from 'vitest';
import { formatKzPhone, isValidBinIin, normalizeKzPhone, withControlDigit } from './kz';

describe('BIN/IIN control digit', () => {
  it('accepts real-shaped numbers whose control digit matches', () => {
    const bin = withControlDigit('07054001201');
    expect(bin).toMatch(/^\d{12}$/);
    expect(isValidBinIin(bin as string)).toBe(true);
  });

  it('uses the second weight row when the first gives 10', () => {
    // weights 1…11 give 10·1 = 10 for this number; the second row gives 1·1 = 1
    expect(withControlDigit('00000000010')).toBe('000000000101');
    expect(isValidBinIin('000000000101')).toBe(true);
    expect(isValidBinIin('000000000100')).toBe(false);
  });

  it('refuses numbers with no valid control digit, wrong length or letters', () => {
    expect(isValidBinIin('12345678901')).toBe(false);
    expect(isValidBinIin('12345678901a')).toBe(false);
    expect(isValidBinIin('1234567890123')).toBe(false);
    const digits = Array.from({ length: 12 }, (_, i) => `${i % 10}`).join('');
    expect(isValidBinIin(digits)).toBe(withControlDigit(digits.slice(0, 11)) === digits);
  });
});

describe('Kazakh phone numbers', () => {
  it.each([
    ['+7 701 123 45 67', '+77011234567'],
    ['8 (701) 123-45-67', '+77011234567'],
    ['87011234567', '+77011234567'],
    ['7011234567', '+77011234567'],
    ['+7 727 355 01 01', '+77273550101'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeKzPhone(input)).toBe(expected);
  });

  it.each(['12345', '+1 202 555 0100', '+7 901 123 45 67', 'phone', '+7701123456789'])(
    'refuses %s',
    (input) => {
      expect(normalizeKzPhone(input)).toBeNull();
    },
  );
});

describe('Kazakh phone numbers as shown', () => {
  it.each([
    ['+77017654321', '+7 701 765 43 21'],
    ['+77273550101', '+7 727 355 01 01'],
    ['87017654321', '+7 701 765 43 21'],
    ['8 (701) 765-43-21', '+7 701 765 43 21'],
    ['+7 701 765 43 21', '+7 701 765 43 21'],
  ])('%s → %s', (input, expected) => {
    expect(formatKzPhone(input)).toBe(expected);
  });

  it.each(['+1 202 555 0100', '12345', '+7 901 123 45 67', '+7701123456789', ''])(
    'leaves %j as it is',
    (input) => {
      expect(formatKzPhone(input)).toBe(input);
    },
  );
});
