import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { ContractCreate } from '../../src/resources/contracts/ContractPages';
import { _, contractRow, exact, landlord, serveContractNeighbours } from './contractFixtures';
import { fieldOf, inputOf, type } from './formInputs';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** The new contract form in `language`; the bodies it sent. */
const openForm = async (language: 'ru' | 'kk' = 'ru') => {
  localStorage.setItem('selected-language', language);
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/contracts/next-number', () => HttpResponse.json({ number: '2026-006' })),
    http.post('/api/contracts', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(contractRow({ id: 31, status: 'draft' }), { status: 201 });
    }),
  );
  serveContractNeighbours();
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="contracts">
      <Routes>
        <Route path="/contracts/create" element={<ContractCreate />} />
        <Route path="/contracts/:id/show" element={<p>contract page</p>} />
      </Routes>
    </ResourceContextProvider>,
    landlord,
    '/contracts/create',
  );
  await screen.findByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Сақтау' });
  return sent;
};

/** Picks the object, then room 101 among its rooms. */
const pickRoom101 = async () => {
  await userEvent.click(await screen.findByRole('combobox', { name: /Объект/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'ТРЦ «Арай»' }));
  await userEvent.click(screen.getByRole('combobox', { name: /Помещения/ }));
  await userEvent.click(await screen.findByRole('option', { name: `№ 101, этаж 1, 50${_}м²` }));
};

afterEach(() => session.reset());

describe('the new contract form', () => {
  it('offers the next number and shows the monthly rent as the terms are typed', async () => {
    await openForm();
    expect(inputOf('number')).toHaveValue('2026-006');
    const rent = screen.getByRole('status', { name: 'Арендная плата в месяц' });
    expect(rent).toHaveTextContent('—');

    await pickRoom101();
    expect(
      await within(fieldOf('area')).findByText(
        `Если не заполнять — сумма площадей помещений: 50${_}м²`,
        exact,
      ),
    ).toBeVisible();
    await type('rate_per_m2', '12000');
    await waitFor(() => expect(rent.textContent).toBe(`600${_}000${_}₸`));

    // A typed area wins over the rooms' sum.
    await type('area', '62.5');
    await waitFor(() => expect(rent.textContent).toBe(`750${_}000${_}₸`));
  });

  it('sends the terms as the API takes them, the area left to the rooms, and opens the page', async () => {
    const sent = await openForm();
    await type('signed_on', '2026-02-20');
    await userEvent.click(screen.getByRole('combobox', { name: /Арендатор/ }));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    await pickRoom101();
    await type('rate_per_m2', '12000');
    await type('starts_on', '2026-03-01');
    await type('ends_on', '2027-02-28');
    await userEvent.click(screen.getByRole('combobox', { name: /Ответственный/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ким Ольга' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      number: '2026-006',
      signed_on: '2026-02-20',
      renter_id: 1,
      object_id: 3,
      room_ids: [11],
      area: null,
      rate_per_m2: 12000,
      deposit: 0,
      starts_on: '2026-03-01',
      ends_on: '2027-02-28',
      indexation_percent: null,
      payment_day: 5,
      free_months: 0,
      notice_days: 30,
      responsible_id: 8,
      file_ids: [],
    });
    expect(await screen.findByText('contract page')).toBeVisible();
  });

  it('puts the translated reason under a bad field and sends nothing', async () => {
    const sent = await openForm();
    await type('payment_day', '31');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(fieldOf('payment_day')).findByText('День оплаты — от 1 до 28'),
    ).toBeVisible();
    expect(within(fieldOf('renter_id')).getByText('Обязательное поле')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says the same in Kazakh', async () => {
    const sent = await openForm('kk');
    await type('payment_day', '31');
    await userEvent.click(screen.getByRole('button', { name: 'Сақтау' }));
    expect(
      await within(fieldOf('payment_day')).findByText('Төлем күні — 1-ден 28-ге дейін'),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });
});
