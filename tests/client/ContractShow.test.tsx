import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { ContractShow } from '../../src/resources/contracts/ContractShow';
import type { ContractView } from '../../src/resources/contracts/contractView';
import {
  _,
  accessSettled,
  contractView,
  dayFromToday,
  landlord,
  serveContractNeighbours,
} from './contractFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** The contract's page for `user`; the calls its actions made. */
const openContract = async (contract: ContractView, user: CurrentUser = landlord) => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get('/api/contracts/:id', () => HttpResponse.json(contract)),
    http.all('/api/contracts/:id/:action', async ({ request, params }) => {
      sent.push({
        method: request.method,
        path: String(params.action),
        body: await request.json(),
      });
      return HttpResponse.json(contract);
    }),
  );
  serveContractNeighbours();
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="contracts">
      <Routes>
        <Route path="/contracts/:id/show" element={<ContractShow />} />
        <Route path="/contracts/:id" element={<p>edit page</p>} />
      </Routes>
    </ResourceContextProvider>,
    user,
    `/contracts/${contract.id}/show`,
  );
  await screen.findByRole('heading', { name: `Договор № ${contract.number}` });
  return sent;
};

const ACTIONS = ['Ввести в действие', 'Расторгнуть', 'Продлить', 'Редактировать', 'Удалить'];

afterEach(() => {
  session.reset();
  vi.restoreAllMocks();
});

describe('the contract page', () => {
  it('shows the terms, the critical dates with the days left and the schedule', async () => {
    await openContract(
      contractView({
        starts_on: '2026-01-15',
        ends_on: dayFromToday(20),
        notice_by: dayFromToday(-40),
        indexation_percent: null,
        free_months: 1,
        rate_per_m2: 10000,
        area: 80.5,
        monthly_rent: 805000,
      }),
    );
    expect(screen.getByText('№ 101, этаж 1, 50 м²; № 102, этаж 1, 30,5 м²')).toBeVisible();
    const rent = screen.getByText('Арендная плата в месяц').nextElementSibling;
    expect(rent?.textContent).toBe(`805${_}000${_}₸`);
    const dates = screen.getByRole('table', { name: 'Ключевые даты' });
    expect(within(dates).getByText('через 20 дней')).toBeVisible();
    expect(within(dates).getByText('40 дней назад')).toBeVisible();
    const schedule = screen.getByRole('table', { name: 'График арендной платы' });
    expect(within(schedule).getAllByRole('columnheader')[1]).toHaveTextContent('2026');
    // The free month runs from 15 January to 14 February; the rest of February is paid by day.
    const month = (name: string) =>
      within(within(schedule).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
    expect(month('январь').getAllByRole('cell')[0].textContent).toBe(`0${_}₸`);
    expect(month('февраль').getAllByRole('cell')[0].textContent).toBe(`402${_}500${_}₸`);
    expect(month('март').getAllByRole('cell')[0].textContent).toBe(`805${_}000${_}₸`);
    expect(within(schedule).getByText('Итого за весь срок')).toBeVisible();
  });

  it('links the contract it extends and the one that extends it', async () => {
    await openContract(
      contractView({
        previous_id: 2,
        previous_number: '2025-002',
        next_id: 9,
        next_number: '2027-009',
      }),
    );
    expect(screen.getByRole('link', { name: '№ 2025-002' })).toHaveAttribute(
      'href',
      '/contracts/2/show',
    );
    expect(screen.getByRole('link', { name: '№ 2027-009' })).toHaveAttribute(
      'href',
      '/contracts/9/show',
    );
    // Extended already: no second extension, while the page offers the rest.
    expect(await screen.findByRole('button', { name: 'Расторгнуть' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Продлить' })).toBeNull();
  });

  it('offers a run-out contract its next term, and no edit', async () => {
    await openContract(contractView({ status: 'expired', ends_on: dayFromToday(-3) }));
    expect(await screen.findByRole('button', { name: 'Продлить' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    // A closed contract's dates are history: no days left to count.
    expect(screen.queryByText(/назад|через/)).toBeNull();
  });

  it('tells why an activation is refused and links the lease that holds the rooms', async () => {
    const sent = await openContract(contractView({ status: 'draft' }));
    server.use(
      http.put('/api/contracts/:id/status', () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: 'Rooms already leased',
            errors: { room_ids: 'validation.contract_overlap' },
            existing: { id: 7, number: '2025-014' },
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ввести в действие' }));
    expect(screen.queryByRole('button', { name: 'Расторгнуть' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ввести в действие' }));
    expect(
      await within(dialog).findByText(/Эти помещения уже сданы по договору в этот период/),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'договор № 2025-014' })).toHaveAttribute(
      'href',
      '/contracts/7/show',
    );
    expect(sent).toEqual([]);
  });

  it('terminates an active contract only with a reason, on the chosen day', async () => {
    const sent = await openContract(contractView({ status: 'active' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Расторгнуть' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Расторгнуть' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Выезд');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Расторгнуть' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: 'status',
          body: { status: 'terminated', terminated_on: dayFromToday(0), reason: 'Выезд' },
        },
      ]),
    );
  });

  it('extends an active contract into a new draft and opens it', async () => {
    const sent = await openContract(contractView({ status: 'active' }));
    server.use(
      http.post('/api/contracts/:id/extend', () =>
        HttpResponse.json(contractView({ id: 42, status: 'draft', previous_id: 5 }), {
          status: 201,
        }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Продлить' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продлить' }));
    expect(await screen.findByText('edit page')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('gives a renter its contract to read, with no actions and no history', async () => {
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    await openContract(contractView({ status: 'draft' }), demoUser as CurrentUser);
    await accessSettled(canAccess, 'edit');
    expect(screen.getByRole('table', { name: 'График арендной платы' })).toBeVisible();
    for (const action of ACTIONS) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
      expect(screen.queryByRole('link', { name: action })).toBeNull();
    }
    expect(screen.queryByRole('tab', { name: 'История' })).toBeNull();
  });
});
