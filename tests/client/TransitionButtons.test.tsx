import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CanAccess, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { ContractorStatus } from '../../src/domain/contractors';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { ContractorMoves } from '../../src/resources/contractors/ContractorMoves';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;

const renderMoves = async (status: ContractorStatus) => {
  const record = { id: 5, status, company_name: 'ТОО «Лифт Сервис»' };
  await renderStaff(
    <RecordContextProvider value={record}>
      <ContractorMoves />
      <CanAccess resource="contractors" action="edit" record={record}>
        <p>allowed</p>
      </CanAccess>
    </RecordContextProvider>,
    landlord,
  );
};

const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => session.reset());

describe('status transition buttons', () => {
  it('offer only the moves the status allows', async () => {
    await renderMoves('new');
    await waitFor(() => expect(names()).toEqual(['Обработать', 'Отклонить']));
  });

  it('offer nothing once the status is final', async () => {
    await renderMoves('processed');
    await screen.findByText('allowed');
    expect(names()).toEqual([]);
  });

  it('show the server’s reason, translated, when it refuses the move', async () => {
    server.use(
      http.put('/api/contractors/5/status', () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: 'Status cannot change',
            errors: { status: 'validation.transition' },
          },
          { status: 409 },
        ),
      ),
    );
    await renderMoves('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Обработать' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Статус уже изменён, обновите страницу')).toBeInTheDocument();
  });

  it('send the note along and keep the dialog open when the server refuses the note', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/contractors/5/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            errors: { note: 'validation.required' },
          },
          { status: 400 },
        );
      }),
    );
    await renderMoves('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Отклонить — ТОО «Лифт Сервис»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    const reason = within(dialog).getByRole('textbox', { name: /Причина отказа/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Обязательное поле'));
    expect(sent).toEqual([{ status: 'rejected', note: null }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
