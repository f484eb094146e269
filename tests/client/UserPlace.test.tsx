import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { HomePage } from '../../src/admin/home/HomePage';
import { AppBar } from '../../src/admin/layout/AppBar';
import { userLogo } from '../../src/admin/layout/UserPlace';
import { newEmployeeAccess } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** The demo renter with two units in two centres, each place with its own logo. */
const renter = {
  ...demoUser,
  land: { id: 1, name: 'ТРЦ «Арай»', logo: '/storage/logos/land.png' },
  room: { id: 3, number: '103', logo: '/storage/logos/room.png' },
  rooms: [
    { id: 3, number: '103', object_name: 'ТРЦ «Арай»' },
    { id: 9, number: 'A-12', object_name: 'БЦ «Нурлы»' },
  ],
  organization: { id: 1, name: 'ТРЦ Арай', logo: '/storage/logos/organization.png' },
} as CurrentUser;

const employee = {
  ...demoUser,
  id: 7,
  role: 'employee',
  full_name: 'Садыкова Динара',
  renter_id: null,
  employee_id: 3,
  room: null,
  rooms: [],
  access: newEmployeeAccess(),
} as CurrentUser;

/** A desktop screen (1280 px wide): MUI's media queries read it through matchMedia. */
const WIDTH = 1280;
beforeEach(() => {
  // Signed in: react-admin's checks (the menu's logout item) find the token.
  setToken('token-1', false);
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(query.match(/max-width:\s*([\d.]+)px/)?.[1] ?? Infinity);
    const min = Number(query.match(/min-width:\s*([\d.]+)px/)?.[1] ?? 0);
    return {
      matches: WIDTH >= min && WIDTH <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    };
  });
  server.use(
    http.get('/api/dashboard', () =>
      HttpResponse.json({
        cards: [],
        tenants: null,
        pending: { items: [], notifications: [], unread: 0 },
        charts: { requests_per_day: null, sla_weekly: null, occupancy: null },
      }),
    ),
  );
});
afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
});

/** Opens the app bar's user menu (by the user's name, on a wide screen) and returns it. */
const openUserMenu = async (user: CurrentUser, name: RegExp) => {
  await renderStaff(<AppBar />, user);
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('the logo beside the user: land → room → default', () => {
  it('is the land’s, else the room’s, else the default picture', () => {
    expect(userLogo(renter)).toBe('/storage/logos/land.png');
    expect(userLogo({ ...renter, land: null })).toBe('/storage/logos/room.png');
    expect(userLogo({ ...renter, land: null, room: null, organization: null })).toBe(
      '/default-logo.svg',
    );
    // An organization without any object yet: its own logo (the server's default when none).
    expect(userLogo({ ...renter, land: null, room: null })).toBe('/storage/logos/organization.png');
  });

  it('shows the land’s logo in the user menu’s button and on the home card', async () => {
    session.setUser(renter);
    await renderStaff(
      <>
        <AppBar />
        <HomePage />
      </>,
    );
    const button = await screen.findByRole('button', { name: /Ким Виктория Олеговна/ });
    expect(button.querySelector('img')).toHaveAttribute('src', '/storage/logos/land.png');
    await screen.findByText('Добро пожаловать, Ким Виктория Олеговна!');
    const pictures = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures.every((src) => src === '/storage/logos/land.png')).toBe(true);
  });

  it('falls back to the room’s logo without a land', async () => {
    await renderStaff(<HomePage />, { ...renter, land: null });
    await screen.findByText('Добро пожаловать, Ким Виктория Олеговна!');
    expect(document.querySelector('img')).toHaveAttribute('src', '/storage/logos/room.png');
  });
});

describe('the user menu says who and where the user is', () => {
  it('names a renter’s organization and both its units, each with its centre', async () => {
    const menu = await openUserMenu(renter, /Ким Виктория Олеговна, профиль/);
    expect(within(menu).getByText('Организация: ТРЦ Арай')).toBeVisible();
    expect(within(menu).getByText('Помещения: ТРЦ «Арай» · 103, БЦ «Нурлы» · A-12')).toBeVisible();
    expect(within(menu).getByText('Арендатор')).toBeVisible();
  });

  it('names a staff member’s organization and land, and no unit', async () => {
    const menu = await openUserMenu(employee, /Садыкова Динара, профиль/);
    expect(within(menu).getByText('Организация: ТРЦ Арай')).toBeVisible();
    expect(within(menu).getByText('Объект: ТРЦ «Арай»')).toBeVisible();
    expect(within(menu).queryByText(/Помещени/)).toBeNull();
  });

  it('speaks Kazakh', async () => {
    localStorage.setItem('selected-language', 'kk');
    const menu = await openUserMenu(renter, /Ким Виктория Олеговна/);
    expect(within(menu).getByText('Ұйым: ТРЦ Арай')).toBeVisible();
    expect(within(menu).getByText('Үй-жайлар: ТРЦ «Арай» · 103, БЦ «Нурлы» · A-12')).toBeVisible();
  });
});

describe('the home card says where the user is', () => {
  it('shows a renter’s one unit with its centre', async () => {
    await renderStaff(<HomePage />, { ...renter, rooms: renter.rooms.slice(0, 1) });
    expect(await screen.findByText('Помещение: ТРЦ «Арай» · 103')).toBeVisible();
    expect(screen.getByText('Организация: ТРЦ Арай')).toBeVisible();
  });

  it('shows a renter’s units in Kazakh', async () => {
    localStorage.setItem('selected-language', 'kk');
    await renderStaff(<HomePage />, renter);
    expect(await screen.findByText('Үй-жайлар: ТРЦ «Арай» · 103, БЦ «Нурлы» · A-12')).toBeVisible();
    expect(screen.getByText('Ұйым: ТРЦ Арай')).toBeVisible();
  });

  it('shows a staff member’s land instead of units', async () => {
    await renderStaff(<HomePage />, employee);
    expect(await screen.findByText('Объект: ТРЦ «Арай»')).toBeVisible();
    expect(screen.queryByText(/Помещени/)).toBeNull();
  });
});
