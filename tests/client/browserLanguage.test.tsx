import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { AuthApp } from '../../src/auth/AuthApp';
import { storedCatalogue } from '../../src/i18n/translate';
import { session } from '../../src/providers/session';
import { SiteApp } from '../../src/site/SiteApp';
import { browserLanguages, server } from './setup';

const KAZAKH_BROWSER = ['kk-KZ', 'kk'];

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('a page with no language chosen', () => {
  it('opens the landing and /tenants in the browser’s language', async () => {
    browserLanguages(KAZAKH_BROWSER);
    const { unmount } = render(<SiteApp page="/" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Сауда немесе бизнес орталығыңыз — бір терезеде',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kk');
    unmount();

    server.use(http.get('/api/public/shopping-centers', () => HttpResponse.json([])));
    render(<SiteApp page="/tenants" />);
    await waitFor(() => expect(document.title).toBe('Сауда орталықтары'));
    // Only shown, not chosen: nothing is kept for the next visit.
    expect(localStorage.getItem('selected-language')).toBeNull();
  });

  it('takes the first language it speaks of the browser’s, and Russian when none', async () => {
    browserLanguages(['de-DE', 'en-GB']);
    const { unmount } = render(<SiteApp page="/" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Run your shopping or business centre from one screen',
      }),
    ).toBeInTheDocument();
    unmount();

    browserLanguages(['de-DE']);
    render(<SiteApp page="/" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Торговый или бизнес-центр — в одном окне',
      }),
    ).toBeInTheDocument();
  });

  it('gives way to a language chosen before, and /ru stays Russian', async () => {
    browserLanguages(KAZAKH_BROWSER);
    localStorage.setItem('selected-language', 'ru');
    const { unmount } = render(<SiteApp page="/" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Торговый или бизнес-центр — в одном окне',
      }),
    ).toBeInTheDocument();
    unmount();

    localStorage.clear();
    render(<SiteApp page="/ru" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Торговый или бизнес-центр — в одном окне',
      }),
    ).toBeInTheDocument();
  });

  it('opens the sign-in page in the browser’s language', async () => {
    browserLanguages(KAZAKH_BROWSER);
    render(<AuthApp initial={await storedCatalogue()} />);
    expect(screen.getByRole('heading', { name: 'Жүйеге кіру' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Қазақша' })).toBeInTheDocument();
  });
});

describe('the language picked on the sign-in page', () => {
  it('wins over the user’s saved one, even when it is the one already shown', async () => {
    const saved: unknown[] = [];
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ token: 'token-1', user: { ...demoUser, locale: 'kk' } }),
      ),
      http.put('/api/user/locale', async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    window.history.replaceState(null, '', '/auth');
    render(<AuthApp initial={await storedCatalogue()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Русский' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Русский' }));
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/index'));
    expect(saved).toEqual([{ locale: 'ru' }]);
    expect(session.get().user?.locale).toBe('ru');
    expect(localStorage.getItem('selected-language')).toBe('ru');
  });

  it('is picked on the public site too, kept in this tab for its next sign-in', async () => {
    browserLanguages(KAZAKH_BROWSER);
    render(<SiteApp page="/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Run your shopping or business centre from one screen',
      }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('language-picked')).toBe('en');
    expect(localStorage.getItem('selected-language')).toBe('en');
  });
});
