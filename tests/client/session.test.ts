import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { hasBidAccess, newEmployeeAccess } from '../../src/domain/access';
import { session } from '../../src/providers/session';
import { server } from './setup';

afterEach(() => session.reset());

describe('session (spec §4)', () => {
  it('starts as a guest', () => {
    expect(session.get()).toEqual({ role: 'guest', user: null });
  });

  it('reads an employee in one call: bid access comes from the levels, not a second request', async () => {
    const check = vi.fn();
    server.use(
      http.get('/api/user', () =>
        HttpResponse.json({ ...demoUser, role: 'employee', access: newEmployeeAccess() }),
      ),
      http.get('/api/type-request/check-bid-access', check),
    );
    const { role, user } = await session.load();
    expect(role).toBe('employee');
    expect(user && hasBidAccess(user)).toBe(false);
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
