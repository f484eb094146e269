import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';

/**
 * Renders `ui` in the staff app's providers (Russian), signed in as `user`, with its notices,
 * at the address `url` (for a page that reads its route's parameters).
 */
export const renderStaff = async (ui: ReactNode, user?: CurrentUser, url = '/') => {
  if (user) session.setUser(user);
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        i18nProvider={await createI18nProvider()}
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
};
