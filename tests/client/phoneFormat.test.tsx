import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { EmployeeList } from '../../src/resources/employees/EmployeeList';
import { RenterList } from '../../src/resources/renters/RenterList';
import { landlord } from './documentFixtures';
import { onPhone } from './leaseReportFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const _ = '\u00a0';
/** Testing Library folds a no-break space into a space by default: these texts keep theirs. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const renter = {
  id: 1,
  landlord_id: 1,
  legal_name: 'ТОО «Телефон Тест»',
  bin_iin: '180540000776',
  legal_address: null,
  outlet_name: null,
  room_ids: [],
  category: 'services',
  contact_full_name: 'Ахметова Дина',
  phone: '+77017654321',
  email: null,
  status: 'active',
  users_count: 0,
};

const employee = {
  id: 1,
  landlord_id: 1,
  full_name: 'Ибраев Марат',
  department: 'security',
  position: 'Инженер',
  phone: '+77015550505',
  email: null,
  pass_card: null,
  status: 'active',
  login: null,
};

const serve = () =>
  server.use(
    http.get('/api/renters', () =>
      HttpResponse.json([renter], { headers: { 'Content-Range': 'renters 0-0/1' } }),
    ),
    http.get('/api/objects', () =>
      HttpResponse.json([], { headers: { 'Content-Range': 'objects 0-0/0' } }),
    ),
    http.get('/api/employee/general-info', () =>
      HttpResponse.json({ by_department: [{ department: 'security', count: 1 }], by_status: {} }),
    ),
    http.get('/api/employee', () =>
      HttpResponse.json([employee], { headers: { 'Content-Range': 'employee 0-0/1' } }),
    ),
  );

/** `list` as the landlord sees it at `/<resource>`, in `language`. */
const renderList = async (list: React.ReactNode, resource: string, language: 'ru' | 'kk') => {
  localStorage.setItem('selected-language', language);
  serve();
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value={resource}>{list}</ResourceContextProvider>,
    landlord,
    `/${resource}`,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('phones in lists', () => {
  it.each(['ru', 'kk'] as const)(
    'the renters table writes the phone as +7 701 765 43 21, a link that calls it (%s)',
    async (language) => {
      await renderList(<RenterList />, 'renters', language);
      const link = await screen.findByRole('link', { name: '+7 701 765 43 21' });
      expect(link).toHaveAttribute('href', 'tel:+77017654321');
      expect(screen.queryByText('+77017654321')).toBeNull();
      // The same spelling whatever the interface language (its status in it).
      expect(screen.getByText(language === 'kk' ? 'Белсенді' : 'Действующий')).toBeVisible();
    },
  );

  it.each(['ru', 'kk'] as const)(
    'the employees table writes the phone as +7 701 555 05 05 (%s)',
    async (language) => {
      await renderList(<EmployeeList />, 'employees', language);
      const link = await screen.findByRole('link', { name: '+7 701 555 05 05' });
      expect(link).toHaveAttribute('href', 'tel:+77015550505');
      expect(within(link.closest('tr') as HTMLElement).getByText('Ибраев Марат')).toBeVisible();
      expect(screen.queryByText('+77015550505')).toBeNull();
    },
  );

  it.each(['ru', 'kk'] as const)(
    'the employees rows on a phone write it the same way, never wrapped inside (%s)',
    async (language) => {
      onPhone();
      await renderList(<EmployeeList />, 'employees', language);
      expect(
        await screen.findByText(`Инженер · +7${_}701${_}555${_}05${_}05`, exact),
      ).toBeInTheDocument();
      expect(screen.queryByText(/\+77015550505/)).toBeNull();
    },
  );

  it('the renters rows on a phone write it the same way (kk)', async () => {
    onPhone();
    await renderList(<RenterList />, 'renters', 'kk');
    expect(
      await screen.findByText(`180540000776 · Ахметова Дина · +7${_}701${_}765${_}43${_}21`, exact),
    ).toBeInTheDocument();
  });
});
