import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { Room } from '../../src/domain/objects';
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

const room = (id: number, object_name: string, number: string, status: Room['status']) =>
  ({
    id,
    landlord_id: 1,
    object_id: object_name.length,
    object_name,
    number,
    floor: 1,
    area: 40,
    purpose: 'retail',
    status,
    logo_id: null,
    logo_url: null,
  }) satisfies Room;

const rooms = [
  room(3, 'ТРЦ «Арай»', '101', 'occupied'),
  room(4, 'ТРЦ «Арай»', '102', 'free'),
  room(5, 'ТЦ «Шаңырақ»', '101', 'free'),
];

/** The renter form, filled with a valid renter in `ТРЦ «Арай» · 101`, sent to `answer`. */
const submitWith = async (answer: () => Response) => {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/rooms', () =>
      HttpResponse.json(rooms, { headers: { 'Content-Range': 'rooms 0-2/3' } }),
    ),
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
  await user.type(screen.getByRole('combobox', { name: 'Помещения' }), '10');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'ТРЦ «Арай» · 101 · Занято',
    'ТРЦ «Арай» · 102',
    'ТЦ «Шаңырақ» · 101',
  ]);
  await user.click(options[0]);
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  return sent;
};

afterEach(() => session.reset());

describe('the renter form', () => {
  it('names every room with its centre and says why an occupied room is refused', async () => {
    const sent = await submitWith(() =>
      HttpResponse.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Room let to another renter',
          errors: { room_ids: 'validation.room_taken' },
        },
        { status: 400 },
      ),
    );
    expect(
      await screen.findByText(
        'Помещение уже сдано другому арендатору. Сначала уберите его из карточки того арендатора',
      ),
    ).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ room_ids: [3], bin_iin: '180540000776' })]);
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
