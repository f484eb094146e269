import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { ProfilePage } from '../../src/admin/profile/ProfilePage';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { heldAnswer } from './heldAnswer';
import { renderStaff } from './renderStaff';

const landlord = { ...demoUser, id: 2, login: 'landlord', role: 'landlord' } as CurrentUser;

const renderProfile = async () => {
  await renderStaff(<ProfilePage />, landlord);
  return screen.findByRole('button', { name: 'Сохранить' });
};

afterEach(() => session.reset());

describe('profile page', () => {
  it('keeps Save disabled while saving, then tells the profile was saved', async () => {
    const save = heldAnswer('put', '/api/user', () =>
      HttpResponse.json({ ...landlord, full_name: 'Ахметова Дана' }),
    );
    const button = await renderProfile();
    const name = screen.getByRole('textbox', { name: 'ФИО' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ахметова Дана');

    await userEvent.click(button);

    await waitFor(() => expect(button).toBeDisabled());
    save.release();
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(save.sent).toEqual([expect.objectContaining({ full_name: 'Ахметова Дана' })]);
    expect(session.get().user?.full_name).toBe('Ахметова Дана');
  });

  it('shows the server’s field error under its input and no success', async () => {
    const save = heldAnswer('put', '/api/user', () =>
      HttpResponse.json(
        {
          code: 'VALIDATION',
          message: 'Validation failed',
          errors: { email: 'validation.unique' },
        },
        { status: 400 },
      ),
    );
    save.release();
    const button = await renderProfile();

    await userEvent.click(button);

    const email = screen.getByLabelText('Электронная почта');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Такое значение уже существует'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeEnabled();
    expect(screen.queryByText('Профиль сохранён')).toBeNull();
    expect(session.get().user?.email).toBe(landlord.email);
  });
});

describe('push notifications in the profile', () => {
  it('shows every event on by default and saves one turned off', async () => {
    const save = heldAnswer('put', '/api/user/push-events', () =>
      HttpResponse.json({ push_events: ['bid_assigned', 'task_assigned', 'notification'] }),
    );
    save.release();
    await renderProfile();
    const due = await screen.findByRole('switch', { name: 'Срок задачи подходит к концу' });
    await waitFor(() => expect(due).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Мне назначена заявка' })).toBeChecked();

    await userEvent.click(due);

    expect(await screen.findByText('Настройки push-уведомлений сохранены')).toBeInTheDocument();
    expect(due).not.toBeChecked();
    expect(save.sent).toEqual([{ push_events: ['bid_assigned', 'task_assigned', 'notification'] }]);
    expect(
      screen.getByText('Push-уведомления не настроены в этой сборке приложения.'),
    ).toBeVisible();
  });
});
