import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { Renter } from '../../src/domain/renters';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { EmployeeLogin } from '../../src/resources/employees/EmployeeLogin';
import { GiveAccessButton } from '../../src/resources/renters/GiveAccessButton';
import { employeeRecord } from './employeeFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = {
  ...demoUser,
  id: 2,
  login: 'landlord',
  role: 'landlord',
  renter_id: null,
} as CurrentUser;

const renter: Renter = {
  id: 40,
  landlord_id: 1,
  legal_name: 'ТОО «Кофе Хаус»',
  bin_iin: '180540000776',
  legal_address: null,
  outlet_name: 'Coffee House',
  room_ids: [3],
  category: 'food',
  contact_full_name: 'Ким Виктория Олеговна',
  phone: '+77017770404',
  email: 'v.kim@coffeehouse.kz',
  status: 'active',
  users_count: 0,
};

const employee = employeeRecord({
  id: 12,
  full_name: 'Садыков Арман Ерланович',
  department: 'engineering',
  position: 'Инженер',
  email: 'a.sadykov@aray.kz',
});

const PASSWORD = 'Ab3dEf7hJk9m';

/** Answers a login-making POST with `mailed_to`, keeping the bodies it was sent. */
const answering = (path: string, mailed_to: string | null) => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json(
        { login: body.login, temporary_password: PASSWORD, mailed_to },
        { status: 201 },
      );
    }),
  );
  return sent;
};

const render = async (ui: React.ReactNode, resource: string, record: object) => {
  setToken('landlord-token', false);
  await renderStaff(
    <ResourceContextProvider value={resource}>
      <RecordContextProvider value={record}>{ui}</RecordContextProvider>
    </ResourceContextProvider>,
    landlord,
  );
};

afterEach(() => session.reset());

describe('handing over a temporary password', () => {
  it('shows a renter’s new password on its own, copies it, and mails it when asked', async () => {
    const sent = answering('/api/renters/40/access', 'v.kim@coffeehouse.kz');
    const user = userEvent.setup();
    await render(<GiveAccessButton />, 'renters', renter);
    await user.click(await screen.findByRole('button', { name: 'Выдать доступ' }));
    const dialog = screen.getByRole('dialog');
    const mail = within(dialog).getByRole('checkbox', {
      name: 'Отправить логин и пароль на v.kim@coffeehouse.kz',
    });
    expect(mail).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Логин' }), 'coffee.house');
    await user.click(within(dialog).getByRole('button', { name: 'Создать учётную запись' }));

    const box = await within(dialog).findByRole('status', { name: 'Временный пароль' });
    expect(box).toHaveTextContent(new RegExp(`^${PASSWORD}$`));
    expect(dialog).toHaveTextContent('Учётная запись «coffee.house» создана');
    expect(dialog).toHaveTextContent('Логин и пароль отправлены на v.kim@coffeehouse.kz');
    expect(sent).toEqual([
      {
        login: 'coffee.house',
        full_name: 'Ким Виктория Олеговна',
        phone: '+77017770404',
        email: 'v.kim@coffeehouse.kz',
        send_email: true,
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect(within(dialog).getByRole('button', { name: 'Скопировано' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(PASSWORD);
  });

  it('offers no mail without an e-mail, and sends none', async () => {
    const sent = answering('/api/renters/40/access', null);
    const user = userEvent.setup();
    await render(<GiveAccessButton />, 'renters', { ...renter, email: null });
    await user.click(await screen.findByRole('button', { name: 'Выдать доступ' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Логин' }), 'coffee.two');
    await user.click(within(dialog).getByRole('button', { name: 'Создать учётную запись' }));
    await within(dialog).findByRole('status', { name: 'Временный пароль' });
    expect(dialog).not.toHaveTextContent('отправлен');
    expect(sent[0].send_email).toBe(false);
  });

  it('gives an employee without a login one from its card, and says when the mail failed', async () => {
    const sent = answering('/api/employee/12/account', null);
    const user = userEvent.setup();
    await render(<EmployeeLogin />, 'employees', employee);
    expect(screen.getByText('Логина для входа пока нет')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Выдать логин' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Логин' }), 'a b');
    await user.click(within(dialog).getByRole('button', { name: 'Выдать логин' }));
    expect(
      await within(dialog).findByText(
        'Логин: не короче 3 символов, латинские буквы, цифры, точка, дефис, подчёркивание',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
    const login = within(dialog).getByRole('textbox', { name: 'Логин' });
    await user.clear(login);
    await user.type(login, 'a.sadykov');
    await user.click(within(dialog).getByRole('button', { name: 'Выдать логин' }));
    expect(
      await within(dialog).findByRole('status', { name: 'Временный пароль' }),
    ).toHaveTextContent(PASSWORD);
    expect(dialog).toHaveTextContent('Письмо не отправлено. Передайте пароль сами.');
    expect(sent).toEqual([{ login: 'a.sadykov', send_email: true }]);
  });

  it('shows an employee’s login, and no button, once it has one', async () => {
    await render(<EmployeeLogin />, 'employees', { ...employee, login: 'a.sadykov' });
    expect(await screen.findByText('a.sadykov')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Выдать логин' })).toBeNull();
  });
});
