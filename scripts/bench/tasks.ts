import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { hashPassword } from '../../server/lib/passwords';
import { CURRENT_TASK_STATUSES } from '../../src/domain/taskStatuses';
import { kzDate, textArray, withoutIndexes } from './bids';

/** Tasks the bench loads: most on the demo landlord, the rest on `landlord2`'s organization. */
export const TASKS = {
  count: 200_000,
  /** The share of the demo landlord `landlord`, whose screens the scenarios read. */
  demoShare: 0.75,
  days: 730,
  /** The KPI scenario's period in days (a quarter). */
  kpiDays: 91,
};

const CATEGORIES = [
  'Техническое обслуживание',
  'Уборка',
  'Арендаторы',
  'Документы',
  'Безопасность',
  'IT и связь',
];

const DESCRIPTIONS = [
  'Заменить светильники в коридоре второго этажа',
  'Плановое ТО вентиляции: замена фильтров',
  'Устранить протечку в санузле персонала',
  'Проверить работу эскалатора у входа',
  'Снять показания счётчиков арендаторов',
  'Генеральная уборка фуд-корта после закрытия',
  'Согласовать ночную разгрузку с арендатором',
  'Подготовить допсоглашение об индексации аренды',
  'Проверить камеры видеонаблюдения на парковке',
  'Настроить Wi-Fi для мероприятия в атриуме',
  'Сверить акты подрядчика по клинингу',
  'Проверить огнетушители и сроки перезарядки',
];

const h = (salt: number) => sql.raw(`(hashint4(g * 16 + ${salt}) & 2147483647)`);
const OPEN = sql.raw(CURRENT_TASK_STATUSES.map((s) => `'${s}'`).join(', '));
const BATCH = 25_000;

/** The KPI scenario's period: the last `kpiDays` Almaty days, today included. */
export const kpiPeriod = () => ({ from: kzDate(TASKS.kpiDays - 1), to: kzDate(0) });

/**
 * Accounts for the demo landlord's bench staff (who have none), so tasks spread over a hundred
 * executors as in a large organization; nobody signs in with them.
 */
