import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore, Notification, useCanAccess } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landlordUser } from '../../mocks/access';
import { useFreshSession } from '../../src/admin/layout/useFreshSession';
import { SettingsPage } from '../../src/admin/settings/SettingsPage';
import { newEmployeeAccess } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { REFRESH_INTERVAL_MS, session } from '../../src/providers/session';
import { server } from './setup';

const executor = {
  ...landlordUser,
  role: 'employee',
  employee_id: 12,
  access: { ...newEmployeeAccess(), requests: 'executor' },
} as CurrentUser;
const lowered = { ...executor, access: newEmployeeAccess() } as CurrentUser;

/** Serves `user` as the current user and counts the reads. */
const serveUser = (user: CurrentUser) => {
  const reads = { count: 0 };
  server.use(
    http.get('/api/user', () => {
      reads.count += 1;
      return HttpResponse.json(user);
    }),
  );
  return reads;
};

const later = () => vi.setSystemTime(Date.now() + REFRESH_INTERVAL_MS + 1);

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  session.reset();
  window.history.replaceState(null, '', '/');
});

describe('the session follows changed access levels', () => {
  it('reads the user again at most once per interval, the last call after the interval', async () => {
    const reads = serveUser(lowered);
    session.setUser(executor);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const refreshed = Promise.all([session.refresh(), session.refresh()]);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 100);
    expect(reads.count).toBe(0);
    expect(session.get().user?.access?.requests).toBe('executor');
    await vi.advanceTimersByTimeAsync(100);
    await refreshed;
    expect(reads.count).toBe(1);
    expect(session.get().user?.access?.requests).toBe('none');
  });

  it('sends a 403 on a page of a module the user lost to the refusal route, without signing out', async () => {
    serveUser(lowered);
    session.setUser(executor);
    later();
    window.history.replaceState(null, '', '/requests-journal/view/5');
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({
      redirectTo: '/access-denied',
      logoutUser: false,
      message: false,
    });
    expect(session.get().role).toBe('employee');
  });

  it('leaves the user on a page they still may open', async () => {
    serveUser(executor);
    session.setUser(executor);
    later();
    window.history.replaceState(null, '', '/requests-journal');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});

const renderApp = async (children: React.ReactNode, url = '/') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={await createI18nProvider()}
        store={memoryStore()}
      >
        {children}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

const JournalAccess = () => {
  useFreshSession();
  const { canAccess } = useCanAccess({ resource: 'requests-journal', action: 'list' });
  return <p>{canAccess === undefined ? 'checking' : `journal: ${canAccess}`}</p>;
};

describe('the open app', () => {
  it('reads the session on focus and answers access checks from the new levels', async () => {
    const reads = serveUser(lowered);
    session.setUser(executor);
    await renderApp(<JournalAccess />);
    expect(await screen.findByText('journal: true')).toBeInTheDocument();
    later();
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('journal: false')).toBeInTheDocument();
    expect(reads.count).toBe(1);
  });

  it('sends someone with no settings tab home with the no-access notice', async () => {
    session.setUser({ ...executor, access: newEmployeeAccess() } as CurrentUser);
    await renderApp(
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/home/index" element={<p>home page</p>} />
      </Routes>,
      '/settings',
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(
      await screen.findByText('У вас нет доступа к этому разделу. Обратитесь к администратору.'),
    ).toBeInTheDocument();
  });
});
