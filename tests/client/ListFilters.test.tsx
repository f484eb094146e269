import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { BooleanInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchedChoicesInput } from '../../src/admin/common/filters/FetchedChoicesInput';
import { ListFilters } from '../../src/admin/common/filters/ListFilters';
import { renderRentersList } from './rentersList';
import { server } from './setup';

const renters = [{ id: 1, legal_name: 'ТОО «Арай Фуд»' }];
const objects = [
  { id: 3, name: 'ТРЦ «Арай»' },
  { id: 4, name: 'БЦ «Есиль»' },
];

/** The `filter` of each list request the page sent, newest last. */
const asked: Record<string, unknown>[] = [];

const listAnswer = (rows: object[], resource: string) =>
  HttpResponse.json(rows, {
    headers: { 'Content-Range': `${resource} 0-${rows.length}/${rows.length}` },
  });

beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get('/api/renters', ({ request }) => {
      asked.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
      return listAnswer(renters, 'renters');
    }),
    http.get('/api/objects', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      const ids: number[] | undefined = filter.id;
      return listAnswer(ids ? objects.filter((o) => ids.includes(o.id)) : objects, 'objects');
    }),
  );
});

/** A screen as wide as `width`: MUI's media queries read it through matchMedia. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(query.match(/max-width:\s*([\d.]+)px/)?.[1] ?? -1) >= width,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const inputs = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'active', name: 'enums.renter_status.active' },
      { id: 'inactive', name: 'enums.renter_status.inactive' },
    ]}
    alwaysOn
  />,
  <ReferenceInput key="object_id" source="object_id" reference="objects" />,
  <DateInput key="from" source="created_at_gte" label="Создан с" />,
  <BooleanInput key="debt" source="debt" label="С долгом" />,
];

const renderList = (filterInputs = inputs) =>
  renderRentersList({ filters: <ListFilters inputs={filterInputs} /> });

/** A filter's chip: named by its filter and value, then by what its cross does. */
const chip = (text: string) =>
  screen.findByRole('button', { name: `${text} Убрать фильтр «${text.split(':')[0]}»` });

const openFilters = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Фильтры/ }));
  return screen.findByRole('dialog', { name: 'Фильтры' });
};

describe('list filters on a phone', () => {
  beforeEach(() => screenWidth(390));

  it('keep the search in sight and the other filters behind a button', async () => {
    await renderList();
    expect(await screen.findByText('ТОО «Арай Фуд»')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Поиск')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Статус' })).not.toBeInTheDocument();
    const drawer = await openFilters();
    for (const name of ['Статус', 'Объект']) {
      expect(within(drawer).getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByLabelText('Создан с')).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'С долгом' })).toBeInTheDocument();
  });

  it('apply a filter chosen in the drawer and show it as a chip that removes it', async () => {
    await renderList();
    const drawer = await openFilters();
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Неактивный' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'inactive' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const status = await chip('Статус: Неактивный');
    expect(screen.getByRole('button', { name: 'Фильтры (1)' })).toBeInTheDocument();
    await userEvent.click(within(status).getByTitle('Убрать фильтр «Статус»'));
    await waitFor(() => expect(asked.at(-1)).toEqual({}));
    // The list's screen follows its state as a transition: a moment after the request.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Статус:/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Фильтры' })).toBeInTheDocument();
  });

  it('name a record, a date and a switch in their chips', async () => {
    await renderList();
    const drawer = await openFilters();
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Объект' }));
    await userEvent.click(await screen.findByRole('option', { name: 'БЦ «Есиль»' }));
    await userEvent.type(within(drawer).getByLabelText('Создан с'), '2026-11-03');
    await userEvent.click(within(drawer).getByRole('switch', { name: 'С долгом' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ object_id: 4, created_at_gte: '2026-11-03', debt: true }),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Готово' }));

    for (const text of ['Объект: БЦ «Есиль»', 'Создан с: 03.11.2026', 'С долгом: Да']) {
      expect(await chip(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Фильтры (3)' })).toBeInTheDocument();
  });

  it('reset every filter of the drawer but the search', async () => {
    await renderList();
    await userEvent.type(screen.getByPlaceholderText('Поиск'), 'Арай');
    const drawer = await openFilters();
    await userEvent.click(within(drawer).getByRole('switch', { name: 'С долгом' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'Арай', debt: true }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'Арай' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('switch', { name: 'С долгом' })).not.toBeChecked(),
    );
  });
});

/** A picker whose choices a query brings, counting the times they are asked for. */
let kindsAsked = 0;
const useKinds = () =>
  useQuery({
    queryKey: ['kinds'],
    queryFn: async () => {
      kindsAsked += 1;
      return [
        { id: 1, name: 'Ремонт' },
        { id: 2, name: 'Уборка' },
      ];
    },
    staleTime: 60_000,
  }).data ?? [];

describe('a picker whose choices a query brings, on a phone', () => {
  beforeEach(() => {
    screenWidth(390);
    kindsAsked = 0;
  });

  it('asks for its choices once the drawer shows it, and names the chosen one in its chip', async () => {
    await renderList([
      ...inputs,
      <FetchedChoicesInput key="kind" source="kind_id" label="Вид" useChoices={useKinds} />,
    ]);
    expect(await screen.findByText('ТОО «Арай Фуд»')).toBeInTheDocument();
    expect(kindsAsked).toBe(0);
    const drawer = await openFilters();
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Вид' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Уборка' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ kind_id: 2 }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Готово' }));
    expect(await chip('Вид: Уборка')).toBeInTheDocument();
    expect(kindsAsked).toBe(1);
  });
});

describe('list filters on a desktop', () => {
  beforeEach(() => screenWidth(1440));

  it('stay react-admin’s filter bar and button, with no drawer and no chips', async () => {
    await renderList();
    expect(await screen.findByText('ТОО «Арай Фуд»')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить фильтр' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'С долгом' }));
    expect(await screen.findByRole('switch', { name: 'С долгом' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Фильтры/ })).not.toBeInTheDocument();
  });
});
