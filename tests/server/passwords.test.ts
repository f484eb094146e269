import { describe, expect, it } from 'vitest';
import { temporaryPassword } from '../../server/lib/passwords';

describe('temporary passwords', () => {
  it('are 12 characters a person can read aloud: no 0/O, 1/l/I look-alikes', () => {
    const many = Array.from({ length: 2_000 }, temporaryPassword);
    for (const password of many) {
      expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
      expect(password).not.toMatch(/[0O1lIio]/);
    }
    expect(new Set(many).size).toBe(many.length);
    const used = new Set(many.join(''));
    expect([...'aZ29'].every((c) => used.has(c))).toBe(true);
  });
});
