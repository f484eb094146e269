import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { DocumentCreate, DocumentEdit } from '../../src/resources/documents/DocumentPages';
import type { DocumentRow } from '../../src/resources/documents/documentView';
import { RenterLetterPage } from '../../src/resources/documents/RenterLetterPage';
import { dayFromToday, landlord, letterRow, serveDocumentNeighbours } from './documentFixtures';
import { fieldOf, inputOf, type } from './formInputs';
import { inDocuments } from './inDocuments';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

type Body = Record<string, unknown>;

/** The bodies a page sent to `path`; answered with `answer` (a 201 with a letter by default). */
const recordWrites = (
  method: 'post' | 'put',
  path: string,
  answer: () => Response = () => HttpResponse.json(letterRow({ id: 31 }), { status: 201 }),
) => {
  const sent: Body[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      sent.push((await request.json()) as Body);
      return answer();
    }),
  );
  return sent;
};

/** `ui` at `url` in the correspondence, with a letter's page to land on. */
const openAt = async (url: string, ui: Record<string, React.ReactNode>, user = landlord) => {
  serveDocumentNeighbours();
  server.use(http.get('/api/documents', () => listOf('documents', [])));
  setToken('token-1', false);
  await renderStaff(
    inDocuments(
      <Routes>
        {Object.entries(ui).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="/documents/:id/show" element={<p>letter page</p>} />
      </Routes>,
    ),
    user,
    url,
  );
};

const openNew = async (answer?: () => Response) => {
  const sent = recordWrites('post', '/api/documents', answer);
  await openAt('/documents/create', { '/documents/create': <DocumentCreate /> });
  await screen.findByRole('button', { name: 'Сохранить' });
  return sent;
};

/** What every letter needs besides its correspondent: a subject and a delivery. */
const fillSubjectAndDelivery = async () => {
  await type('subject', 'Плановое отключение электроэнергии');
  await userEvent.click(screen.getByRole('combobox', { name: /Способ доставки/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Почта' }));
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

afterEach(() => session.reset());

describe('the new letter form', () => {
  it('asks the sender’s number and date of an incoming letter only', async () => {
    await openNew();
    expect(screen.getByRole('radio', { name: 'Входящее' })).toBeChecked();
    expect(inputOf('registered_on')).toHaveValue(dayFromToday(0));
    expect(inputOf('sender_number')).toBeVisible();
    expect(inputOf('sender_date')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Исходящее' }));
    expect(inputOf('sender_number')).toBeNull();
    expect(inputOf('sender_date')).toBeNull();
  });

  it('sends one correspondent, the one of the kind chosen last, and a due day', async () => {
    const sent = await openNew();
    await userEvent.click(screen.getByRole('combobox', { name: /Арендатор/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ТОО «Кофе Хаус»' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Другой' }));
    await type('correspondent', 'АО «Алатау Жарық Компаниясы»');
    await type('sender_number', '12-04/1187');
    await fillSubjectAndDelivery();
    await type('due_on', dayFromToday(10));
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      direction: 'incoming',
      registered_on: dayFromToday(0),
      sender_number: '12-04/1187',
      renter_id: null,
      contractor_id: null,
      correspondent: 'АО «Алатау Жарық Компаниясы»',
      subject: 'Плановое отключение электроэнергии',
      delivery: 'post',
      due_on: dayFromToday(10),
      due_in_days: null,
      reply_to_id: null,
      file_ids: [],
    });
    expect(await screen.findByText('letter page')).toBeVisible();
  });

  it('offers the names of earlier letters as the correspondent is typed', async () => {
    const sent = await openNew();
    await userEvent.click(screen.getByRole('radio', { name: 'Другой' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Организация или имя/ }), 'алматы');
    expect(await screen.findByRole('option', { name: 'АО «Алматы Су»' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Департамент по ЧС г. Алматы' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'АО «Казпочта»' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'АО «Алматы Су»' }));
    await fillSubjectAndDelivery();
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ correspondent: 'АО «Алматы Су»', renter_id: null });
  });

  it('sends the business days instead of a day when the reply is due in days', async () => {
    const sent = await openNew();
    await userEvent.click(screen.getByRole('radio', { name: 'Подрядчик' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Подрядчик/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ТОО «Чистый город»' }));
    await fillSubjectAndDelivery();
    await type('due_on', dayFromToday(10));
    await userEvent.click(screen.getByRole('radio', { name: 'В рабочих днях' }));
    await type('due_in_days', '10');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      renter_id: null,
      contractor_id: 4,
      correspondent: null,
      due_on: null,
      due_in_days: 10,
    });
  });

  it('says under the picker in sight that the correspondent is missing, and sends nothing', async () => {
    const sent = await openNew();
    await fillSubjectAndDelivery();
    await save();
    expect(
      await within(fieldOf('renter_id')).findByText(
        'Укажите корреспондента: арендатора, подрядчика или название',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('puts the server’s refusal, translated, under its field', async () => {
    await openNew(() =>
      HttpResponse.json(
        {
          code: 'VALIDATION',
          message: 'Invalid body',
          errors: { due_in_days: 'validation.document_due_days' },
        },
        { status: 400 },
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Другой' }));
    await type('correspondent', 'Акимат Медеуского района');
    await fillSubjectAndDelivery();
    await userEvent.click(screen.getByRole('radio', { name: 'В рабочих днях' }));
    await type('due_in_days', '200');
    await save();
    expect(
      await within(fieldOf('due_in_days')).findByText('Срок ответа — от 1 до 365 рабочих дней'),
    ).toBeVisible();
    expect(screen.queryByText('letter page')).toBeNull();
  });
});

describe('the edit form', () => {
  const openEdit = async (letter: DocumentRow) => {
    const sent = recordWrites('put', '/api/documents/:id', () => HttpResponse.json(letter));
    server.use(http.get('/api/documents/:id', () => HttpResponse.json(letter)));
    await openAt(`/documents/${letter.id}`, { '/documents/:id': <DocumentEdit /> });
    return sent;
  };

  it('keeps the direction, and sends the letter’s own correspondent only', async () => {
    const sent = await openEdit(
      letterRow({ renter_id: null, contractor_id: 4, correspondent: 'ТОО «Чистый город»' }),
    );
    expect(await screen.findByRole('radio', { name: 'Входящее' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Подрядчик' })).toBeChecked();
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      direction: 'incoming',
      renter_id: null,
      contractor_id: 4,
      correspondent: null,
      due_on: dayFromToday(5),
      due_in_days: null,
    });
  });

  it('tells that an archived letter is changed only once it is back in work', async () => {
    await openEdit(letterRow({ status: 'archived' }));
    expect(
      await screen.findByText('Письмо в архиве: чтобы изменить его, сначала верните его в работу.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});

describe('a renter’s letter', () => {
  it('is sent to the renter’s own address and opens its page', async () => {
    const sent = recordWrites('post', '/api/documents/letters');
    await openAt(
      '/documents/letter',
      { '/documents/letter': <RenterLetterPage /> },
      demoUser as CurrentUser,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await within(fieldOf('summary')).findByText('Обязательное поле')).toBeVisible();
    expect(sent).toEqual([]);
    await type('subject', 'Замена вывески');
    await type('summary', 'Просим согласовать новую вывеску над входом.');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          subject: 'Замена вывески',
          summary: 'Просим согласовать новую вывеску над входом.',
          file_ids: [],
        },
      ]),
    );
    expect(await screen.findByText('letter page')).toBeVisible();
  });
});
