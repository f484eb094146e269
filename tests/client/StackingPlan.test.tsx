import { createTheme, ThemeProvider } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackingPlanPage } from '../../src/admin/stacking-plan/StackingPlanPage';
import { lightTheme } from '../../src/admin/theme';
import type { ObjectPlan, PlanRoom } from '../../src/domain/leaseReports';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { ObjectShow } from '../../src/resources/objects/ObjectShow';
import { landlord } from './contractFixtures';
import { employeeWith, onPhone } from './leaseReportFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

const room = (patch: Partial<PlanRoom> & Pick<PlanRoom, 'id' | 'number' | 'area'>): PlanRoom => ({
  state: 'vacant',
  contract_id: null,
  renter: null,
  ends_on: null,
  rent: null,
  ...patch,
});

const PLAN: ObjectPlan = {
  object_id: 3,
  name: 'ТРЦ «Арай»',
  floors: [
    {
      floor: 2,
      rooms: [
        room({
          id: 21,
          number: '201',
          area: 120,
          state: 'ending_90',
          contract_id: 7,
          renter: 'ИП Серикова',
          ends_on: '2026-08-31',
          rent: 500000,
        }),
        room({ id: 22, number: '202', area: 40, state: 'reserved' }),
      ],
    },
    {
      floor: 1,
      rooms: [
        room({
          id: 11,
          number: '101',
          area: 50,
          state: 'occupied',
          contract_id: 5,
          renter: 'ТОО «Кофе Хаус»',
          ends_on: '2028-05-31',
          rent: 600000,
        }),
        room({ id: 12, number: '102', area: 30.5 }),
        room({
          id: 13,
          number: '103',
          area: 20,
          state: 'draft',
          contract_id: 9,
          renter: 'ТОО «Нур»',
        }),
      ],
    },
  ],
};

const theme = createTheme(lightTheme);

/** The plan of object 3 for `user`, answering `answer`, in the app's light theme. */
const openPlan = async (
  user: CurrentUser = landlord,
  answer: () => Response = () => HttpResponse.json(PLAN),
) => {
  server.use(http.get('/api/objects/3/plan', answer));
  setToken('token-1', false);
  await renderStaff(
    <ThemeProvider theme={theme}>
      <Routes>
        <Route path="/objects/:id/plan" element={<StackingPlanPage />} />
      </Routes>
    </ThemeProvider>,
    user,
    '/objects/3/plan',
  );
};

const tile = (name: RegExp) => screen.getByRole('link', { name });

afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
});

describe('the stacking plan', () => {
  it('colours each room by its state, sizes it by area, and sums what is let', async () => {
    await openPlan();
    const ground = await screen.findByRole('region', { name: '1 этаж' });
    expect(screen.getByRole('region', { name: '2 этаж' })).toBeVisible();
    expect(screen.getByText('Занято помещений: 2 из 5')).toBeVisible();
    expect(screen.getByText('Занятая площадь: 170 м² из 260,5 м²')).toBeVisible();

    const leased = within(ground).getByRole('link', { name: /Помещение 101 · Сдано/ });
    expect(leased).toHaveAttribute('href', '/contracts/5/show');
    expect(leased).toHaveStyle({
      flexGrow: '50',
      backgroundColor: theme.palette.success.main,
      color: theme.palette.success.contrastText,
    });
    expect(tile(/Помещение 201 · Истекает в течение 90 дней/)).toHaveStyle({
      flexGrow: '120',
      backgroundColor: theme.palette.error.main,
    });
    // A free room opens the room's own page, once the user is known to edit rooms.
    const reserved = await screen.findByRole('link', { name: /Помещение 202 · Забронировано/ });
    expect(reserved).toHaveAttribute('href', '/rooms/22');
    expect(reserved).toHaveStyle({ backgroundColor: theme.palette.accent.main });
    expect(tile(/Помещение 103 · Черновик договора/)).toHaveAttribute('href', '/contracts/9/show');
    const free = tile(/Помещение 102 · Свободно/);
    expect(free).toHaveAttribute('href', '/rooms/12');
    expect(free).toHaveStyle({ flexGrow: '30.5' });

    const legend = screen.getByRole('list', { name: 'Обозначения' });
    expect(within(legend).getByText('Истекает в течение 90 дней: 1')).toBeVisible();
    expect(within(legend).getByText('Истекает в течение года: 0')).toBeVisible();
  });

  it('tells a room’s tenant, rent and lease end on hover', async () => {
    await openPlan();
    await userEvent.hover(await screen.findByRole('link', { name: /Помещение 101/ }));
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('ТОО «Кофе Хаус»')).toBeVisible();
    expect(within(tooltip).getByText('600 000 ₸')).toBeVisible();
    expect(within(tooltip).getByText('31.05.2028')).toBeVisible();
  });

  it('shows one floor at a time on a phone, and opens a room’s lease from its details', async () => {
    onPhone();
    await openPlan();
    const floors = await screen.findByRole('tablist', { name: 'Этажи' });
    expect(within(floors).getByRole('tab', { name: '2 этаж' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: /Помещение 201/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Помещение 101/ })).toBeNull();

    await userEvent.click(within(floors).getByRole('tab', { name: '1 этаж' }));
    await userEvent.click(await screen.findByRole('button', { name: /Помещение 101/ }));
    const details = await screen.findByRole('presentation');
    expect(within(details).getByRole('link', { name: 'Открыть договор' })).toHaveAttribute(
      'href',
      '/contracts/5/show',
    );
    expect(screen.queryByRole('button', { name: /Помещение 201/ })).toBeNull();
  });

  it('says in words that the server refused, instead of breaking', async () => {
    await openPlan(landlord, () =>
      HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
    );
    expect(await screen.findByText('Недостаточно прав для этого действия')).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the object card', () => {
  const openObject = async (user: CurrentUser) => {
    server.use(
      http.get('/api/objects/3', () =>
        HttpResponse.json({ id: 3, name: 'ТРЦ «Арай»', rooms_total: 5, rooms_occupied: 2 }),
      ),
      http.get('/api/rooms', () => listOf('rooms', [])),
      http.get('/api/history/objects/3', () => HttpResponse.json([])),
    );
    setToken('token-1', false);
    await renderStaff(
      <ResourceContextProvider value="objects">
        <Routes>
          <Route path="/objects/:id/show/*" element={<ObjectShow />} />
        </Routes>
      </ResourceContextProvider>,
      user,
      '/objects/3/show',
    );
    await screen.findByText('ТРЦ «Арай»');
  };

  it('links the landlord to the object’s stacking plan', async () => {
    await openObject(landlord);
    expect(screen.getByRole('link', { name: 'Поэтажный план' })).toHaveAttribute(
      'href',
      '/objects/3/plan',
    );
  });

  it('offers no plan to an employee who reads the objects but not every lease', async () => {
    await openObject(employeeWith({ objects: 'view', contracts: 'creator' }));
    expect(screen.queryByRole('link', { name: 'Поэтажный план' })).toBeNull();
  });
});
