import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { BidCreate } from '../../src/resources/requests-journal/BidPages';
import type { Place } from '../../src/resources/requests-journal/usePlaces';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const renter = demoUser as CurrentUser;

const cleaning = {
  id: 7,
  kind_id: 12,
  code: 'cleaning',
  name: { ru: 'Дополнительная уборка', kk: 'Қосымша жинау', en: 'Extra cleaning' },
  sla_hours: 8,
  sort_order: 70,
  is_active: true,
  fields: [
    {
      key: 'cleaning_kind',
      type: 'select',
      label: { ru: 'Вид уборки', kk: 'Жинау түрі', en: 'Type of cleaning' },
      required: true,
      options: [{ value: 'wet', label: { ru: 'Влажная уборка', kk: 'Ылғалды жинау', en: 'Wet' } }],
    },
  ],
};

const place = (object_id: number, object_name: string, room_id: number, room_number: string) => ({
  object_id,
  object_name,
  room_id,
  room_number,
});

/** The request form of the cleaning type, for a renter holding `places`. */
const openForm = async (places: Place[], user: CurrentUser = renter) => {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/type-request/kind/12', () => HttpResponse.json([cleaning])),
    http.get('/api/bids/places', () => HttpResponse.json(places)),
    http.get('/api/renters/1', () =>
      HttpResponse.json({ id: 1, legal_name: 'ТОО «Кофе Хаус»', phone: '+77272500101' }),
    ),
    http.post('/api/bids', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 90, number: 315 }, { status: 201 });
    }),
  );
  setToken('token-1', false);
  await renderStaff(
    <Routes>
      <Route path="/requests-journal/create/:typeId" element={<BidCreate />} />
    </Routes>,
    user,
    '/requests-journal/create/7',
  );
  await screen.findByRole('heading', { name: 'Дополнительная уборка' });
  return sent;
};

/** The form control of the input named `name` (its label, value and message). */
const fieldOf = (name: string) =>
  document.querySelector(`input[name="${name}"]`)?.closest('.MuiFormControl-root') as HTMLElement;

afterEach(() => {
  // Unmounted first: a form still shown to a signed-out user would ask for the staff's pickers.
  cleanup();
  session.reset();
});

describe('a renter’s new request', () => {
  it('starts with its only object and room, and the renter user’s phone', async () => {
    const sent = await openForm([place(1, 'ТРЦ «Арай»', 3, '103')]);
    expect(screen.getByRole('combobox', { name: 'Объект' })).toHaveTextContent('ТРЦ «Арай»');
    expect(screen.getByRole('combobox', { name: 'Помещение' })).toHaveValue('ТРЦ «Арай» · 103');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+77017770404');
    expect(screen.getByRole('textbox', { name: 'Заявитель' })).toHaveValue(renter.full_name);

    await userEvent.click(screen.getByRole('combobox', { name: /Вид уборки/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Влажная уборка' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      request_type_id: 7,
      object_id: 1,
      room_id: 3,
      phone: '+77017770404',
      answers: { cleaning_kind: 'wet' },
    });
  });

  it('takes the company card’s phone when the renter user has none', async () => {
    await openForm([place(1, 'ТРЦ «Арай»', 3, '103')], { ...renter, phone: null });
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+77272500101');
  });

  it('offers only the renter’s own places and picks nothing when it holds several', async () => {
    await openForm([place(1, 'ТРЦ «Арай»', 3, '103'), place(2, 'БЦ «Нурлы»', 9, '201')]);
    expect(document.querySelector('input[name="object_id"]')).toHaveValue('');
    await userEvent.click(screen.getByRole('combobox', { name: 'Объект' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ТРЦ «Арай»', 'БЦ «Нурлы»']);
  });

  it('flags the type’s required fields on the first save, with the common ones', async () => {
    const sent = await openForm([
      place(1, 'ТРЦ «Арай»', 3, '103'),
      place(2, 'БЦ «Нурлы»', 9, '201'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(fieldOf('object_id')).getByText('Обязательное поле')).toBeInTheDocument(),
    );
    expect(
      within(fieldOf('answers.cleaning_kind')).getByText('Обязательное поле'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
