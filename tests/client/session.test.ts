import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { session } from '../../src/providers/session';
import { server } from './setup';

afterEach(() => session.reset());

describe('session (spec §4)', () => {
  it('starts as a guest with bid access allowed', () => {
    expect(session.get()).toEqual({ role: 'guest', user: null, hasBidAccess: true });
  });

  it('checks bid access for an employee and takes the answer', async () => {
    server.use(
      http.get('/api/user', () => HttpResponse.json({ ...demoUser, role: 'employee' })),
      http.get('/api/type-request/check-bid-access', () =>
        HttpResponse.json({ has_access: false }),
      ),
    );
    const state = await session.load();
    expect(state.role).toBe('employee');
    expect(state.hasBidAccess).toBe(false);
  });

  it('logs a failed bid-access check and allows access', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/user', () => HttpResponse.json({ ...demoUser, role: 'employee' })),
      http.get('/api/type-request/check-bid-access', () => HttpResponse.json({}, { status: 500 })),
    );
    expect((await session.load()).hasBidAccess).toBe(true);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('does not check bid access for other roles', async () => {
    const check = vi.fn();
    server.use(http.get('/api/type-request/check-bid-access', check));
    expect((await session.load()).role).toBe('renter');
    expect(check).not.toHaveBeenCalled();
  });

  it('returns to guest on reset and on a failed user load; a 401 clears the token', async () => {
    sessionStorage.setItem('token', 'stale');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/user', () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })),
    );
    await expect(session.load()).rejects.toMatchObject({ status: 401 });
    expect(session.get().role).toBe('guest');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
