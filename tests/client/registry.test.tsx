import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, Suspense } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoSuperadmin } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { resourceEntry } from '../../src/resources/registry';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const superadmin = demoSuperadmin as unknown as CurrentUser;

/** One row named `ru` in the three languages, as a reference list answers. */
const oneRow = (resource: string, ru: string) =>
  HttpResponse.json([{ id: 1, name: { ru, kk: ru, en: ru }, sort_order: 1, icon: null }], {
    headers: { 'Content-Range': `${resource} 0-1/1` },
  });

beforeEach(() => localStorage.setItem('token', 'token-1'));
afterEach(() => {
  localStorage.removeItem('token');
  session.reset();
});

/** A resource's list screen as the app mounts it, with the outline shown while it loads. */
const renderList = (name: 'social-network' | 'type-object') => {
  const List = resourceEntry(name).definition.list as React.ComponentType;
  return renderStaff(
    <ResourceContextProvider value={name}>
      <Suspense fallback={<p>outline</p>}>{createElement(List)}</Suspense>
    </ResourceContextProvider>,
    superadmin,
  );
};

describe('resource screens', () => {
  it('draw at once when their chunk is already here, without the outline', async () => {
    server.use(http.get('/api/social-network', () => oneRow('social-network', 'Инстаграм')));
    await resourceEntry('social-network').load();
    await renderList('social-network');
    expect(screen.queryByText('outline')).not.toBeInTheDocument();
    expect(await screen.findByText('Инстаграм')).toBeInTheDocument();
  });

  it('show the outline while their chunk is fetched the first time', async () => {
    server.use(http.get('/api/type-object', () => oneRow('type-object', 'Торговый центр')));
    await renderList('type-object');
    expect(screen.getByText('outline')).toBeInTheDocument();
    expect(await screen.findByText('Торговый центр')).toBeInTheDocument();
  });
});
