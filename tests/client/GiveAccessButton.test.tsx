import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ShowBase } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { GiveAccessButton } from '../../src/resources/renters/GiveAccessButton';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;

const renter = {
  id: 41,
  room_ids: [],
  users_count: 0,
  legal_name: 'ТОО «Алтын Сапар»',
  contact_full_name: 'Нурланова Айгуль',
  phone: '+77771234567',
  email: null,
};

const openDialog = async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/renters/41', () => HttpResponse.json(renter)),
    http.post('/api/renters/41/access', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { login: 'altyn.sapar', temporary_password: 'wvT3WxQ7RkK3' },
        { status: 201 },
      );
    }),
  );
  // As on the renter's page: the card loads after the button is first drawn.
  setToken('token-1', false);
  await renderStaff(
    <ShowBase resource="renters" id={41}>
      <GiveAccessButton />
    </ShowBase>,
    landlord,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Выдать доступ' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Логин' }), 'altyn.sapar');
  return sent;
};

afterEach(() => {
  cleanup();
  session.reset();
});

describe('giving a renter access', () => {
  it('asks the contact’s phone, filled in from the renter card, and sends it', async () => {
    const sent = await openDialog();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+77771234567');
    await userEvent.click(screen.getByRole('button', { name: 'Создать учётную запись' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      login: 'altyn.sapar',
      full_name: 'Нурланова Айгуль',
      phone: '+77771234567',
    });
    expect(await screen.findByText(/Учётная запись «altyn.sapar» создана/)).toBeInTheDocument();
  });

  it('refuses a phone that is not a Kazakhstan number, sending nothing', async () => {
    const sent = await openDialog();
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 212 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Создать учётную запись' }));
    expect(await screen.findByText('Введите корректный номер телефона')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Создать учётную запись' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
