import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { RenterCreate } from '../../src/resources/renters/RenterCreate';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = {
  ...demoUser,
  id: 2,
  login: 'landlord',
  role: 'landlord',
  renter_id: null,
} as CurrentUser;

/** The renter form, filled with a valid renter, sent to `answer`. */
const submitWith = async (answer: () => Response) => {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/renters', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  setToken('landlord-token', false);
  await renderStaff(
    <ResourceContextProvider value="renters">
      <RenterCreate />
    </ResourceContextProvider>,
    landlord,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Юр. лицо / ИП' }), 'ТОО «Тест»');
  await user.type(screen.getByRole('textbox', { name: 'БИН/ИИН' }), '180540000776');
  await user.click(screen.getByRole('combobox', { name: 'Вид деятельности' }));
  await user.click(await screen.findByRole('option', { name: 'Услуги' }));
  await user.type(screen.getByRole('textbox', { name: 'Контактное лицо' }), 'Нурланова Айгуль');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+7 777 123 45 67');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  return sent;
};

afterEach(() => session.reset());

describe('the renter form', () => {
  it('sends the company card without rooms: its rooms come with its leases', async () => {
    const sent = await submitWith(() =>
      HttpResponse.json(
        { code: 'VALIDATION_ERROR', message: 'Invalid', errors: { phone: 'validation.phone' } },
        { status: 400 },
      ),
    );
    expect(await screen.findByText('Введите корректный номер телефона')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ bin_iin: '180540000776' })]);
    expect(sent[0]).not.toHaveProperty('room_ids');
    expect(screen.queryByRole('combobox', { name: 'Помещения' })).toBeNull();
  });

  it('names the renter a duplicate BIN/IIN belongs to, with a link to its card', async () => {
    await submitWith(() =>
      HttpResponse.json(
        {
          code: 'CONFLICT',
          message: 'BIN/IIN already registered',
          errors: { bin_iin: 'validation.bin_registered' },
          existing: { id: 40, name: 'Coffee House' },
        },
        { status: 409 },
      ),
    );
    const text = await screen.findByText(
      'С этим БИН/ИИН уже зарегистрирован арендатор «Coffee House»',
    );
    const notice = text.closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Открыть карточку' })).toHaveAttribute(
      'href',
      '/renters/40/show',
    );
    expect(screen.getByText('Арендатор с этим БИН/ИИН уже зарегистрирован')).toBeVisible();
    const bin = screen.getByRole('textbox', { name: 'БИН/ИИН' });
    await userEvent.clear(bin);
    await userEvent.type(bin, '180540000777');
    expect(screen.queryByText(/уже зарегистрирован арендатор/)).toBeNull();
  });
});
