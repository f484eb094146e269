import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/admin/auth/LoginPage';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { server } from './setup';

const renderLogin = async () => {
  const i18nProvider = await createI18nProvider();
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LoginPage />
      </AdminContext>
    </MemoryRouter>,
  );
};

const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
  });

  it('shows "user not found" under the login and "wrong password" under the password', async () => {
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Логин'), 'nobody');
    await userEvent.type(screen.getByLabelText('Пароль'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Логин'));
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();
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
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(
      await screen.findByText('Слишком много попыток. Повторите через 5 минут'),
    ).toBeInTheDocument();
  });

  it('keeps the token in session storage without "remember me", then opens home', async () => {
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/index'));
    expect(sessionStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token in local storage with "remember me"', async () => {
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Логин'), 'renter');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByLabelText('Запомнить меня'));
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-1'));
  });
});
