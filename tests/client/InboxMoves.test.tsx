import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CanAccess, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSuperadmin } from '../../mocks/handlers';
import type { InboxStatus } from '../../src/domain/inbox';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { InboxMoves } from '../../src/resources/inbox/InboxMoves';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const superadmin = demoSuperadmin as unknown as CurrentUser;

const renderButtons = async (status: InboxStatus, user: CurrentUser = superadmin) => {
  await renderStaff(
    <ResourceContextProvider value="demo-requests">
      <RecordContextProvider value={{ id: 3, status }}>
        <InboxMoves />
        <CanAccess action="edit" accessDenied={<p>refused</p>}>
          <p>allowed</p>
        </CanAccess>
      </RecordContextProvider>
    </ResourceContextProvider>,
    user,
  );
};

const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => session.reset());

describe('inbox status buttons', () => {
  it.each([
    ['new', ['Связались', 'Закрыть']],
    ['contacted', ['Закрыть']],
  ] as const)('offer a %s request its next steps', async (status, expected) => {
    await renderButtons(status);
    await waitFor(() => expect(names()).toEqual(expected));
  });

  it('offer nothing on a closed request', async () => {
    await renderButtons('closed');
    await screen.findByText('allowed');
    expect(names()).toEqual([]);
  });

  it('send the new status to the request', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/demo-requests/3/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 3, status: 'contacted' });
      }),
    );
    await renderButtons('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Связались' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'contacted' }]));
  });

  it('offer nothing to a landlord', async () => {
    await renderButtons('new', { ...superadmin, role: 'landlord', landlord_id: 1 });
    await screen.findByText('refused');
    expect(names()).toEqual([]);
  });
});
