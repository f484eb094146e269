import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_DOCUMENT_PREFIXES, documentNumber } from '../../../../src/domain/documents';
import { addDays } from '../../../../src/domain/rentSchedule';
import type { Db } from '../../client';
import { contractors, counters, documents, renters, users } from '../../schema';

/** Who wrote an incoming letter: one of the organization's renters or contractors, or a body. */
type From = { renter: number } | { contractor: number } | { name: string };

/**
 * An incoming letter of the demo register: `days` before today, a reply due `due` days after
 * it (none: no reply asked), and the staff's answer `answer` days after it (none: not answered).
 */
interface IncomingSeed {
  from: From;
  subject: string;
  summary: string;
  delivery: 'post' | 'courier' | 'email' | 'portal' | 'by_hand';
  days: number;
  due?: number;
  answer?: { days: number; subject: string };
  archived?: boolean;
  sender_number?: string;
}

/** A month of a shopping or business centre's mail: utilities, authorities, renters, services. */
const INCOMING: IncomingSeed[] = [
  {
    from: { name: 'АО «Алатау Жарық Компаниясы»' },
    subject: 'Плановое отключение электроэнергии',
    summary: 'Уведомляем о плановых работах на подстанции и отключении с 01:00 до 05:00.',
    delivery: 'post',
    days: 62,
    due: 10,
    answer: { days: 4, subject: 'Согласование окна отключения электроэнергии' },
    archived: true,
    sender_number: '12-04/1187',
  },
  {
    from: { name: 'Департамент по ЧС г. Алматы' },
    subject: 'Предписание по пожарной безопасности',
    summary:
      'По итогам проверки: заменить огнетушители на 2 этаже, освободить эвакуационный выход.',
    delivery: 'by_hand',
    days: 48,
    due: 15,
    answer: { days: 12, subject: 'Об устранении замечаний по пожарной безопасности' },
    sender_number: '03-2/556',
  },
  {
    from: { renter: 0 },
    subject: 'Просьба о продлении договора аренды',
    summary: 'Просим продлить договор аренды на 3 года на прежних условиях.',
    delivery: 'portal',
    days: 30,
    due: 10,
    answer: { days: 6, subject: 'О продлении договора аренды' },
  },
  {
    from: { contractor: 0 },
    subject: 'Акт выполненных работ за октябрь',
    summary: 'Направляем акт выполненных работ и счёт на оплату за октябрь.',
    delivery: 'email',
    days: 26,
    sender_number: '214',
  },
  {
    from: { renter: 1 },
    subject: 'Претензия по работе кондиционирования',
    summary: 'В помещении температура выше 27 °C, просим принять меры и дать ответ.',
    delivery: 'portal',
    days: 21,
    due: 5,
  },
  {
    from: { name: 'Департамент государственных доходов' },
    subject: 'Запрос сведений об арендаторах',
    summary: 'Просим предоставить список арендаторов с БИН и площадями по состоянию на 1 число.',
    delivery: 'post',
    days: 12,
    due: 10,
    sender_number: 'ДГД-7781',
  },
  {
    from: { contractor: 1 },
    subject: 'Предложение по графику технического обслуживания',
    summary: 'Предлагаем перенести ТО лифтов на ночное время, график прилагается.',
    delivery: 'email',
    days: 6,
    due: 7,
  },
  {
    from: { renter: 2 },
    subject: 'Согласование рекламной вывески',
    summary: 'Просим согласовать размещение вывески над входом, макет прилагается.',
    delivery: 'courier',
    days: 2,
    due: 10,
  },
];

/** Outgoing letters that answer nothing: the organization writes first. */
const OUTGOING: { to: From; subject: string; days: number; delivery: IncomingSeed['delivery'] }[] =
  [
    {
      to: { name: 'ТОО «Алматы Су»' },
      subject: 'Заявка на поверку приборов учёта воды',
      days: 40,
      delivery: 'post',
    },
    {
      to: { renter: 3 },
      subject: 'О графике работы в праздничные дни',
      days: 9,
      delivery: 'email',
    },
  ];

/** Today in Kazakhstan (UTC+5). */
const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The organization's demo register: incoming letters from bodies, renters and contractors over
 * two months, the staff's answers to most (linked, the letter answered), one archived, one
 * overdue, the newest still to answer, and letters sent first; the owner answers for them. Their
 * numbers run from 1 in each register, and the counters go on from the last, so the next letter
 * a person registers takes the next number.
 */
