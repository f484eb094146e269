import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from '../../src/providers/token';

const hint = () => document.cookie.split('; ').find((c) => c.startsWith('signed-in='));

describe('the stored token', () => {
  afterEach(() => clearToken());

  it('keeps a remembered token in local storage and tells the server only that someone is signed in', () => {
    setToken('token-1', true);
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(getToken()).toBe('token-1');
    expect(hint()).toBe('signed-in=1');
    expect(document.cookie).not.toContain('token-1');
  });

  it('forgets the token and the hint on sign-out', () => {
    setToken('token-2', false);
    expect(sessionStorage.getItem('token')).toBe('token-2');
    expect(hint()).toBe('signed-in=1');
    clearToken();
    expect(getToken()).toBeNull();
    expect(hint()).toBeUndefined();
  });
});
