import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs, listQuery, menu, signInHome } from './helpers';

const KEY_ERROR = 'Ключ: латинские строчные буквы, цифры и _, начиная с буквы';

/**
 * The last field row of the editor (the one just added). A required input is found by its role
 * and accessible name, which leaves out the required mark that its label's text keeps.
 */
const lastField = (page: Page, label: string, role?: 'textbox' | 'combobox') =>
  (role
    ? page.getByRole(role, { name: label, exact: true })
    : page.getByLabel(label, { exact: true })
  ).last();

interface RequestType {
  id: number;
  code: string;
  kind_id: number;
  fields: unknown[];
}

/** A request type of the spec's own, a copy of plumbing: the demo types stay as they are. */
const ownType = async (request: APIRequestContext) => {
  const call = await apiAs(request, 'superadmin');
  const types = await call<RequestType[]>(`/type-request${listQuery({}, 100)}`);
  const plumbing = types.find((t) => t.code === 'plumbing');
  const stamp = Date.now();
  return call<RequestType>('/type-request', {
    method: 'POST',
    data: {
      kind_id: plumbing?.kind_id,
      code: `leak_${stamp}`,
      name: { ru: `Протечки ${stamp}`, kk: `Су ағуы ${stamp}`, en: `Leaks ${stamp}` },
      sla_hours: 24,
      fields: plumbing?.fields,
    },
  });
};

const openType = async (page: Page, type: RequestType) => {
  await page.goto(`/type-request/${type.id}`);
  await expect(page.getByRole('textbox', { name: 'Код', exact: true })).toHaveValue(type.code);
};

test('the superadmin adds a required field to a request type in three languages', async ({
  page,
  request,
}) => {
  const type = await ownType(request);
  await signInHome(page, 'superadmin');
  await menu(page).getByRole('menuitem', { name: 'Каталог заявок' }).click();
  await expect(page.getByText(/^Всего: \d+$/)).toBeVisible();
  await openType(page, type);
  const keys = page.getByRole('textbox', { name: 'Ключ', exact: true });
  await expect(keys).toHaveCount(type.fields.length);
  const before = type.fields.length;

  await page.locator('.button-add-fields').click();
  await expect(keys).toHaveCount(before + 1);
  await lastField(page, 'Ключ', 'textbox').fill('Floor');
  await lastField(page, 'Подпись (русский)', 'textbox').fill('Номер этажа');
  await lastField(page, 'Подпись (казахский)', 'textbox').fill('Қабат нөмірі');
  await lastField(page, 'Подпись (английский)', 'textbox').fill('Floor number');
  await lastField(page, 'Обязательное').check();
  // The live preview shows the field as a tenant will see it.
  await expect(page.getByRole('textbox', { name: 'Номер этажа' })).toBeDisabled();

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(KEY_ERROR)).toBeVisible();
  await expect(page).toHaveURL(/\/type-request\/\d+$/);

  await lastField(page, 'Ключ', 'textbox').fill('floor_number');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/type-request$/);

  await openType(page, type);
  await expect(keys).toHaveCount(before + 1);
  await expect(lastField(page, 'Ключ', 'textbox')).toHaveValue('floor_number');
  await expect(lastField(page, 'Тип поля', 'combobox')).toHaveText('Строка');
  await expect(lastField(page, 'Подпись (русский)', 'textbox')).toHaveValue('Номер этажа');
  await expect(lastField(page, 'Подпись (казахский)', 'textbox')).toHaveValue('Қабат нөмірі');
  await expect(lastField(page, 'Подпись (английский)', 'textbox')).toHaveValue('Floor number');
  await expect(lastField(page, 'Обязательное')).toBeChecked();
});

test('a landlord has no menu entry for the request catalogue', async ({ page }) => {
  await signInHome(page, 'landlord');
  await expect(menu(page).getByRole('menuitem', { name: 'Журнал заявок' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Каталог заявок' })).toHaveCount(0);
});
