import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import TimeTab from '../../src/admin/settings/time/TimeTab';
import { DEFAULT_LEGEND } from '../../src/domain/time';
import type { Device, ImportAnswer } from '../../src/providers/methods/timeMethods';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord } from './taskFixtures';

const KEY = 'dk_Ab1xTestKeyShownOnlyOnceAbCdEfGh';
const HOUR = 3_600_000;

const device = (patch: Partial<Device>): Device => ({
  id: 1,
  name: 'Турникет, главный вход',
  object_id: 3,
  object_name: 'ТРЦ «Арай»',
  direction: 'both',
  key_hint: 'dk_Zz9q',
  revoked: false,
  last_event_at: new Date(Date.now() - HOUR).toISOString(),
  created_at: '2026-01-10T04:00:00.000Z',
  ...patch,
});

const listOf = (resource: string, rows: unknown[]) =>
  HttpResponse.json(rows, {
    headers: { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  });

/** The tab over a server holding `devices`, with what each write was sent. */
const openTab = async (canManage: boolean, devices: Device[] = [device({})]) => {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  server.use(
    http.get('/api/devices', () => HttpResponse.json(devices)),
    http.get('/api/devices/unknown-cards', () =>
      HttpResponse.json([
        {
          card: '0004512877',
          events: 3,
          first_at: '2026-11-25T03:57:00.000Z',
          last_at: '2026-11-27T03:57:00.000Z',
          device_name: 'Турникет, главный вход',
        },
      ]),
    ),
    http.get('/api/timesheet/settings', () =>
      HttpResponse.json({ digest: true, legend: DEFAULT_LEGEND }),
    ),
    http.get('/api/objects', () => listOf('objects', [{ id: 3, name: 'ТРЦ «Арай»' }])),
    http.post('/api/devices', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.push({ method: 'POST', url: '/api/devices', body });
      if (body.name.startsWith('?')) {
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            errors: { name: 'validation.invalid' },
          },
          { status: 400 },
        );
      }
      const created = device({ id: 2, ...body, key_hint: KEY.slice(0, 7), last_event_at: null });
      devices.push(created);
      return HttpResponse.json({ ...created, key: KEY }, { status: 201 });
    }),
    http.delete('/api/devices/:id', ({ params }) => {
      sent.push({ method: 'DELETE', url: `/api/devices/${params.id}` });
      const index = devices.findIndex((d) => d.id === Number(params.id));
      devices[index] = { ...devices[index], revoked: true, key_hint: null };
      return HttpResponse.json(devices[index]);
    }),
  );
  setToken('token-1', false);
  await renderStaff(<TimeTab canManage={canManage} />, landlord);
  await screen.findByRole('table', { name: 'Турникеты и считыватели' });
  return sent;
};

afterEach(() => session.reset());

