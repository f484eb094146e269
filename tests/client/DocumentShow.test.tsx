import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { DOCUMENT_STATUSES, DOCUMENT_TRANSITIONS } from '../../src/domain/documents';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { DocumentCreate } from '../../src/resources/documents/DocumentPages';
import { DocumentShow } from '../../src/resources/documents/DocumentShow';
import type { DocumentRow } from '../../src/resources/documents/documentView';
import {
  accessSettled,
  answerRow,
  landlord,
  letterRow,
  linkOf,
  serveDocumentNeighbours,
} from './documentFixtures';
import { inDocuments } from './inDocuments';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

/** Every move's button, by the status it leads to from `from`. */
const MOVE_LABEL = (to: string, from: string) =>
  ({
    in_work: from === 'registered' ? 'Взять в работу' : 'Вернуть в работу',
    answered: 'Отметить отвеченным',
    archived: 'В архив',
  })[to] as string;
const ALL_MOVES = ['Взять в работу', 'Вернуть в работу', 'Отметить отвеченным', 'В архив'];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The letter's page for `user`, with its answers to read; the calls its actions made. */
const openLetter = async (
  letter: DocumentRow,
  user: CurrentUser = landlord,
  answers: DocumentRow[] = [],
) => {
  const sent: Sent[] = [];
  server.use(
    http.get('/api/documents/:id', () => HttpResponse.json(letter)),
    // The pickers and the answers' tab ask for letters by id: this one and its answers.
    http.get('/api/documents', ({ request }) => {
      const { id = [] } = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      const ids = (Array.isArray(id) ? id : [id]).map(Number);
      return listOf(
        'documents',
        [letter, ...answers].filter((row) => ids.includes(row.id)),
      );
    }),
    http.put('/api/documents/:id/status', async ({ request, params }) => {
      const body = (await request.json()) as { status: DocumentRow['status'] };
      sent.push({ method: 'PUT', path: `/api/documents/${params.id}/status`, body });
      return HttpResponse.json({ ...letter, status: body.status });
    }),
    http.post('/api/documents', async ({ request }) => {
      sent.push({ method: 'POST', path: '/api/documents', body: await request.json() });
      return HttpResponse.json(answerRow({ id: 31 }), { status: 201 });
    }),
  );
  serveDocumentNeighbours();
  setToken('token-1', false);
  await renderStaff(
    inDocuments(
      <Routes>
        <Route path="/documents/:id/show" element={<DocumentShow />} />
        <Route path="/documents/create" element={<DocumentCreate />} />
        <Route path="/documents/:id" element={<p>edit page</p>} />
      </Routes>,
    ),
    user,
    `/documents/${letter.id}/show`,
  );
  return sent;
};

const moveButtons = () =>
  ALL_MOVES.filter((label) => screen.queryByRole('button', { name: label }) !== null);

afterEach(() => {
  session.reset();
  vi.restoreAllMocks();
});

describe('a letter’s page', () => {
  it('links the letter it answers and the letters answering it, and shows the answers', async () => {
    const letter = letterRow({
      status: 'answered',
      reply_to_id: 3,
      reply_to: {
        id: 3,
        number: 'ИСХ-2026-0003',
        direction: 'outgoing',
        status: 'registered',
        registered_on: '2026-02-01',
      },
      replies: [linkOf(answerRow())],
    });
    await openLetter(letter, landlord, [answerRow()]);
    expect(
      await screen.findByRole('heading', { name: 'Входящее письмо № ВХ-2026-0007' }),
    ).toBeVisible();
    expect(screen.getByText('Ответ на письмо').nextElementSibling).toContainElement(
      screen.getByRole('link', { name: '№ ИСХ-2026-0003' }),
    );
    expect(screen.getByRole('link', { name: '№ ИСХ-2026-0003' })).toHaveAttribute(
      'href',
      '/documents/3/show',
    );
    const answeredBy = screen.getAllByText('Ответы')[0].nextElementSibling as HTMLElement;
    expect(within(answeredBy).getByRole('link', { name: '№ ИСХ-2026-0012' })).toHaveAttribute(
      'href',
      '/documents/15/show',
    );
    // The answer's own words and file, in the answers' tab.
    expect(await screen.findByText('О режиме работы в праздничные дни')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Разрешение.pdf' })).toHaveAttribute(
      'href',
      '/api/files/41?sig=x',
    );
  });

  for (const status of DOCUMENT_STATUSES) {
    it(`offers the moves a letter ${status} may make, and nothing else`, async () => {
      await openLetter(letterRow({ status }));
      const expected = DOCUMENT_TRANSITIONS[status].map((to) => MOVE_LABEL(to, status));
      await screen.findByRole('button', { name: expected[0] });
      expect(moveButtons().sort()).toEqual([...expected].sort());
    });
  }

  it('takes a new letter to work at once', async () => {
    const sent = await openLetter(letterRow({ status: 'registered' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Взять в работу' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/documents/11/status', body: { status: 'in_work' } },
      ]),
    );
    expect(await screen.findByText('Письмо в работе')).toBeVisible();
  });

  it('archives an answered letter after asking, with the reason given', async () => {
    const sent = await openLetter(letterRow({ status: 'answered' }));
    await userEvent.click(await screen.findByRole('button', { name: 'В архив' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Письмо № ВХ-2026-0007: перевести в статус «В архиве»?'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Причина или пояснение' }),
      'Вопрос закрыт',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/documents/11/status',
          body: { status: 'archived', reason: 'Вопрос закрыт' },
        },
      ]),
    );
  });

  it('answers an incoming letter: an outgoing one, linked to it, to the same renter', async () => {
    const sent = await openLetter(letterRow({ status: 'in_work' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Ответить' }));
    expect(await screen.findByRole('radio', { name: 'Исходящее' })).toBeChecked();
    expect(document.querySelector('[name="sender_number"]')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Арендатор' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Ответ на письмо/ })).toHaveValue(
        '№ ВХ-2026-0007 · ТОО «Кофе Хаус» · Продление часов работы на праздники',
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Тема/ }), 'О режиме работы');
    await userEvent.click(screen.getByRole('combobox', { name: /Способ доставки/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Электронная почта' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      direction: 'outgoing',
      reply_to_id: 11,
      renter_id: 1,
      contractor_id: null,
      correspondent: null,
      sender_number: null,
      sender_date: null,
      subject: 'О режиме работы',
      delivery: 'email',
    });
  });

  it('offers an archived letter only its way back to work: no answer, no edit', async () => {
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    await openLetter(letterRow({ status: 'archived' }));
    await screen.findByRole('button', { name: 'Вернуть в работу' });
    await accessSettled(canAccess, 'create', 'documents');
    expect(moveButtons()).toEqual(['Вернуть в работу']);
    expect(screen.queryByRole('link', { name: 'Ответить' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
  });

  it('gives a renter its letter and the answer to read, with no actions and no history', async () => {
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    const letter = letterRow({
      status: 'answered',
      replies: [linkOf(answerRow())],
    });
    await openLetter(letter, demoUser as CurrentUser, [answerRow()]);
    expect(
      await screen.findByRole('heading', { name: 'Ваше письмо № ВХ-2026-0007' }),
    ).toBeVisible();
    expect(screen.getByText('Отвечено')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Разрешение.pdf' })).toBeVisible();
    await accessSettled(canAccess, 'edit', 'documents');
    expect(moveButtons()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Ответить' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'История изменений' })).toBeNull();
    // Staff's own work on the letter stays theirs.
    expect(screen.queryByText('Жумабаев Арман')).toBeNull();
  });
});
