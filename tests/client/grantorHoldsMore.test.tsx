import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Form, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessRows, grantingEmployee } from '../../mocks/access';
import AccessTab from '../../src/admin/settings/access/AccessTab';
import { newEmployeeAccess } from '../../src/domain/access';
import type { EmployeeAccess } from '../../src/domain/accessGrants';
import type { Employee } from '../../src/domain/employees';
import { loadModuleMessages } from '../../src/i18n/moduleMessages';
import { session } from '../../src/providers/session';
import { EmployeeLogin } from '../../src/resources/employees/EmployeeLogin';
import { EmployeeToolbar } from '../../src/resources/employees/EmployeeToolbar';
import { RestoreButton } from '../../src/resources/employees/RestoreButton';
import { employeeRecord } from './employeeFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

// The tab is shown here without its page, which loads the settings' texts.
beforeAll(() => loadModuleMessages('settings', 'ru'));

/** Holds `requests: main` and notification sending: more than the grantor (`intermediate`). */
const senior: EmployeeAccess = {
  ...(accessRows[2] as EmployeeAccess),
  id: 14,
  full_name: 'Нурланова Асель',
  login: null,
  access: { ...newEmployeeAccess(), requests: 'main' },
  notification_access: true,
};
/** Within the grantor's levels: `requests: executor`. */
const junior = accessRows[1] as EmployeeAccess;
const rows = [...accessRows, senior];

const HINT = 'Здесь у сотрудника доступ шире вашего';
const REFUSAL = 'У этого сотрудника есть доступ, которого нет у вас.';

const employeeOf = (row: EmployeeAccess, patch: Partial<Employee> = {}): Employee =>
  employeeRecord({ id: row.id, full_name: row.full_name, login: row.login, ...patch });

/** The grid's rows and each employee's own levels, as the server holds them. */
const serveAccess = () =>
  server.use(
    http.get('/api/user', () => HttpResponse.json(grantingEmployee)),
    http.get('/api/employee/access', () =>
      HttpResponse.json(rows, { headers: { 'Content-Range': `access 0-3/${rows.length}` } }),
    ),
    http.get('/api/employee/:id/access', ({ params }) =>
      HttpResponse.json(rows.find((r) => r.id === Number(params.id))),
    ),
  );

/** The employee card's login section and toolbar (delete, or restore once deleted). */
const renderCard = async (employee: Employee) => {
  serveAccess();
  await renderStaff(
    <ResourceContextProvider value="employees">
      <RecordContextProvider value={employee}>
        <Form>
          <EmployeeLogin />
          <EmployeeToolbar />
        </Form>
      </RecordContextProvider>
    </ResourceContextProvider>,
    grantingEmployee,
  );
};

const picker = (module: string, name: string) =>
  screen.findByRole('combobox', { name: `${module}: ${name}` });

afterEach(() => session.reset());

describe('an employee-grantor and a colleague who holds more', () => {
  it('sees that colleague’s wider cells read-only, saying why, and the rest editable', async () => {
    serveAccess();
    await renderStaff(<AccessTab />, grantingEmployee, '/settings?tab=access');
    const held = await picker('Заявки', senior.full_name);
    expect(held).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(held.closest('.MuiTextField-root')?.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);

    expect(await picker('Объекты и помещения', senior.full_name)).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(
      screen.getByRole('switch', { name: `Рассылка уведомлений: ${senior.full_name}` }),
    ).toBeDisabled();
    expect(await picker('Заявки', junior.full_name)).not.toHaveAttribute('aria-disabled');
  });

  it('offers no level for a selection with that colleague in it', async () => {
    serveAccess();
    await renderStaff(<AccessTab />, grantingEmployee, '/settings?tab=access');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: `Выбрать: ${junior.full_name}` }),
    );
    const bar = screen.getByRole('region', { name: 'Выбрано: 1' });
    expect(within(bar).getByRole('button', { name: 'Применить' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Выбрать: ${senior.full_name}` }));
    expect(
      within(screen.getByRole('region', { name: 'Выбрано: 2' })).getByRole('button', {
        name: 'Применить',
      }),
    ).toBeDisabled();
  });

  it('may neither delete that colleague nor give them a login', async () => {
    await renderCard(employeeOf(senior));
    const remove = await screen.findByRole('button', { name: 'Удалить' });
    const give = await screen.findByRole('button', { name: 'Выдать логин' });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(give).toBeDisabled();
  });

  it('may delete a colleague within its levels', async () => {
    await renderCard(employeeOf(junior));
    const remove = await screen.findByRole('button', { name: 'Удалить' });
    await waitFor(() => expect(remove).toBeEnabled());
  });

  it('may not restore that colleague', async () => {
    serveAccess();
    await renderStaff(
      <RecordContextProvider value={employeeOf(senior, { status: 'deleted' })}>
        <RestoreButton />
      </RecordContextProvider>,
      grantingEmployee,
    );
    const restore = await screen.findByRole('button', { name: 'Восстановить' });
    await waitFor(() => expect(restore).toBeDisabled());
  });

  it('tells the server’s reason when it still refuses (levels changed meanwhile)', async () => {
    serveAccess();
    server.use(
      http.put('/api/employee/:id/restore', () =>
        HttpResponse.json(
          { code: 'FORBIDDEN', message: 'Forbidden', reason: 'app.access.errors.holds_more' },
          { status: 403 },
        ),
      ),
    );
    await renderStaff(
      <RecordContextProvider value={employeeOf(junior, { status: 'deleted' })}>
        <RestoreButton />
      </RecordContextProvider>,
      grantingEmployee,
    );
    const restore = await screen.findByRole('button', { name: 'Восстановить' });
    await waitFor(() => expect(restore).toBeEnabled());
    await userEvent.click(restore);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }),
    );
    expect(await screen.findByText(new RegExp(`^${REFUSAL}`))).toBeInTheDocument();
  });
});
