import { HttpResponse, http } from 'msw';
import type { DocumentRow, LinkedLetter } from '../../src/resources/documents/documentView';
import { dayFromToday } from './contractFixtures';
import { server } from './setup';
import { listOf } from './taskFixtures';

export { accessSettled, dayFromToday, landlord } from './contractFixtures';

/** An incoming letter of the demo renter, registered five days ago, its reply due in five. */
export const letterRow = (patch: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 11,
  landlord_id: 1,
  direction: 'incoming',
  year: 2026,
  sequence: 7,
  number: 'ВХ-2026-0007',
  registered_on: dayFromToday(-5),
  sender_number: '15/204',
  sender_date: dayFromToday(-6),
  renter_id: 1,
  contractor_id: null,
  correspondent: 'ТОО «Кофе Хаус»',
  subject: 'Продление часов работы на праздники',
  summary: 'Просим разрешить работу кофейни до 02:00 с 30 по 31 декабря.',
  delivery: 'email',
  responsible_id: 7,
  responsible_name: 'Жумабаев Арман',
  due_on: dayFromToday(5),
  reply_to_id: null,
  reply_to: null,
  replies: [],
  status: 'registered',
  comment: null,
  created_by: 2,
  overdue: false,
  file_ids: [],
  files: [],
  created_at: '2026-03-02T04:00:00.000Z',
  updated_at: '2026-03-02T04:00:00.000Z',
  ...patch,
});

/** A letter as another one names it in its chain. */
export const linkOf = ({
  id,
  number,
  direction,
  status,
  registered_on,
}: DocumentRow): LinkedLetter => ({
  id,
  number,
  direction,
  status,
  registered_on,
});

/** The organization's answer to `letterRow()`, with its file. */
export const answerRow = (patch: Partial<DocumentRow> = {}): DocumentRow =>
  letterRow({
    id: 15,
    direction: 'outgoing',
    sequence: 12,
    number: 'ИСХ-2026-0012',
    registered_on: dayFromToday(-1),
    sender_number: null,
    sender_date: null,
    subject: 'О режиме работы в праздничные дни',
    summary: 'Разрешаем работу до 02:00 при дежурстве охраны.',
    due_on: null,
    reply_to_id: 11,
    reply_to: linkOf(letterRow({ status: 'answered' })),
    status: 'registered',
    file_ids: [41],
    files: [
      {
        id: 41,
        name: 'Разрешение.pdf',
        size: 20_480,
        mime: 'application/pdf',
        url: '/api/files/41?sig=x',
      },
    ],
    ...patch,
  });

/** The screens' neighbours: responsible people, renters, contractors, history, earlier names. */
export const serveDocumentNeighbours = () =>
  server.use(
    http.get('/api/documents/responsibles', () =>
      HttpResponse.json([
        { id: 7, name: 'Жумабаев Арман', department: null },
        { id: 8, name: 'Ким Ольга', department: null },
      ]),
    ),
    http.get('/api/renters', () =>
      listOf('renters', [{ id: 1, legal_name: 'ТОО «Кофе Хаус»', outlet_name: null }]),
    ),
    http.get('/api/contractors', () =>
      listOf('contractors', [{ id: 4, company_name: 'ТОО «Чистый город»' }]),
    ),
    http.get('/api/history/documents/:id', () => HttpResponse.json([])),
    http.get('/api/documents/correspondents', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      const earlier = ['АО «Алматы Су»', 'Департамент по ЧС г. Алматы', 'АО «Казпочта»'];
      return HttpResponse.json(earlier.filter((name) => name.toLowerCase().includes(q)));
    }),
  );
