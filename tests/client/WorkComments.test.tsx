import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkComments } from '../../src/admin/assignedWork/WorkComments';
import { session } from '../../src/providers/session';
import { BidHistory } from '../../src/resources/requests-journal/BidHistory';
import type { BidView } from '../../src/resources/requests-journal/bidView';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord } from './taskFixtures';

/** A request's thread with one internal comment; the comments it was sent. */
const serveThread = () => {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/bids/5/comments', () =>
      HttpResponse.json([
        {
          id: 1,
          author_id: 2,
          author_name: 'Сатпаев Ерлан',
          text: 'Позвонить арендатору',
          internal: true,
          created_at: '2026-03-01T05:00:00.000Z',
        },
      ]),
    ),
    http.post('/api/bids/5/comments', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 2 }, { status: 201 });
    }),
  );
  return sent;
};

afterEach(() => session.reset());

describe('a request’s comments', () => {
  it('marks an internal comment, and sends the staff’s mark with a new one', async () => {
    const sent = serveThread();
    await renderStaff(<WorkComments module="bids" id={5} canWrite internal />, landlord);
    expect(await screen.findByText('Позвонить арендатору')).toBeVisible();
    expect(screen.getByText('Внутренний')).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Комментарий' }),
      'Мастер придёт в 10',
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Внутренний (арендатор не увидит)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toEqual([{ text: 'Мастер придёт в 10', internal: true }]));
    expect(await screen.findByText('Комментарий добавлен')).toBeInTheDocument();
  });

  it('asks for the text before sending; a renter’s form has no internal mark', async () => {
    const sent = serveThread();
    await renderStaff(<WorkComments module="bids" id={5} canWrite />, landlord);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Обязательное поле')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('a request’s history', () => {
  it('tells a move with its reason and an assignment in words', async () => {
    server.use(
      http.get('/api/bids/5/history', () =>
        HttpResponse.json([
          {
            id: 2,
            type: 'status',
            from_status: 'new',
            to_status: 'rejected',
            data: { reason: 'Дубликат' },
            at: '2026-03-01T06:00:00.000Z',
            user_id: 2,
            user_name: 'Сатпаев Ерлан',
            executor_name: null,
          },
          {
            id: 1,
            type: 'assigned',
            from_status: null,
            to_status: null,
            data: { executor_id: 7 },
            at: '2026-03-01T05:00:00.000Z',
            user_id: null,
            user_name: null,
            executor_name: 'Жумабаев Арман',
          },
        ]),
      ),
    );
    const bid = { id: 5, updated_at: '2026-03-01T06:00:00.000Z' } as BidView;
    await renderStaff(<BidHistory bid={bid} />, landlord);
    expect(await screen.findByText('Статус: Новая → Отклонена — Дубликат')).toBeVisible();
    expect(screen.getByText('Назначен исполнитель: Жумабаев Арман')).toBeVisible();
    expect(screen.getByText(/· Система$/)).toBeVisible();
  });
});