export const insertDemoDocuments = async (db: Db, landlordId: number) => {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.landlord_id, landlordId), eq(users.role, 'landlord')));
  const renterRows = await db
    .select({
      id: renters.id,
      name: sql<string>`coalesce(${renters.outlet_name}, ${renters.legal_name})`,
    })
    .from(renters)
    .where(and(eq(renters.landlord_id, landlordId), eq(renters.status, 'active')))
    .orderBy(asc(renters.id))
    .limit(4);
  const contractorRows = await db
    .select({ id: contractors.id, name: contractors.company_name })
    .from(contractors)
    .where(eq(contractors.landlord_id, landlordId))
    .orderBy(asc(contractors.id))
    .limit(2);
  const party = (from: From) => {
    if ('renter' in from) {
      const r = renterRows[from.renter % renterRows.length];
      return { renter_id: r.id, contractor_id: null, correspondent: r.name };
    }
    if ('contractor' in from) {
      const c = contractorRows[from.contractor % contractorRows.length];
      return { renter_id: null, contractor_id: c.id, correspondent: c.name };
    }
    return { renter_id: null, contractor_id: null, correspondent: from.name };
  };
  const now = today();
  const sequences = new Map<string, number>();
  const place = (direction: 'incoming' | 'outgoing', day: string) => {
    const year = Number(day.slice(0, 4));
    const key = `documents:${direction}:${year}`;
    const sequence = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, sequence);
    const prefix = DEFAULT_DOCUMENT_PREFIXES.ru[direction];
    return { direction, year, sequence, number: documentNumber(prefix, year, sequence) };
  };
  const insert = async (values: typeof documents.$inferInsert) => {
    const [row] = await db
      .insert(documents)
      .values({
        ...values,
        search_text: [
          values.number,
          values.correspondent,
          values.subject,
          values.summary ?? '',
        ].join(' '),
      })
      .returning({ id: documents.id });
    return row.id;
  };
  // Letters in the order they arrived or left, so each register's numbers follow the days.
  const letters = [
    ...INCOMING.map((seed) => ({ day: addDays(now, -seed.days), seed, kind: 'in' as const })),
    ...INCOMING.filter((s) => s.answer).map((seed) => ({
      day: addDays(now, -seed.days + (seed.answer?.days ?? 0)),
      seed,
      kind: 'answer' as const,
    })),
    ...OUTGOING.map((out) => ({ day: addDays(now, -out.days), out, kind: 'out' as const })),
  ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const incomingIds = new Map<IncomingSeed, number>();
  for (const letter of letters) {
    if (letter.kind === 'in') {
      const { seed } = letter;
      const status = seed.archived ? 'archived' : seed.answer ? 'answered' : 'registered';
      incomingIds.set(
        seed,
        await insert({
          landlord_id: landlordId,
          ...place('incoming', letter.day),
          registered_on: letter.day,
          sender_number: seed.sender_number ?? null,
          sender_date: seed.sender_number ? addDays(letter.day, -2) : null,
          ...party(seed.from),
          subject: seed.subject,
          summary: seed.summary,
          delivery: seed.delivery,
          responsible_id: owner.id,
          due_on: seed.due ? addDays(letter.day, seed.due) : null,
          status,
          created_by: owner.id,
        }),
      );
    } else if (letter.kind === 'answer') {
      const { seed } = letter;
      await insert({
        landlord_id: landlordId,
        ...place('outgoing', letter.day),
        registered_on: letter.day,
        ...party(seed.from),
        subject: seed.answer?.subject ?? seed.subject,
        summary: null,
        delivery: seed.delivery === 'portal' ? 'portal' : 'post',
        responsible_id: owner.id,
        reply_to_id: incomingIds.get(seed) ?? null,
        status: seed.archived ? 'archived' : 'registered',
        created_by: owner.id,
      });
    } else {
      const { out } = letter;
      await insert({
        landlord_id: landlordId,
        ...place('outgoing', letter.day),
        registered_on: letter.day,
        ...party(out.to),
        subject: out.subject,
        summary: null,
        delivery: out.delivery,
        responsible_id: owner.id,
        created_by: owner.id,
      });
    }
  }
  for (const [name, value] of sequences) {
    await db.insert(counters).values({ landlord_id: landlordId, name, value });
  }
};
