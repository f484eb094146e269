import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionBanner } from '../../src/admin/layout/ConnectionBanner';
import { authProvider } from '../../src/providers/authProvider';
import { loadSessionUntilAnswered } from '../../src/providers/connection';
import { session } from '../../src/providers/session';
import { getToken, setToken } from '../../src/providers/token';
import { landlord } from './documentFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** `GET /api/user` answering each of `answers` in turn, then the landlord; the calls counted. */
const userAnswers = (answers: (() => Response)[]) => {
  let calls = 0;
  server.use(
    http.get('/api/user', () => {
      const answer = answers[calls];
      calls += 1;
      return answer ? answer() : HttpResponse.json(landlord);
    }),
  );
  return () => calls;
};

const serverError = () => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 });

afterEach(() => session.reset());

describe('a flaky network', () => {
  it('keeps the session through a 500 and a dropped connection, and carries on', async () => {
    setToken('token-1', false);
    const calls = userAnswers([serverError, () => HttpResponse.error()]);
    const state = await loadSessionUntilAnswered([0, 0]);
    expect(state.user?.login).toBe(landlord.login);
    expect(calls()).toBe(3);
    expect(getToken()).toBe('token-1');
  });

  it('signs in again on a page load after a 500 without losing the token', async () => {
    setToken('token-1', false);
    const calls = userAnswers([serverError]);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(calls()).toBe(2);
    expect(getToken()).toBe('token-1');
    expect(session.get().user?.login).toBe(landlord.login);
  });

  it('signs out on a 401 only', async () => {
    setToken('token-1', false);
    userAnswers([() => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })]);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth' });
    expect(getToken()).toBeNull();
  });

  it('says the connection is lost while it tries again, and stops saying it once answered', async () => {
    setToken('token-1', false);
    let answer = false;
    server.use(
      http.get('/api/user', () => (answer ? HttpResponse.json(landlord) : HttpResponse.error())),
    );
    await renderStaff(<ConnectionBanner />);
    const loading = loadSessionUntilAnswered([20]);
    expect(await screen.findByText('Нет связи с сервером. Пробуем снова…')).toBeVisible();
    answer = true;
    await loading;
    await waitFor(() =>
      expect(screen.queryByText('Нет связи с сервером. Пробуем снова…')).toBeNull(),
    );
  });
});
