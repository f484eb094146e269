import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import kk from '../../i18n/kk';
import ru from '../../i18n/ru';
import { AuthApp } from '../../src/auth/AuthApp';
import { server } from './setup';

const assign = vi.fn();

/**
 * The light sign-in entry at `path`, in Russian, as the browser would start it; a full load
 * (`location.assign`) is recorded instead of done.
 */
const renderAuth = (path = '/auth') => {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('location', { ...window.location, assign });
  render(<AuthApp initial={{ locale: 'ru', messages: ru }} />);
};

const signIn = async (login: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Логин'), login);
  await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
};

beforeEach(() => assign.mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="staff-app"], link[rel="prefetch"]').forEach((e) => {
    e.remove();
  });
});

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    expect(screen.getByLabelText('Логин')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Логин')).toHaveFocus());
  });

  it('shows "user not found" under the login and "wrong password" under the password', async () => {
    renderAuth();
    await signIn('nobody', 'whatever1');
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(screen.getByLabelText('Логин')).toHaveAccessibleDescription('Пользователь не найден');

    await userEvent.clear(screen.getByLabelText('Логин'));
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();
    expect(screen.queryByText('Пользователь не найден')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells how many minutes to wait after too many attempts', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { code: 'TOO_MANY_ATTEMPTS', message: 'Too many', retry_after: 250 },
          { status: 429 },
        ),
      ),
    );
    renderAuth();
    await signIn('renter', 'demo12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Повторите через 5 минут',
    );
  });

  it('keeps the token in session storage without "remember me", then opens home', async () => {
    renderAuth();
    await signIn('renter', 'demo12345');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/index'));
    expect(sessionStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in once and opens home once for a double click, and stays busy until the page goes', async () => {
    let calls = 0;
    server.use(
      // Counted, then answered by the shared handler.
      http.post('/api/auth/login', () => {
        calls++;
      }),
    );
    renderAuth();
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/index'));
    await userEvent.type(screen.getByLabelText('Пароль'), '{Enter}');
    expect(calls).toBe(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps the token in local storage with "remember me"', async () => {
    renderAuth();
    await userEvent.click(screen.getByLabelText('Запомнить меня'));
    await signIn('renter', 'demo12345');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-1'));
  });

  it('shows and hides the password', async () => {
    renderAuth();
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('prefetches the staff app listed by the server once the user types', async () => {
    const meta = document.createElement('meta');
    meta.name = 'staff-app';
    meta.content = '/assets/StaffApp-1.js /assets/HomePage-2.js';
    document.head.append(meta);
    renderAuth();
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Логин'), 'ren');
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/StaffApp-1.js',
      '/assets/HomePage-2.js',
    ]);
  });
});

describe('the sign-in pages', () => {
  it('switch language through a plain menu that closes at once and keeps the choice', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Русский' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Қазақша' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: kk.app.auth.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Қазақша' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(localStorage.getItem('selected-language')).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
  });

  it('close the language menu with Escape, focus back on its button', async () => {
    renderAuth();
    const button = screen.getByRole('button', { name: 'Русский' });
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Қазақша' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('move to the password restore and back without reloading', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(document.location.pathname).toBe('/auth/restore-password');
    await userEvent.click(screen.getByRole('link', { name: 'Вернуться ко входу' }));
    expect(screen.getByRole('heading', { name: 'Вход в систему' })).toBeInTheDocument();
    expect(document.location.pathname).toBe('/auth');
  });

  it('send someone without a session from the first login to the login form', async () => {
    renderAuth('/auth/first-login');
    expect(await screen.findByRole('heading', { name: 'Вход в систему' })).toBeInTheDocument();
    expect(document.location.pathname).toBe('/auth');
  });

  it('replace a temporary password, then open home', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/auth/first-login', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sessionStorage.setItem('token', 'token-1');
    renderAuth('/auth/first-login');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(ru.validation.password_mismatch)).toBeInTheDocument();
    expect(sent).toBeNull();
    await userEvent.clear(screen.getByLabelText('Повторите пароль'));
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/index'));
    expect(sent).toEqual({ password: 'new-secret-1', password_confirmation: 'new-secret-1' });
  });
});