const staffAccounts = async (db: Db, landlordId: number) => {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    insert into users (login, password_hash, full_name, role, landlord_id, employee_id)
    select 'bench_staff_' || e.id, ${hash}, e.full_name, 'employee', e.landlord_id, e.id
    from employees e
    where e.landlord_id = ${landlordId} and e.status = 'active'
      and not exists (select 1 from users u where u.employee_id = e.id)`);
};

/**
 * `count` tasks of one organization by one INSERT … SELECT per batch: created over the last two
 * years in id order, executors among its employee accounts and creators among its landlord
 * users and employees picked by hash, statuses by age (recent ones open, older ones accepted,
 * a few rejected or expired), deadlines of open tasks ahead and of expired ones behind, and
 * search_text as number, description and executor's name. Then their history: created, done,
 * returns for revision and expiries.
 */
export const loadTasks = async (db: Db, landlordId: number, count: number) => {
  const span = TASKS.days * 86_400;
  await db.execute(sql`
    insert into task_categories (landlord_id, name)
    select ${landlordId}, name from unnest(${textArray(CATEGORIES)}) as name
    on conflict do nothing`);
  const [{ base }] = (
    await db.execute<{ base: number }>(
      sql`select coalesce(max(number), 0)::int as base from tasks where landlord_id = ${landlordId}`,
    )
  ).rows;
  const age = sql.raw(`((${count} - g)::float8 * ${span} / ${count})`);
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      with people as (
        select
          (select array_agg(id order by id) from users where landlord_id = ${landlordId}
            and role = 'employee' and status = 'active') as executors,
          (select array_agg(id order by id) from users where landlord_id = ${landlordId}
            and role in ('landlord', 'employee') and status = 'active') as creators,
          (select array_agg(id order by id) from task_categories
            where landlord_id = ${landlordId}) as categories
      ),
      gen as (
        select g, ${age} / 86400 as age_days,
          now() - make_interval(secs => ${age} + ${h(1)} % 600) as created_at,
          ${h(2)} % 100 as roll, 4 + ${h(3)} % 236 as hours
        from generate_series(${from}::int, ${to}::int) as g
      ),
      planned as (
        select gen.*, ${base}::int + g as number,
          case
            when age_days < 2 then case when roll < 30 then 'new' when roll < 70 then 'in_progress'
              when roll < 78 then 'paused' when roll < 85 then 'for_revision'
              when roll < 95 then 'done' else 'accepted' end
            when age_days < 14 then case when roll < 5 then 'new' when roll < 25 then 'in_progress'
              when roll < 30 then 'paused' when roll < 33 then 'for_revision'
              when roll < 40 then 'expired' when roll < 55 then 'done'
              when roll < 95 then 'accepted' else 'rejected' end
            else case when roll < 3 then 'expired' when roll < 90 then 'accepted'
              when roll < 93 then 'done' else 'rejected' end
          end as status
        from gen
      ),
      shaped as (
        select p.*,
          case
            when p.status = 'expired' then
              least(p.created_at + make_interval(hours => p.hours), now() - interval '1 hour')
            when p.status in (${OPEN}) then
              greatest(p.created_at + make_interval(hours => p.hours),
                now() + make_interval(hours => 1 + ${h(4)} % 72))
            else p.created_at + make_interval(hours => p.hours)
          end as deadline,
          case when p.status in ('done', 'accepted', 'rejected') and ${h(5)} % 10 < 9 then
            p.created_at + make_interval(hours => 1 + ${h(6)} % (p.hours * 13 / 10))
          end as done_at,
          case
            when p.status = 'for_revision' then 1 + ${h(7)} % 2
            when p.status in ('done', 'accepted') and ${h(7)} % 100 < 15 then 1 + ${h(8)} % 2
            else 0
          end as returned
        from planned p
      )
      insert into tasks (landlord_id, number, executor_id, created_by, category_id, priority,
        deadline, status, description, assigned_at, done_at, returned_count, reject_reason,
        search_text, created_at, updated_at)
      select ${landlordId}, s.number, x.executor, pp.creators[1 + ${h(10)} % cardinality(pp.creators)],
        case when ${h(11)} % 20 = 0 then null
          else pp.categories[1 + ${h(12)} % cardinality(pp.categories)] end,
        (array['low', 'medium', 'medium', 'high'])[1 + ${h(13)} % 4],
        s.deadline, s.status, d.description, s.created_at,
        case when s.status in ('done', 'accepted') then coalesce(s.done_at, s.created_at + interval '1 hour') end,
        s.returned,
        case when s.status = 'rejected' then 'Задача больше не актуальна' end,
        concat_ws(' ', s.number, d.description, u.full_name),
        s.created_at, coalesce(s.done_at, s.created_at)
      from shaped s
      cross join people pp
      cross join lateral (select pp.executors[1 + ${h(9)} % cardinality(pp.executors)] as executor) x
      join users u on u.id = x.executor
      cross join lateral (select (${textArray(DESCRIPTIONS)})[1 + ${h(14)} % ${DESCRIPTIONS.length}] as description) d
    `);
  }
  const mine = sql`landlord_id = ${landlordId} and number > ${base}`;
  await db.execute(sql`
    insert into task_events (landlord_id, task_id, user_id, type, to_status, at)
    select landlord_id, id, created_by, 'created', 'new', created_at from tasks where ${mine}`);
  await db.execute(sql`
    insert into task_events (landlord_id, task_id, user_id, type, from_status, to_status, at)
    select landlord_id, id, executor_id, 'status', 'in_progress', 'done', done_at
    from tasks where ${mine} and done_at is not null`);
  await db.execute(sql`
    insert into task_events (landlord_id, task_id, user_id, type, from_status, to_status, data, at)
    select t.landlord_id, t.id, t.created_by, 'status', 'done', 'for_revision',
      '{"reason":"Переделать"}'::jsonb,
      t.assigned_at + (coalesce(t.done_at, now()) - t.assigned_at) * k / (t.returned_count + 1)
    from tasks t cross join lateral generate_series(1, t.returned_count) as k
    where t.landlord_id = ${landlordId} and t.number > ${base} and t.returned_count > 0`);
  await db.execute(sql`
    insert into task_events (landlord_id, task_id, type, from_status, to_status, at)
    select landlord_id, id, 'status', 'in_progress', 'expired', deadline
    from tasks where ${mine} and status = 'expired'`);
  await db.execute(sql`
    insert into counters (landlord_id, name, value)
    values (${landlordId}, 'tasks', ${base + count})
    on conflict (landlord_id, name) do update set value = excluded.value`);
};

/**
 * `TASKS.count` tasks (or `count`), most on the demo landlord, the rest on the second demo
 * organization, loaded with the tables' secondary indexes dropped and built again after.
 */
export const insertTasks = async (
  db: Db,
  demoLandlordId: number,
  otherLandlordId: number,
  count = TASKS.count,
) => {
  await staffAccounts(db, demoLandlordId);
  const demo = Math.round(count * TASKS.demoShare);
  await withoutIndexes(db, 'tasks', () =>
    withoutIndexes(db, 'task_events', async () => {
      await loadTasks(db, demoLandlordId, demo);
      await loadTasks(db, otherLandlordId, count - demo);
    }),
  );
};
