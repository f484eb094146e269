import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { demoSuperadmin } from '../../mocks/handlers';
import type { Contractor } from '../../src/domain/contractors';
import type { CurrentUser } from '../../src/domain/user';
import type { VisitorMessage } from '../../src/domain/visitors';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { ContractorList } from '../../src/resources/contractors/ContractorList';
import { VisitorMessageShow } from '../../src/resources/visitor-messages/VisitorMessageShow';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord } from './taskFixtures';

const superadmin = demoSuperadmin as unknown as CurrentUser;

const listOf = (resource: string, rows: unknown[]) =>
  HttpResponse.json(rows, {
    headers: { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  });

const contractor: Contractor = {
  id: 5,
  landlord_id: 1,
  company_name: 'ТОО «Таза Қала Сервис»',
  bin: '050140041009',
  contact_full_name: 'Омаров Нурлан Серикович',
  phone: '+77014038692',
  email: 'flora85174@example.com',
  services: ['cleaning', 'waste'],
  comment: null,
  status: 'processed',
  source: 'staff',
  status_note: null,
  files: [],
  created_at: '2026-11-23T05:00:00.000Z',
};

const message: VisitorMessage = {
  id: 8,
  landlord_id: 1,
  object_id: 1,
  object_name: 'ТРЦ Арай',
  category: 'complaint',
  text: 'Не работает эскалатор у входа',
  name: null,
  phone: null,
  status: 'new',
  reply_note: null,
  bid_id: null,
  bid_number: null,
  photo: [],
  created_at: '2026-11-23T05:00:00.000Z',
  updated_at: '2026-11-23T05:00:00.000Z',
};

/** The paths of the API calls the screen makes from now on. */
const recordCalls = () => {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    asked.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return asked;
};

const serveNeighbours = () =>
  server.use(
    http.get('/api/saved-filters', () => HttpResponse.json([])),
    http.get('/api/landlords', () =>
      listOf('landlords', [{ id: 1, name: 'ТРЦ Арай', legal_name: 'ТОО «Арай»' }]),
    ),
    http.get('/api/contractors', () => listOf('contractors', [contractor])),
    http.get('/api/contractors/form-link', () =>
      HttpResponse.json({ token: 'abc', url: '/contractor-form?token=abc' }),
    ),
    http.get('/api/visitor-messages/:id', () => HttpResponse.json(message)),
    http.get('/api/bids/places', () => HttpResponse.json([])),
    http.get('/api/type-request', () => listOf('type-request', [])),
  );

const openContractors = async (user: CurrentUser) => {
  const asked = recordCalls();
  serveNeighbours();
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="contractors">
      <Routes>
        <Route path="/contractors" element={<ContractorList />} />
      </Routes>
    </ResourceContextProvider>,
    user,
    '/contractors',
  );
  expect(await screen.findByText('ТОО «Таза Қала Сервис»')).toBeVisible();
  return asked;
};

afterEach(() => session.reset());

describe('the superadmin, who has no organization of its own', () => {
  it('lists the contractors without asking for an organization’s form link', async () => {
    const asked = await openContractors(superadmin);
    expect(asked).toContain('/api/contractors');
    expect(asked).not.toContain('/api/contractors/form-link');
    expect(screen.queryByText('Ссылка на анкету подрядчика')).toBeNull();
  });

  it('while the landlord gets the link above the list', async () => {
    const asked = await openContractors(landlord);
    expect(await screen.findByText('Ссылка на анкету подрядчика')).toBeVisible();
    expect(asked).toContain('/api/contractors/form-link');
  });

  it('reads a visitor’s message without asking where a request could be filed', async () => {
    const asked = recordCalls();
    serveNeighbours();
    setToken('token-1', false);
    await renderStaff(
      <ResourceContextProvider value="visitor-messages">
        <Routes>
          <Route path="/visitor-messages/:id/show" element={<VisitorMessageShow />} />
        </Routes>
      </ResourceContextProvider>,
      superadmin,
      '/visitor-messages/8/show',
    );
    expect(await screen.findByText('Не работает эскалатор у входа')).toBeVisible();
    expect(asked).toContain('/api/visitor-messages/8');
    expect(asked).not.toContain('/api/bids/places');
    expect(asked).not.toContain('/api/type-request');
  });
});