describe('Settings → time tracking', () => {
  it('shows a new device’s key once, with the request an integrator can run', async () => {
    const sent = await openTab(true);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить устройство' }));
    const form = screen.getByRole('dialog', { name: 'Новое устройство' });
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByText('Обязательное поле')).toBeVisible();
    expect(sent).toHaveLength(0);

    const name = within(form).getByRole('textbox', { name: /Название/ });
    await userEvent.type(name, '?');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    // The server's refusal is said at its field, in words.
    await waitFor(() => expect(name).toHaveAccessibleDescription('Некорректное значение'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Турникет Б');
    await userEvent.click(within(form).getByRole('combobox', { name: /Направление/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Вход' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

    const shown = await screen.findByRole('dialog', { name: 'Ключ устройства «Турникет Б»' });
    expect(sent[1].body).toEqual({ name: 'Турникет Б', object_id: null, direction: 'in' });
    expect(within(shown).getByRole('textbox', { name: 'Ключ устройства' })).toHaveValue(KEY);
    expect(
      within(shown).getByText(/он показывается один раз и больше не будет виден/),
    ).toBeVisible();
    const example = within(shown).getByLabelText('Пример запроса для интегратора');
    expect(example).toHaveTextContent(`${window.location.origin}/api/devices/events`);
    expect(example).toHaveTextContent(`Authorization: Bearer ${KEY}`);
    expect(example).toHaveTextContent('"card":"0004512877","direction":"in"');

    await userEvent.click(within(shown).getByRole('button', { name: 'Ключ сохранён' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The table keeps only the key's start: the key itself is gone for good.
    const row = (await screen.findByText('Турникет Б')).closest('tr') as HTMLElement;
    expect(within(row).getByText('dk_Ab1x…')).toBeVisible();
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    expect(screen.queryByText(new RegExp(KEY))).toBeNull();
  });

  it('asks before revoking a key, and greys the revoked device', async () => {
    const sent = await openTab(true, [
      device({}),
      device({ id: 5, name: 'Считыватель, склад', key_hint: 'dk_Qw3e' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Действия: Турникет, главный вход' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Отозвать ключ' }));
    const question = await screen.findByRole('dialog', {
      name: 'Отозвать ключ устройства «Турникет, главный вход»?',
    });
    expect(within(question).getByText(/больше не сможет присылать проходы/)).toBeVisible();
    expect(sent).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Ключ отозван')).toBeVisible();
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/devices/1' }]);
    const row = (await screen.findByText('Ключ отозван', { selector: '.MuiChip-label' })).closest(
      'tr',
    ) as HTMLElement;
    const revoked = within(row).getByRole('rowheader');
    expect(revoked).toHaveTextContent('Турникет, главный вход');
    const live = screen.getByRole('rowheader', { name: 'Считыватель, склад' });
    expect(getComputedStyle(revoked).color).not.toBe(getComputedStyle(live).color);
    // Revoked once is enough: its menu offers a new key, not a second revocation.
    await userEvent.click(screen.getByRole('button', { name: 'Действия: Турникет, главный вход' }));
    expect(screen.getByRole('menuitem', { name: 'Новый ключ' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Отозвать ключ' })).toBeNull();
  });

  it('attaches an unknown card to an employee picked by name', async () => {
    let attached: unknown = null;
    server.use(
      http.get('/api/employee', () =>
        listOf('employees', [
          { id: 8, full_name: 'Ахметова Динара', position: 'Кассир', pass_card: '0000000001' },
        ]),
      ),
      http.post('/api/devices/unknown-cards/attach', async ({ request }) => {
        attached = await request.json();
        return HttpResponse.json({ attached: 3 });
      }),
    );
    await openTab(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Привязать к сотруднику' }));
    const dialog = screen.getByRole('dialog', { name: 'Пропуск 0004512877' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Сотрудник/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ахметова Динара, Кассир' }));
    expect(within(dialog).getByText(/Текущий пропуск сотрудника \(0000000001\)/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Привязать к сотруднику' }));
    expect(await screen.findByText('К сотруднику привязаны 3 прохода')).toBeVisible();
    expect(attached).toEqual({ card: '0004512877', employee_id: 8 });
  });

  it('marks a device silent for over a day', async () => {
    await openTab(true, [
      device({ last_event_at: new Date(Date.now() - 30 * HOUR).toISOString() }),
    ]);
    expect(screen.getByText('Нет проходов больше суток')).toBeVisible();
  });

  it('previews an import with a refused row and its reason, then imports', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post('/api/pass-events/import', async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        const head: ImportAnswer = {
          columns: ['Карта', 'Дата и время', 'Событие'],
          sample: [['0004512877', '2026-11-27 08:57', 'Вход']],
          rows: 3,
          mapping: null,
        };
        if (!form.get('mapping')) return HttpResponse.json(head);
        const preview = {
          ...head,
          mapping: JSON.parse(String(form.get('mapping'))),
          accepted: 2,
          refused_count: 1,
          refused: [{ row: 4, reason: 'future' }],
        };
        if (form.get('store') !== 'true') return HttpResponse.json(preview);
        return HttpResponse.json({ ...preview, stored: 2, duplicates: 0, unknown: 1 });
      }),
    );
    await openTab(true);
    const file = new File(['Карта;Дата и время;Событие\n'], 'passes.csv', { type: 'text/csv' });
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await screen.findByText('passes.csv: строк — 3')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Первые строки файла' })).toHaveTextContent(
      '0004512877',
    );
    const choose = async (field: RegExp, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: field }));
      await userEvent.click(screen.getByRole('option', { name: option }));
    };
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getAllByText('Обязательное поле').length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);

    await choose(/Чьи это проходы/, 'Турникет, главный вход (ТРЦ «Арай»)');
    await choose(/Столбец с номером пропуска/, 'Карта');
    await choose(/Столбец с датой и временем/, 'Дата и время');
    await choose(/Столбец с направлением/, 'Событие');
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(await screen.findByText('Будут загружены 2 прохода')).toBeVisible();
    const refused = screen.getByRole('table', { name: 'Отклонено строк: 1' });
    const row = within(refused).getAllByRole('row')[1];
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('Время прохода в будущем');
    expect(JSON.parse(String(sent[1].get('mapping')))).toEqual({
      device_id: 1,
      card: 'Карта',
      at: 'Дата и время',
      time: null,
      direction: 'Событие',
      in_value: null,
      out_value: null,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('Файл загружен')).toBeVisible();
    expect(screen.getByText('Сохранено проходов: 2')).toBeVisible();
    expect(screen.getByText('Из них по неизвестным пропускам: 1')).toBeVisible();
    expect(sent[2].get('store')).toBe('true');
  });

  it('is read-only without the module’s manage', async () => {
    await openTab(false);
    expect(screen.getByRole('note')).toHaveTextContent('Только просмотр');
    expect(screen.getByRole('rowheader', { name: 'Турникет, главный вход' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Добавить устройство' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Действия:/ })).toBeNull();
    expect(await screen.findByText('0004512877')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Привязать к сотруднику' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Загрузка из файла' })).toBeNull();
    const digest = await screen.findByRole('switch', { name: /Утренняя сводка/ });
    expect(digest).toBeChecked();
    expect(digest).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Явка' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
