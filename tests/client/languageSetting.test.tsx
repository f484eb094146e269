import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { useUserLocale } from '../../src/admin/layout/useUserLocale';
import { ProfilePage } from '../../src/admin/profile/ProfilePage';
import type { CurrentUser } from '../../src/domain/user';
import { signIn } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { followInterfaceLocale } from '../../src/providers/userLocale';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = { ...demoUser, id: 2, login: 'landlord', role: 'landlord' } as CurrentUser;

/** `PUT /api/user/locale` and `PUT /api/user` answered as the server would; bodies kept. */
const profileServer = () => {
  const locales: unknown[] = [];
  const profiles: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/user/locale', async ({ request }) => {
      locales.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/user', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      profiles.push(body);
      return HttpResponse.json({ ...session.get().user, ...body });
    }),
  );
  return { locales, profiles };
};

afterEach(() => session.reset());

describe('one language setting', () => {
  it('shows the interface language in the profile, and saving keeps it', async () => {
    localStorage.setItem('selected-language', 'kk');
    const sent = profileServer();
    await renderStaff(<ProfilePage />, landlord);

    expect(await screen.findByRole('combobox', { name: 'Интерфейс тілі' })).toHaveTextContent(
      'Қазақша',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сақтау' }));

    expect(await screen.findByText('Профиль сақталды')).toBeInTheDocument();
    expect(sent.profiles).toEqual([expect.objectContaining({ locale: 'kk' })]);
    expect(session.get().user?.locale).toBe('kk');
    expect(screen.getByRole('combobox', { name: 'Интерфейс тілі' })).toHaveTextContent('Қазақша');
  });

  it('saves a switch of the interface language as the user’s language', async () => {
    const sent = profileServer();
    await renderStaff(
      <>
        <LocalesMenuButton />
        <ProfilePage />
      </>,
      landlord,
    );
    await screen.findByRole('combobox', { name: 'Язык интерфейса' });

    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Interface language' })).toHaveTextContent(
        'English',
      ),
    );
    expect(sent.locales).toEqual([{ locale: 'en' }]);
    expect(session.get().user?.locale).toBe('en');
    expect(localStorage.getItem('selected-language')).toBe('en');
  });

  it('shows a signed-in app in the user’s language when that changes', async () => {
    const Greeting = () => {
      useUserLocale();
      return <p>{useTranslate()('app.menu.logout')}</p>;
    };
    localStorage.setItem('selected-language', 'en');
    await renderStaff(<Greeting />, { ...landlord, locale: 'kk' });
    expect(await screen.findByText('Шығу')).toBeInTheDocument();
    expect(localStorage.getItem('selected-language')).toBe('kk');

    session.setUser({ ...landlord, locale: 'en' });
    expect(await screen.findByText('Log out')).toBeInTheDocument();
  });
});

describe('signing in', () => {
  it('makes a language picked on the sign-in page the user’s own', async () => {
    const sent = profileServer();
    await followInterfaceLocale('kk');
    await signIn({ login: 'renter', password: 'demo12345' });
    expect(sent.locales).toEqual([{ locale: 'kk' }]);
    expect(session.get().user?.locale).toBe('kk');
  });

  it('keeps the user’s own language when none was picked', async () => {
    const sent = profileServer();
    await signIn({ login: 'renter', password: 'demo12345' });
    expect(sent.locales).toEqual([]);
    expect(session.get().user?.locale).toBe('ru');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('token-1'));
  });

  it('gives a new account the language its sign-in page is shown in', async () => {
    const sent = profileServer();
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ token: 'token-1', user: { ...demoUser, must_change_password: true } }),
      ),
    );
    localStorage.setItem('selected-language', 'kk');
    await signIn({ login: 'renter', password: 'a-temporary-one' });
    expect(sent.locales).toEqual([{ locale: 'kk' }]);
    expect(session.get().user?.locale).toBe('kk');
  });

  it('keeps an account’s own language over the one this browser keeps', async () => {
    const sent = profileServer();
    localStorage.setItem('selected-language', 'kk');
    await signIn({ login: 'renter', password: 'demo12345' });
    expect(sent.locales).toEqual([]);
    expect(session.get().user?.locale).toBe('ru');
  });
});
