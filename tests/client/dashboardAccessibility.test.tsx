import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { HomePage } from '../../src/admin/home/HomePage';
import type { DashboardAnswer } from '../../src/domain/dashboard';
import type { CurrentUser } from '../../src/domain/user';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';
import { server } from './setup';

/** A landlord's dashboard with a row in every list and every chart drawn. */
const ANSWER: DashboardAnswer = {
  cards: [{ module: 'requests', available: true, today: 1, month: 4 }],
  tenants: { active: 2, inactive: 1, total: 3 },
  leases: null,
  letters: null,
  attendance: null,
  pending: {
    items: [
      {
        kind: 'bid',
        id: 5,
        number: 306,
        title: 'Дополнительная уборка',
        status: 'in_progress',
        deadline: '2026-11-26T04:16:00.000Z',
        overdue: false,
      },
    ],
    notifications: [
      { id: 8, message: 'Планёрка в пятницу', created_at: '2026-11-20T03:11:00.000Z' },
    ],
    unread: 1,
  },
  charts: {
    requests_per_day: [
      {
        day: '2026-11-20',
        counts: { new: 1, in_progress: 2, done: 3, rejected: 0, cancelled: 0 },
      },
      {
        day: '2026-11-21',
        counts: { new: 0, in_progress: 1, done: 2, rejected: 1, cancelled: 0 },
      },
    ],
    sla_weekly: [
      { week: '2026-11-09', done: 4, met: 3, percent: 75 },
      { week: '2026-11-16', done: 5, met: 5, percent: 100 },
    ],
    occupancy: [
      {
        object_id: 1,
        name: 'ТРЦ «Арай»',
        occupied_area: 800,
        total_area: 1000,
        percent: 80,
      },
    ],
  },
} as DashboardAnswer;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

afterEach(() => session.reset());

describe('the dashboard for assistive technology', () => {
  it('keeps links in list items, focus out of hidden drawings, and the inbox link tall', async () => {
    session.setUser({ ...demoUser, id: 2, role: 'landlord' } as CurrentUser);
    server.use(http.get('/api/dashboard', () => HttpResponse.json(ANSWER)));
    render(
      <MemoryRouter>
        <AdminContext
          i18nProvider={await createI18nProvider()}
          dataProvider={dataProvider}
          store={memoryStore()}
        >
          <HomePage />
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: /Дополнительная уборка/ });
    await screen.findByRole('table', { name: 'Заполняемость объектов' });

    const lists = screen.getAllByRole('list');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const list of lists) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
    const hidden = document.querySelectorAll('[aria-hidden="true"]');
    expect(hidden.length).toBeGreaterThan(0);
    for (const drawing of hidden) expect(drawing.querySelectorAll(FOCUSABLE)).toHaveLength(0);

    // A finger's target: jsdom lays nothing out, so the rule that sizes it is what can be read.
    const inbox = screen.getByRole('link', { name: 'Все уведомления' });
    expect(Number.parseFloat(getComputedStyle(inbox).minHeight)).toBeGreaterThanOrEqual(24);
  });
});
