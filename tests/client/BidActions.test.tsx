import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { BidActions } from '../../src/resources/requests-journal/BidActions';
import type { BidView } from '../../src/resources/requests-journal/bidView';
import { heldAnswer } from './heldAnswer';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;

const bid = {
  id: 5,
  executor_id: null,
  actions: { work: true, assign: true, transitions: [], rate: false, edit: false },
} as unknown as BidView;

const pickExecutor = async () => {
  server.use(
    http.get('/api/bids/executors', () =>
      HttpResponse.json([{ id: 11, name: 'Сейткали Ерлан', department: null }]),
    ),
  );
  await renderStaff(<BidActions bid={bid} />, landlord);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Исполнитель' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Сейткали Ерлан' }));
};

afterEach(() => session.reset());

describe('assigning a bid’s executor', () => {
  it('sends the choice, holds the field while saving, then tells', async () => {
    const { sent, release } = heldAnswer('put', '/api/bids/5/executor', () =>
      HttpResponse.json({ id: 5 }),
    );
    await pickExecutor();
    await waitFor(() => expect(sent).toEqual([{ executor_id: 11 }]));
    expect(screen.getByRole('combobox', { name: 'Исполнитель' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();
    expect(await screen.findByText('Исполнитель сохранён')).toBeInTheDocument();
  });

  it('tells why the server refused the executor', async () => {
    server.use(
      http.put('/api/bids/5/executor', () =>
        HttpResponse.json(
          { message: 'Bad Request', errors: { executor_id: 'validation.invalid' } },
          { status: 400 },
        ),
      ),
    );
    await pickExecutor();
    expect(await screen.findByText('Некорректное значение')).toBeInTheDocument();
    expect(screen.queryByText('Исполнитель сохранён')).toBeNull();
  });
});
