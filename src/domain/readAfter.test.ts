import { describe, expect, it } from 'vitest';
import { isLsn, laterLsn } from './readAfter';

describe('WAL positions (LSNs)', () => {
  it('knows an LSN as PostgreSQL writes one', () => {
    expect(isLsn('0/3000148')).toBe(true);
    expect(isLsn('16/b374d848')).toBe(true);
    expect(isLsn('16/B374D848/1')).toBe(false);
    expect(isLsn('123456789/0')).toBe(false);
    expect(isLsn("0/1'; drop table users")).toBe(false);
    expect(isLsn(42)).toBe(false);
  });

  it('orders by the high part, then the low one, as numbers and not as text', () => {
    expect(laterLsn('0/FFFFFFFF', '1/0')).toBe('1/0');
    expect(laterLsn('1/0', '0/FFFFFFFF')).toBe('1/0');
    expect(laterLsn('0/9', '0/10')).toBe('0/10');
    expect(laterLsn('0/A0', '0/9F')).toBe('0/A0');
  });

  it('takes what there is when one side is missing or no LSN', () => {
    expect(laterLsn(null, '0/5')).toBe('0/5');
    expect(laterLsn('0/5', undefined)).toBe('0/5');
    expect(laterLsn('garbage', '0/5')).toBe('0/5');
    expect(laterLsn('0/5', 'garbage')).toBe('0/5');
    expect(laterLsn(null, null)).toBeNull();
  });
});
