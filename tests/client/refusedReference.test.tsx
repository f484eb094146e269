import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, AutocompleteInput, Form, memoryStore, ReferenceInput } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { createQueryClient, retryRead } from '../../src/providers/queryClient';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { server } from './setup';
import { landlord } from './taskFixtures';

afterEach(() => session.reset());

describe('a refused read', () => {
  it('is not tried again, unlike a failure that may pass', () => {
    for (const status of [400, 403, 404, 409]) expect(retryRead(0, { status })).toBe(false);
    for (const status of [408, 429, 500, 503, 0]) expect(retryRead(0, { status })).toBe(true);
    expect(retryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryRead(3, { status: 500 })).toBe(false);
  });

  it('ends a reference picker’s wait with the refusal, after one request', async () => {
    let asked = 0;
    server.use(
      http.get('/api/renters', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Access denied' }, { status: 403 });
      }),
    );
    setToken('token-1', false);
    session.setUser(landlord);
    render(
      <MemoryRouter initialEntries={['/tasks/create']}>
        <AdminContext
          i18nProvider={await createI18nProvider()}
          authProvider={authProvider}
          dataProvider={dataProvider}
          store={memoryStore()}
          queryClient={createQueryClient()}
        >
          <Form>
            <ReferenceInput source="renter_id" reference="renters">
              <AutocompleteInput label="resources.tasks.fields.renter_id" />
            </ReferenceInput>
          </Form>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Недостаточно прав для этого действия')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Арендатор' })).toBeVisible();
    expect(screen.queryByText('Идет загрузка, пожалуйста, подождите...')).toBeNull();
    expect(asked).toBe(1);
  });
});
