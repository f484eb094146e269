import { type APIRequestContext, expect, type Page } from '@playwright/test';
import kk from '../../i18n/kk';
import { menu, openAs, signIn, test } from './helpers';

const NO_ACCESS = 'У вас нет доступа к этому разделу. Обратитесь к администратору.';

/** The landlord's API calls, with the token of the signed-in page. */
const landlordApi = async (page: Page, request: APIRequestContext) => {
  const token = await page.evaluate(
    () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
  );
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(path: string, init: { method?: string; data?: unknown } = {}) => {
    const response = await request.fetch(`/api${path}`, { headers, ...init });
    expect(response.ok(), `${init.method ?? 'GET'} ${path}`).toBe(true);
    return (await response.json()) as T;
  };
};

/** Sets one module's level in the landlord's access grid and waits until it is saved. */
const setLevel = async (page: Page, name: string, module: string, level: string) => {
  const picker = page.getByRole('combobox', { name: `${module}: ${name}` });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(`^${level}`) }).click();
  await expect(picker).toHaveText(level);
};

test('a landlord grants a new employee the requests journal, then takes it away', async ({
  page,
  openPage,
  request,
}) => {
  const stamp = Date.now();
  const login = `exec.${stamp}`;
  const name = `Исполнитель Тест ${stamp}`;

  // The second organization: the first one's employee counts are asserted by other specs.
  await openAs(page, 'landlord2', '/employees/create');
  await page.getByRole('textbox', { name: 'ФИО' }).fill(name);
  await page.getByRole('textbox', { name: 'Логин' }).fill(login);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const box = page.getByRole('dialog').getByRole('status', { name: 'Временный пароль' });
  await expect(box).toHaveText(/^\w{12}$/);
  const password = (await box.textContent()) ?? '';
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();

  await menu(page).getByRole('menuitem', { name: 'Настройки' }).click();
  await page.getByRole('tab', { name: 'Сотрудники и доступ' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(String(stamp));
  await expect(page.getByRole('row')).toHaveCount(2);
  await setLevel(page, name, 'Заявки', 'Исполнитель');
  const notifications = page.getByRole('switch', { name: `Рассылка уведомлений: ${name}` });
  await notifications.click();
  await expect(notifications).toBeChecked();

  const call = await landlordApi(page, request);
  const users = await call<{ id: number; full_name: string }[]>('/user/all');
  const executorId = users.find((u) => u.full_name === name)?.id;
  const [bid] = await call<{ id: number; number: number }[]>(
    `/bids?${new URLSearchParams({
      filter: JSON.stringify({ status: 'new' }),
      range: '[0,0]',
      sort: '["created_at","DESC"]',
    })}`,
  );
  await call('/bids/assign', {
    method: 'POST',
    data: { ids: [bid?.id], executor_id: executorId },
  });

  const staff = await openPage();
  await signIn(staff, login, password);
  await expect(staff).toHaveURL(/\/auth\/first-login$/);
  await staff.getByLabel('Новый пароль').fill(`exec-${stamp}`);
  await staff.getByLabel('Повторите пароль').fill(`exec-${stamp}`);
  await staff.getByRole('button', { name: 'Сохранить' }).click();
  await expect(staff.getByText(`Добро пожаловать, ${name}!`)).toBeVisible();
  // Notification access brings what they send and, as for everyone, their inbox; a new
  // employee executes tasks.
  await expect(menu(staff).getByRole('menuitem')).toHaveText([
    'Главная',
    'Задачи',
    'Входящие',
    'Уведомления',
    'Профиль',
    'Журнал заявок',
    'Календарь',
  ]);

  await menu(staff).getByRole('menuitem', { name: 'Журнал заявок' }).click();
  const rows = staff.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(String(bid?.number));
  await rows.first().click();
  await expect(
    staff.getByRole('heading', { name: new RegExp(`№ ${bid?.number} · `) }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(staff.getByText('В работе', { exact: true }).first()).toBeVisible();

  await setLevel(page, name, 'Заявки', 'Нет доступа');

  await menu(staff).getByRole('menuitem', { name: 'Журнал заявок' }).click();
  await expect(staff).toHaveURL(/\/home\/index$/);
  await expect(staff.getByText(NO_ACCESS)).toBeVisible();
  await expect(menu(staff).getByRole('menuitem')).toHaveText([
    'Главная',
    'Задачи',
    'Входящие',
    'Уведомления',
    'Профиль',
    'Календарь',
  ]);

  await staff.getByRole('button', { name: 'Русский' }).click();
  await staff.getByRole('menuitem', { name: 'Қазақша' }).click();
  await expect(menu(staff).getByRole('menuitem', { name: kk.app.menu.dashboard })).toBeVisible();
  await staff.goto('/requests-journal');
  await expect(staff).toHaveURL(/\/home\/index$/);
  await expect(staff.getByText(kk.app.access.no_access)).toBeVisible();
});
