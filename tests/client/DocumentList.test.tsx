import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { DocumentList } from '../../src/resources/documents/DocumentList';
import type { DocumentRow } from '../../src/resources/documents/documentView';
import {
  accessSettled,
  dayFromToday,
  landlord,
  letterRow,
  serveDocumentNeighbours,
} from './documentFixtures';
import { inDocuments } from './inDocuments';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

const TAB_OF: Record<string, (r: DocumentRow) => boolean> = {
  to_answer: (r) => r.direction === 'incoming' && ['registered', 'in_work'].includes(r.status),
  overdue: (r) => r.overdue,
};

/** The register over `rows`, filtered by tab as the server does, for `user`; the filters asked. */
const openList = async (rows: DocumentRow[], user: CurrentUser = landlord) => {
  const filters: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/documents', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      filters.push(filter);
      return listOf('documents', rows.filter(TAB_OF[filter.tab] ?? (() => true)));
    }),
  );
  serveDocumentNeighbours();
  setToken('token-1', false);
  await renderStaff(inDocuments(<DocumentList />), user, '/documents');
  return filters;
};

const rowOf = async (number: string) =>
  (await screen.findByText(number)).closest('tr') as HTMLElement;

afterEach(() => {
  session.reset();
  vi.restoreAllMocks();
});

describe('the correspondence register', () => {
  it('opens on the letters awaiting a reply, and asks the server for each tab', async () => {
    const filters = await openList([
      letterRow({ id: 1, number: 'ВХ-2026-0001' }),
      letterRow({
        id: 2,
        number: 'ИСХ-2026-0001',
        direction: 'outgoing',
        correspondent: 'ТОО «Чистый город»',
      }),
    ]);
    expect(await screen.findByRole('tab', { name: 'Ждут ответа' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await rowOf('ВХ-2026-0001');
    expect(within(row).getByText('ТОО «Кофе Хаус»')).toBeVisible();
    expect(within(row).getByRole('img', { name: 'Входящее' })).toBeVisible();
    expect(within(row).getByText('Продление часов работы на праздники')).toBeVisible();
    expect(within(row).getByText('Жумабаев Арман')).toBeVisible();
    expect(within(row).getByText('Зарегистрировано')).toBeVisible();
    expect(screen.queryByText('ТОО «Чистый город»')).toBeNull();
    expect(screen.getByRole('link', { name: 'Зарегистрировать письмо' })).toHaveAttribute(
      'href',
      '/documents/create',
    );
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toBeVisible();
    expect(filters.at(-1)).toMatchObject({ tab: 'to_answer' });

    await userEvent.click(screen.getByRole('tab', { name: 'Все' }));
    expect(await screen.findByText('ТОО «Чистый город»')).toBeVisible();
    expect(
      within(await rowOf('ИСХ-2026-0001')).getByRole('img', { name: 'Исходящее' }),
    ).toBeVisible();
    expect(filters.at(-1)).toMatchObject({ tab: 'all' });

    await userEvent.click(screen.getByRole('tab', { name: 'Просроченные' }));
    expect(await screen.findByText('Просроченных писем нет')).toBeVisible();
    expect(filters.at(-1)).toMatchObject({ tab: 'overdue' });
  });

  it('filters by a correspondent’s name from the filters', async () => {
    const filters = await openList([letterRow()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить фильтр' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Корреспондент' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Корреспондент' }),
      'ТОО «Чистый город»',
    );
    await waitFor(() =>
      expect(filters.at(-1)).toMatchObject({ correspondent: 'ТОО «Чистый город»' }),
    );
  });

  it('marks an overdue letter’s due day, and only that one', async () => {
    await openList([
      letterRow({ id: 1, number: 'ВХ-2026-0001', due_on: dayFromToday(-2), overdue: true }),
      letterRow({ id: 2, number: 'ВХ-2026-0002', due_on: dayFromToday(3) }),
    ]);
    const late = await rowOf('ВХ-2026-0001');
    const onTime = await rowOf('ВХ-2026-0002');
    const dueOf = (row: HTMLElement) => row.querySelector('.column-due_on') as HTMLElement;
    expect(within(dueOf(late)).getByRole('img', { name: 'Срок ответа прошёл' })).toBeVisible();
    expect(dueOf(late).firstElementChild).toHaveStyle({ fontWeight: 600 });
    expect(within(dueOf(onTime)).queryByRole('img')).toBeNull();
    expect(dueOf(onTime).firstElementChild).not.toHaveStyle({ fontWeight: 600 });
  });

  it('says a tab is empty in that tab’s words', async () => {
    await openList([]);
    expect(await screen.findByText('Нет писем, которые ждут ответа')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Все' }));
    expect(await screen.findByText('В журнале пока нет писем')).toBeVisible();
  });

  it('gives a renter its own letters, a way to write one, and nothing of the register', async () => {
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    const filters = await openList(
      [letterRow({ id: 1, number: 'ВХ-2026-0001' })],
      demoUser as CurrentUser,
    );
    const row = await rowOf('ВХ-2026-0001');
    expect(within(row).getByRole('img', { name: 'От вас' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Написать письмо' })).toHaveAttribute(
      'href',
      '/documents/letter',
    );
    await accessSettled(canAccess, 'create', 'documents');
    expect(screen.queryByRole('link', { name: 'Зарегистрировать письмо' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выгрузить в Excel' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(filters.at(-1)).not.toHaveProperty('tab');
  });
});
