import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { ContractList } from '../../src/resources/contracts/ContractList';
import type { ContractRow } from '../../src/resources/contracts/contractView';
import {
  _,
  accessSettled,
  contractRow,
  dayFromToday,
  exact,
  landlord,
  serveContractNeighbours,
} from './contractFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

const TAB_OF: Record<string, (r: ContractRow) => boolean> = {
  active: (r) => r.status === 'active',
  drafts: (r) => r.status === 'draft',
  closed: (r) => r.status === 'terminated' || r.status === 'expired',
};

/** The list over `rows`, filtered by tab as the server does, for `user`; the filters asked. */
const openList = async (rows: ContractRow[], user: CurrentUser = landlord) => {
  const filters: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/contracts', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      filters.push(filter);
      return listOf('contracts', rows.filter(TAB_OF[filter.tab] ?? (() => true)));
    }),
  );
  serveContractNeighbours();
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="contracts">
      <ContractList />
    </ResourceContextProvider>,
    user,
    '/contracts',
  );
  return filters;
};

afterEach(() => {
  session.reset();
  vi.restoreAllMocks();
});

describe('the contracts list', () => {
  it('opens on the active tab with its rows, and shows the drafts on a click', async () => {
    const filters = await openList([
      contractRow({ id: 1, number: '2026-001' }),
      contractRow({ id: 2, number: '2026-002', status: 'draft', renter_name: 'ИП Серикова' }),
    ]);
    expect(await screen.findByRole('tab', { name: 'Действующие' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const tab of ['Истекают в 90 дней', 'Черновики', 'Закрытые']) {
      expect(screen.getByRole('tab', { name: tab })).toBeVisible();
    }
    const row = (await screen.findByText('2026-001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ТОО «Кофе Хаус»')).toBeVisible();
    expect(within(row).getByText('101, 102')).toBeVisible();
    expect(within(row).getByText(`966${_}000${_}₸`, exact)).toBeVisible();
    expect(within(row).getByText('Действует')).toBeVisible();
    expect(within(row).getByText('Жумабаев Арман')).toBeVisible();
    expect(screen.queryByText('ИП Серикова')).toBeNull();
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toBeVisible();
    expect(filters.at(-1)).toMatchObject({ tab: 'active' });

    await userEvent.click(screen.getByRole('tab', { name: 'Черновики' }));
    expect(await screen.findByText('ИП Серикова')).toBeVisible();
    expect(filters.at(-1)).toMatchObject({ tab: 'drafts' });
  });

  it('shows an end within 30 days in red, and a later one as usual', async () => {
    await openList([
      contractRow({ id: 1, number: '2026-001', ends_on: dayFromToday(12) }),
      contractRow({ id: 2, number: '2026-002', ends_on: dayFromToday(200) }),
    ]);
    const soon = (await screen.findByText('2026-001')).closest('tr') as HTMLElement;
    const later = screen.getByText('2026-002').closest('tr') as HTMLElement;
    const endOf = (row: HTMLElement) => row.querySelector('.column-ends_on span') as HTMLElement;
    expect(endOf(soon)).toHaveStyle({ fontWeight: 600 });
    expect(endOf(later)).not.toHaveStyle({ fontWeight: 600 });
  });

  it('gives a renter its own contracts with no export and no bulk action', async () => {
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    await openList([contractRow({ id: 1, number: '2026-001' })], demoUser as CurrentUser);
    expect(await screen.findByText('2026-001')).toBeVisible();
    await accessSettled(canAccess, 'edit');
    expect(screen.queryByRole('button', { name: 'Выгрузить в Excel' })).toBeNull();
    // No row checkboxes: a renter has no bulk action.
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('lets the landlord change the responsible person of the selected contracts', async () => {
    const sent: unknown[] = [];
    await openList([
      contractRow({ id: 1, number: '2026-001' }),
      contractRow({ id: 2, number: '2026-002' }),
    ]);
    server.use(
      http.post('/api/contracts/bulk-responsible', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ updated: 2 });
      }),
    );
    await screen.findByText('2026-002');
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Сменить ответственного' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ким Ольга' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent).toEqual([{ ids: [1, 2], responsible_id: 8 }]));
    expect(await screen.findByText('Ответственный сменён: 2 договора')).toBeVisible();
  });
});
