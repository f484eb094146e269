import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSuperadmin } from '../../mocks/handlers';
import { AdminApp } from '../../src/admin/AdminApp';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';
import { server } from './setup';

const superadmin = demoSuperadmin;

const businessCentre = {
  id: 3,
  name: { ru: 'Бизнес-центр', kk: 'Бизнес орталығы', en: 'Business centre' },
  created_at: '2026-01-10T09:00:00+05:00',
  updated_at: '2026-01-10T09:00:00+05:00',
};

/** The whole staff app at `path`, signed in as the superadmin, in `language`. */
const openApp = async (path: string, language = 'ru') => {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('selected-language', language);
  server.use(
    http.get('/api/user', () => HttpResponse.json({ ...superadmin, locale: language })),
    http.get('/api/social-network', () =>
      HttpResponse.json([], { headers: { 'Content-Range': 'social-network 0-0/0' } }),
    ),
    http.get('/api/type-object/3', () => HttpResponse.json(businessCentre)),
    http.get('/api/history/type-object/3', () => HttpResponse.json([])),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp i18nProvider={await createI18nProvider()} />
    </MemoryRouter>,
  );
};

afterEach(() => session.reset());

describe('titles', () => {
  it('shows an empty list in words, with a create button that opens a grammatical title', async () => {
    await openApp('/social-network');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Пока нет социальных сетей')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Социальные сети · Arenda CRM'));

    await userEvent.click(within(main).getByRole('link', { name: 'Новая социальная сеть' }));

    expect(await screen.findByLabelText('Название (русский)', { exact: false })).toBeVisible();
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Новая социальная сеть');
    await waitFor(() =>
      expect(document.title).toBe('Новая социальная сеть · Социальные сети · Arenda CRM'),
    );
  });

  it('names a record by its name in the interface language, in the page and the tab', async () => {
    await openApp('/type-object/3', 'kk');
    await waitFor(() =>
      expect(document.getElementById('react-admin-title')).toHaveTextContent(
        'Нысан түрі: Бизнес орталығы',
      ),
    );
    await waitFor(() =>
      expect(document.title).toBe('Нысан түрі: Бизнес орталығы · Нысан түрлері · Arenda CRM'),
    );
  });
});
