import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RentRollPage } from '../../src/admin/rent-roll/RentRollPage';
import { almatyDay } from '../../src/domain/almatyTime';
import type { RentRoll, RentRollRow } from '../../src/domain/leaseReports';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { ContractList } from '../../src/resources/contracts/ContractList';
import { _, contractRow, exact, landlord, serveContractNeighbours } from './contractFixtures';
import { employeeWith, onPhone } from './leaseReportFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

const ARAI = { object_id: 3, object_name: 'ТРЦ «Арай»' };
const NURLY = { object_id: 4, object_name: 'БЦ «Нурлы»' };

const lease = (patch: Partial<RentRollRow>): RentRollRow => ({
  ...ARAI,
  floor: 1,
  rooms: ['101', '102'],
  area: 80.5,
  contract_id: 5,
  number: '2026-005',
  renter_id: 1,
  renter: 'ТОО «Кофе Хаус»',
  rate_per_m2: 12000,
  rent: 966000,
  ends_on: '2027-05-31',
  ...patch,
});

const vacant = (patch: Partial<RentRollRow>): RentRollRow =>
  lease({
    contract_id: null,
    number: null,
    renter_id: null,
    renter: null,
    rate_per_m2: null,
    rent: null,
    ends_on: null,
    ...patch,
  });

const ROLL: RentRoll = {
  month: '2026-05',
  rows: [
    lease({}),
    vacant({ floor: 2, rooms: ['201'], area: 40 }),
    lease({
      ...NURLY,
      rooms: ['12'],
      area: 100,
      contract_id: 8,
      number: '2026-008',
      renter_id: 2,
      renter: 'ИП Серикова',
      rate_per_m2: 10000,
      rent: 1000000,
    }),
  ],
  objects: [
    {
      ...ARAI,
      occupied_area: 80.5,
      vacant_area: 40,
      occupancy: 66.8,
      rent: 966000,
      average_rate: 12000,
    },
    {
      ...NURLY,
      occupied_area: 100,
      vacant_area: 0,
      occupancy: 100,
      rent: 1000000,
      average_rate: 10000,
    },
  ],
  totals: {
    occupied_area: 180.5,
    vacant_area: 40,
    occupancy: 81.86,
    rent: 1966000,
    average_rate: 10891.97,
  },
};

/** The rent roll page for `user`, answering `answer`; the queries it asked. */
const openRentRoll = async (
  user: CurrentUser = landlord,
  answer: () => Response = () => HttpResponse.json(ROLL),
) => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/contracts/rent-roll', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  serveContractNeighbours();
  setToken('token-1', false);
  await renderStaff(
    <Routes>
      <Route path="/contracts/rent-roll" element={<RentRollPage />} />
      <Route path="/home/index" element={<p>home page</p>} />
    </Routes>,
    user,
    '/contracts/rent-roll',
  );
  return asked;
};

const rowOf = (text: string) => screen.getByText(text, exact).closest('tr') as HTMLElement;

afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the rent roll', () => {
  it('lists each object’s leases and vacant rooms with a subtotal, and the total', async () => {
    const asked = await openRentRoll();
    await screen.findByRole('table', { name: 'Реестр аренды' });
    expect(asked[0].get('month')).toBe(almatyDay(new Date()).slice(0, 7));
    expect(asked[0].has('object_id')).toBe(false);

    const leaseRow = rowOf('101, 102');
    expect(within(leaseRow).getByRole('link', { name: 'ТОО «Кофе Хаус»' })).toHaveAttribute(
      'href',
      '/renters/1/show',
    );
    expect(within(leaseRow).getByRole('link', { name: '№ 2026-005' })).toHaveAttribute(
      'href',
      '/contracts/5/show',
    );
    expect(within(leaseRow).getByText('80,50')).toBeVisible();
    expect(within(leaseRow).getByText(`12${_}000${_}₸`, exact)).toBeVisible();
    expect(within(leaseRow).getByText(`966${_}000${_}₸`, exact)).toBeVisible();
    expect(within(leaseRow).getByText('31.05.2027')).toBeVisible();

    const vacantRow = rowOf('201');
    expect(within(vacantRow).getByText('Свободно')).toBeVisible();
    expect(within(vacantRow).getByText('40,00')).toBeVisible();
    expect(within(vacantRow).queryByRole('link')).toBeNull();

    const subtotal = rowOf('Итого по объекту: ТРЦ «Арай»');
    expect(subtotal).toHaveTextContent(
      'Занято: 80,50 м² · Свободно: 40,00 м² · Заполняемость: 66,8 % · Средняя ставка: 12 000 ₸/м²',
    );
    expect(within(subtotal).getByText('120,50')).toBeVisible();

    const total = rowOf('Итого по организации');
    expect(within(total).getByText(`1${_}966${_}000${_}₸`, exact)).toBeVisible();
    expect(within(total).getByText('220,50')).toBeVisible();
    expect(total).toHaveTextContent('Средняя ставка: 10 891,97 ₸/м²');
  });

  it('asks again for the month and the object picked', async () => {
    const asked = await openRentRoll();
    await screen.findByRole('table', { name: 'Реестр аренды' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Год' }));
    await userEvent.click(await screen.findByRole('option', { name: '2024' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Месяц' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Февраль' }));
    await waitFor(() => expect(asked.at(-1)?.get('month')).toBe('2024-02'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Объект' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ТРЦ «Арай»' }));
    await waitFor(() => expect(asked.at(-1)?.get('object_id')).toBe('3'));
    expect(asked.at(-1)?.get('month')).toBe('2024-02');
  });

  it('downloads the month and object it shows as an Excel sheet', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/download/excel/rent-roll', async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="rent-roll.xlsx"',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:roll', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openRentRoll();
    await screen.findByRole('table', { name: 'Реестр аренды' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Объект' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ТРЦ «Арай»' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(saved).toEqual(['rent-roll.xlsx']));
    expect(posted).toEqual([{ month: almatyDay(new Date()).slice(0, 7), object_id: 3 }]);
  });

  it('shows a card per object on a phone, the vacant room among its lines', async () => {
    onPhone();
    await openRentRoll();
    const arai = await screen.findByRole('region', { name: 'ТРЦ «Арай»' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(arai).getByText(`Свободно · 40,00${_}м²`, exact)).toBeVisible();
    expect(within(arai).getByRole('link', { name: '№ 2026-005' })).toHaveAttribute(
      'href',
      '/contracts/5/show',
    );
    expect(screen.getByText('Итого по организации')).toBeVisible();
  });

  it('says in words that the server refused, instead of breaking', async () => {
    await openRentRoll(landlord, () =>
      HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
    );
    expect(await screen.findByText('Недостаточно прав для этого действия')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends home one who does not read every lease, without asking', async () => {
    const asked = await openRentRoll(employeeWith({ contracts: 'creator' }));
    expect(await screen.findByText('home page')).toBeVisible();
    expect(asked).toEqual([]);
  });
});

describe('the contracts list', () => {
  const openList = async (user: CurrentUser) => {
    server.use(http.get('/api/contracts', () => listOf('contracts', [contractRow()])));
    serveContractNeighbours();
    setToken('token-1', false);
    await renderStaff(
      <ResourceContextProvider value="contracts">
        <ContractList />
      </ResourceContextProvider>,
      user,
      '/contracts',
    );
    await screen.findByText('2026-005');
  };

  it('offers the rent roll to the landlord', async () => {
    await openList(landlord);
    expect(screen.getByRole('link', { name: 'Реестр аренды' })).toHaveAttribute(
      'href',
      '/contracts/rent-roll',
    );
  });

  it('does not offer it to an employee who reads only the contracts it made', async () => {
    await openList(employeeWith({ contracts: 'creator' }));
    expect(screen.queryByRole('link', { name: 'Реестр аренды' })).toBeNull();
  });
});
