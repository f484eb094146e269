import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { RestoreButton } from '../../src/resources/employees/RestoreButton';
import { employeeRecord } from './employeeFixtures';
import { heldAnswer } from './heldAnswer';
import { renderStaff } from './renderStaff';

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;

const employee = employeeRecord({ id: 9, status: 'deleted', login: 'erlan' });

const heldRestore = (answer: () => Response) =>
  heldAnswer('put', '/api/employee/9/restore', answer).release;

/** Renders the button, opens its confirmation and returns the dialog's confirm button. */
const confirmRestore = async () => {
  await renderStaff(
    <RecordContextProvider value={employee}>
      <RestoreButton />
    </RecordContextProvider>,
    landlord,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Восстановить' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Восстановить сотрудника «Сейткали Ерлан»?');
  const confirm = within(dialog).getByRole('button', { name: 'Подтвердить' });
  await userEvent.click(confirm);
  return confirm;
};

afterEach(() => session.reset());

describe('restore employee', () => {
  it('disables the confirmation while restoring, then tells and closes', async () => {
    const release = heldRestore(() => HttpResponse.json({ ...employee, status: 'active' }));
    const confirm = await confirmRestore();

    await waitFor(() => expect(confirm).toBeDisabled());
    release();

    expect(await screen.findByText('Сотрудник восстановлен')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells why it failed and closes the confirmation', async () => {
    const release = heldRestore(() =>
      HttpResponse.json({ code: 'CONFLICT', message: 'Not deleted' }, { status: 409 }),
    );
    release();
    await confirmRestore();

    expect(await screen.findByText('Ошибка сервера. Повторите позже.')).toBeInTheDocument();
    expect(screen.queryByText('Сотрудник восстановлен')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
