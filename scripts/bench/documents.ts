import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { documents } from '../../server/db/schema';
import { searchCondition } from '../../server/lib/list';
import { countRows } from '../../server/lib/listRoute';
import { documentListSpec } from '../../server/modules/documents/listSpec';
import { documentViews, readDocuments } from '../../server/modules/documents/view';
import { EXACT_TOTAL_LIMIT } from '../../src/domain/list';
import { kzDate, withoutIndexes } from './bids';
import { landlordUser } from './dashboard';
import type { BaselineAnswer, Caller, Scenario } from './scenarios';

/**
 * Letters the bench loads: 80,000 in the demo landlord's register over the last three years and
 * 20,000 in `landlord2`'s; incoming and outgoing alike, most answered or archived, the recent
 * ones to answer (one in fifty past its day); `search` planted in a few subjects. Their numbers
 * start at 1001, after the demo register's.
 */
export const DOCUMENTS = { demo: 80_000, second: 20_000, days: 3 * 365, search: 'Тулпаров' };

const PAGE = 25;

/** One register: letters registered evenly over `DOCUMENTS.days`, numbered per direction and year. */
const insertRegister = (db: Db, landlordId: number, count: number) =>
  db.execute(sql`
    with made as (
      select g, (${kzDate(0)}::date - ((${DOCUMENTS.days} * (${count} - g)) / ${count}))::date as day,
        case when g % 2 = 0 then 'incoming' else 'outgoing' end as direction,
        (hashint4(g * 7 + ${landlordId}) & 2147483647) as h
      from generate_series(1, ${count}) g
    ), numbered as (
      select made.*, extract(year from day)::int as year,
        (row_number() over (partition by direction, extract(year from day) order by g))::int + 1000
          as sequence
      from made
    )
    insert into documents (landlord_id, direction, year, sequence, number, registered_on,
      correspondent, subject, summary, delivery, due_on, status, search_text)
    select ${landlordId}, direction, year, sequence,
      case when direction = 'incoming' then 'ВХ' else 'ИСХ' end || '-' || year || '-'
        || lpad(sequence::text, 4, '0'),
      day,
      'ТОО «Корреспондент ' || (h % 400) || '»',
      case when h % 997 = 0 then 'Письмо ' || ${DOCUMENTS.search} || ' о сверке'
        else 'Письмо о ' || (array['сверке расчётов', 'графике работ', 'продлении договора',
          'ремонте кровли', 'пожарной безопасности'])[1 + h % 5] end,
      'Краткое содержание письма ' || g,
      (array['post', 'courier', 'email', 'portal', 'by_hand'])[1 + h % 5],
      case when direction = 'incoming' then day + 10 end,
      case when direction = 'outgoing' then 'registered'
        when day < ${kzDate(30)}::date then (array['answered', 'archived'])[1 + h % 2]
        when h % 50 = 0 then 'in_work'
        when day < ${kzDate(10)}::date then 'answered'
        else 'registered' end,
      ''
    from numbered`);

/** The bench's letters (`DOCUMENTS`), their search text, and the tables' indexes after the load. */
export const insertDocuments = async (db: Db, demoLandlordId: number, secondLandlordId: number) => {
  await withoutIndexes(db, 'documents', async () => {
    await insertRegister(db, demoLandlordId, DOCUMENTS.demo);
    await insertRegister(db, secondLandlordId, DOCUMENTS.second);
    await db.execute(sql`update documents set search_text =
      number || ' ' || correspondent || ' ' || subject || ' ' || coalesce(summary, '')`);
  });
};

/** `GET /api/documents` bare: the page in the register's default order, its files, its total. */
const letterPage =
  (filter: { tab?: string; q?: string }) =>
  async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
    const where = and(
      eq(documents.landlord_id, caller.landlordId),
      filter.tab === undefined ? undefined : documentListSpec.custom?.tab?.(filter.tab),
      searchCondition([documents.search_text], filter.q),
    );
    const rows = await readDocuments(db)
      .where(where)
      .orderBy(desc(documents.registered_on), desc(documents.id))
      .limit(PAGE);
    const body = await documentViews('bench')(db, rows, landlordUser(caller));
    const total =
      rows.length < PAGE
        ? rows.length
        : Math.min(await countRows(db, documents, where, EXACT_TOTAL_LIMIT), EXACT_TOTAL_LIMIT);
    return { body, total };
  };

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

const FIRST_PAGE = { range: [0, PAGE - 1], sort: ['registered_on', 'DESC'] };

export const DOCUMENT_SCENARIOS: Scenario[] = [
  {
    name: 'letters page 1',
    path: `/api/documents?${query({ ...FIRST_PAGE, filter: { tab: 'all' } })}`,
    baseline: letterPage({ tab: 'all' }),
  },
  {
    name: 'letters overdue',
    path: `/api/documents?${query({ ...FIRST_PAGE, filter: { tab: 'overdue' } })}`,
    baseline: letterPage({ tab: 'overdue' }),
  },
  {
    name: 'letters search',
    path: `/api/documents?${query({ ...FIRST_PAGE, filter: { tab: 'all', q: DOCUMENTS.search } })}`,
    baseline: letterPage({ tab: 'all', q: DOCUMENTS.search }),
  },
];
