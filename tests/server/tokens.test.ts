import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../server/lib/tokens';

const HOUR = 3_600_000;

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads its own token, and the same token again, until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.sign(7, 'session-1', new Date(Date.now() + HOUR));
    expect(await tokens.verify(token)).toEqual({ sub: '7', jti: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ sub: '7', jti: 'session-1' });
    vi.setSystemTime(Date.now() + HOUR + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, altered, or already expired', async () => {
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256');
    const other = createTokenService('another-secret-of-enough-length-too');
    const foreign = await other.sign(7, 'session-1', new Date(Date.now() + HOUR));
    expect(await tokens.verify(foreign)).toBeNull();
    const own = await tokens.sign(7, 'session-1', new Date(Date.now() + HOUR));
    expect(await tokens.verify(own)).not.toBeNull();
    const [header, payload, signature] = own.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(altered)).toBeNull();
    const expired = await tokens.sign(7, 'session-2', new Date(Date.now() - 1000));
    expect(await tokens.verify(expired)).toBeNull();
  });
});
