import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { RenterList } from '../../src/resources/renters/RenterList';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const user = (role: 'superadmin' | 'landlord') =>
  ({ ...demoUser, id: 9, login: role, role, renter_id: null }) as CurrentUser;

const renter = (id: number, landlord_id: number, legal_name: string) => ({
  id,
  landlord_id,
  legal_name,
  bin_iin: '180540000776',
  legal_address: null,
  outlet_name: null,
  room_ids: [],
  category: 'services',
  contact_full_name: 'Контакт',
  phone: '+77011112233',
  email: null,
  status: 'active',
  users_count: 0,
});

const landlords = [
  { id: 1, name: 'ТРЦ Арай' },
  { id: 2, name: 'БЦ Есиль' },
];

/** The renters list with two organizations' renters; the queries the list made. */
const renderList = async (role: 'superadmin' | 'landlord') => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/renters', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const filter = JSON.parse(query.get('filter') ?? '{}') as { landlord_id?: number };
      const rows = [
        renter(1, 1, 'ТОО «Таза Қала Сервис»'),
        renter(2, 2, 'ТОО «Таза Қала Сервис»'),
      ].filter((r) => !filter.landlord_id || r.landlord_id === filter.landlord_id);
      return HttpResponse.json(rows, {
        headers: { 'Content-Range': `renters 0-${rows.length - 1}/${rows.length}` },
      });
    }),
    http.get('/api/landlords', () =>
      HttpResponse.json(landlords, { headers: { 'Content-Range': 'landlords 0-1/2' } }),
    ),
    http.get('/api/objects', () =>
      HttpResponse.json([], { headers: { 'Content-Range': 'objects 0-0/0' } }),
    ),
  );
  setToken(`${role}-token`, false);
  await renderStaff(
    <ResourceContextProvider value="renters">
      <RenterList />
    </ResourceContextProvider>,
    user(role),
  );
  return queries;
};

afterEach(() => session.reset());

describe('mixed lists', () => {
  it('show the superadmin each row’s organization and filter by it', async () => {
    const queries = await renderList('superadmin');
    expect(await screen.findByRole('columnheader', { name: 'Организация' })).toBeVisible();
    const rows = await screen.findAllByRole('row');
    expect(await within(rows[1]).findByText('ТРЦ Арай')).toBeVisible();
    expect(await within(rows[2]).findByText('БЦ Есиль')).toBeVisible();

    const picker = screen.getByRole('combobox', { name: 'Организация' });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'БЦ Есиль' }));
    await expect.poll(() => queries.at(-1)?.get('filter')).toBe(JSON.stringify({ landlord_id: 2 }));
    await expect.poll(() => screen.getAllByRole('row').length).toBe(2);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('БЦ Есиль');
  });

  it('leave the column and the filter out for a landlord', async () => {
    await renderList('landlord');
    expect(await screen.findAllByText('ТОО «Таза Қала Сервис»')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: 'Организация' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Организация' })).toBeNull();
  });
});
