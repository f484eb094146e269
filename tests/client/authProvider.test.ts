import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { authProvider } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { server } from './setup';

afterEach(() => session.reset());

describe('authProvider', () => {
  it('signs out on a 401 only: the token goes, the user is sent to /auth', async () => {
    sessionStorage.setItem('token', 't');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/auth',
    });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the user signed in on a 403', async () => {
    localStorage.setItem('token', 't');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('refuses a guest and loads the user for a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth' });
    localStorage.setItem('token', 't');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(session.get().user?.login).toBe('renter');
  });

  it('answers canAccess from the loaded role', async () => {
    localStorage.setItem('token', 't');
    await session.load();
    expect(await authProvider.canAccess?.({ resource: 'landlords', action: 'list' })).toBe(false);
    server.use(http.get('/api/user', () => HttpResponse.json({ ...demoUser, role: 'superadmin' })));
    await session.load();
    expect(await authProvider.canAccess?.({ resource: 'landlords', action: 'list' })).toBe(true);
  });

  it('revokes the token on the server when logging out and forgets the user', async () => {
    const logout = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.post('/api/auth/logout', logout));
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/home/index', replace });
    localStorage.setItem('token', 't');
    await session.load();
    await authProvider.logout({});
    expect(logout).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.get().role).toBe('guest');
    expect(replace).toHaveBeenCalledWith('/auth');
    vi.unstubAllGlobals();
  });
});
