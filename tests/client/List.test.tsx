import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { ResourceContextProvider, SimpleList } from 'react-admin';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { List } from '../../src/admin/common/List';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const renters = [
  { id: 1, legal_name: 'ТОО «Арай Фуд»' },
  { id: 2, legal_name: 'ИП «Есиль Сервис»' },
];

/** How many times a row has been drawn. */
let drawn = 0;
let redrawPage: () => void = () => {};

/** A page whose own state changes (as when its pickers load) around a list of renters. */
const Page = () => {
  const [version, setVersion] = useState(0);
  redrawPage = () => setVersion((v) => v + 1);
  return (
    <ResourceContextProvider value="renters">
      <List title={`v${version}`} exporter={false} disableSyncWithLocation disableAuthentication>
        <SimpleList
          primaryText={(r) => {
            drawn += 1;
            return r.legal_name;
          }}
        />
      </List>
    </ResourceContextProvider>
  );
};

const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  act.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the shared list', () => {
  it('draws its rows after a page update as a transition, not in the same task', async () => {
    server.use(
      http.get('/api/renters', () =>
        HttpResponse.json(renters, { headers: { 'Content-Range': 'renters 0-2/2' } }),
      ),
    );
    await renderStaff(<Page />);
    expect(await screen.findByText('ИП «Есиль Сервис»')).toBeInTheDocument();

    // As in the browser: React's scheduler, not the test's act(), decides when work runs.
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const before = drawn;
    flushSync(() => redrawPage());
    expect(drawn).toBe(before);
    await waitFor(() => expect(drawn).toBeGreaterThanOrEqual(before + renters.length));
    expect(screen.getByText('ТОО «Арай Фуд»')).toBeInTheDocument();
  });
});
