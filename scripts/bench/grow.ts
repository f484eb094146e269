import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { hashPassword } from '../../server/lib/passwords';
import { REQUEST_KINDS } from '../../src/domain/requestTypes';
import { CURRENT_TASK_STATUSES } from '../../src/domain/taskStatuses';
import { BIDS, withoutIndexes } from './bids';
import { TASKS } from './tasks';

/**
 * `BENCH_SCALE=1m`: what the bench adds after measuring the 200,000 scale, to reach 1,000,000
 * requests and 1,000,000 tasks (with their history) and 300,000 renters over the 3,000
 * organizations. The demo landlord, whose screens are measured, holds a fifth of each (as one
 * big operator would); the rest go to the other organizations with a steep skew (the first of
 * them about 7 % of it, most a few dozen rows), each with one centre and one employee account.
 */
export const MILLION = {
  bids: 1_000_000,
  tasks: 1_000_000,
  renters: 300_000,
  /** The demo landlord's share of the requests and tasks. */
  demoShare: 0.2,
};

export const SCALES = ['200k', '1m'] as const;
export type Scale = (typeof SCALES)[number];

/** `BENCH_SCALE` (200k unless said): anything else is refused before any work. */
export const benchScale = (value = process.env.BENCH_SCALE): Scale => {
  const scale = (value ?? '200k') as Scale;
  if (!SCALES.includes(scale)) {
    throw new Error(`BENCH_SCALE must be one of ${SCALES.join(', ')}, not "${value}"`);
  }
  return scale;
};

const BATCH = 50_000;
/** A deterministic pseudo-random non-negative int per generated row `g` and salt. */
const h = (salt: number) => sql.raw(`(hashint4(g * 16 + ${salt} + 7777) & 2147483647)`);
/** The organization of row `g`: index k of `bench_orgs`, a cube of a uniform draw (the skew). */
const orgOf = (salt: number) =>
  sql.raw(`floor((select count(*) from bench_orgs) * power(
    (hashint4(g * 16 + ${salt} + 7777) & 2147483647)::float8 / 2147483648, 3))::int`);

const othersOf = (ids: { demo: number; second: number }) =>
  sql`l.email like '%@bench.example.kz' and l.id not in (${ids.demo}, ${ids.second})`;

/** One centre and one employee account for each of the other organizations. */
const addCentresAndStaff = async (db: Db, others: SQL) => {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    insert into objects (landlord_id, object_type_id, name, address, city)
    select l.id, (select min(id) from object_types), 'БЦ «' || l.id || '»',
      'г. Астана, пр. Мангилик Ел, ' || (l.id % 90 + 1), 'astana'
    from landlords l where ${others}`);
  await db.execute(sql`
    insert into users (login, password_hash, full_name, role, landlord_id)
    select 'bench_org_' || l.id, ${hash}, l.director_full_name, 'employee', l.id
    from landlords l where ${others}`);
};

/**
 * The other organizations as the generators pick them: k (0 first, the biggest), the id, its
 * centre, its employee account and its renters. A plain table, since the pool may run each
 * statement on another connection; dropped at the end.
 */
const mapOrganizations = async (db: Db, others: SQL) => {
  await db.execute(sql`drop table if exists bench_orgs`);
  await db.execute(sql`
    create table bench_orgs as
    select (row_number() over (order by l.id))::int - 1 as k, l.id as landlord_id,
      (select min(o.id) from objects o where o.landlord_id = l.id) as object_id,
      (select min(u.id) from users u where u.landlord_id = l.id) as staff_id,
      coalesce((select array_agg(r.id order by r.id) from renters r where r.landlord_id = l.id),
        '{}') as renter_ids
    from landlords l where ${others}`);
  await db.execute(sql`create unique index on bench_orgs (k)`);
};

/** Renters over the other organizations, skewed as the requests are: BIN and phone unique. */
const growRenters = (db: Db, count: number) =>
  db.execute(sql`
    insert into renters (landlord_id, legal_name, bin_iin, legal_address, outlet_name, category,
      contact_full_name, phone, email, status, created_at)
    select o.landlord_id, 'ТОО «Арендатор ' || g || '»', lpad((900000000000 + g)::text, 12, '0'),
      'г. Астана, ул. Кенесары, ' || (g % 200 + 1), 'Магазин ' || (g % 90 + 1), 'retail',
      'Контакт ' || g, '+7707' || lpad(g::text, 7, '0'), 'grown' || g || '@bench.example.kz',
      'active', now() - make_interval(days => ${h(1)} % 700)
    from generate_series(1, ${count}) g
    join bench_orgs o on o.k = ${orgOf(2)}`);

/**
 * Requests of the other organizations, oldest first over two years (mostly done, recent ones
 * open), numbered by `g` (unique within each), with one event each as the demo's have.
 */
const growBids = async (db: Db, count: number) => {
  const span = BIDS.days * 86_400;
  const age = sql.raw(`((${count} - g)::float8 * ${span} / ${count})`);
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      with tt as (
        select id, sla_hours, (row_number() over (order by id))::int - 1 as k
        from request_types where kind_id = ${REQUEST_KINDS.tenant} and is_active
      ),
      gen as (
        select g, ${orgOf(3)} as k, now() - make_interval(secs => ${age}) as created_at,
          case when ${age} < 3 * 86400 then 'new' when ${h(4)} % 100 < 88 then 'done' else 'cancelled' end as status
        from generate_series(${from}::int, ${to}::int) g
      )
      insert into bids (landlord_id, number, request_type_id, object_id, renter_id,
        applicant_name, phone, description, status, executor_id, sla_hours, due_at, source,
        done_at, closed_at, created_by, search_text, created_at, updated_at)
      select o.landlord_id, gen.g, tt.id, o.object_id,
        o.renter_ids[1 + ${h(5)} % greatest(cardinality(o.renter_ids), 1)],
        'Заявитель ' || gen.g, '+7708' || lpad(gen.g::text, 7, '0'), 'Заявка по помещению ' || gen.g,
        gen.status, o.staff_id, tt.sla_hours, gen.created_at + make_interval(hours => tt.sla_hours::int),
        'renter', case when gen.status = 'done' then gen.created_at + interval '5 hours' end,
        case when gen.status <> 'new' then gen.created_at + interval '5 hours' end,
        o.staff_id, concat_ws(' ', gen.g, 'Заявитель', gen.g, 'Заявка по помещению'),
        gen.created_at, gen.created_at
      from gen
      join bench_orgs o on o.k = gen.k
      join tt on tt.k = ${h(6)} % (select count(*) from tt)`);
  }
  await db.execute(sql`
    insert into bid_events (landlord_id, bid_id, user_id, type, from_status, to_status, at)
    select b.landlord_id, b.id, b.executor_id,
      case when b.status = 'new' then 'created' else 'status' end,
      case when b.status = 'new' then null else 'new' end, b.status, b.created_at
    from bids b join bench_orgs o on o.landlord_id = b.landlord_id`);
};

const OPEN = sql.raw(CURRENT_TASK_STATUSES.map((s) => `'${s}'`).join(', '));

/** Tasks of the other organizations, as the requests: their one employee does them all. */
const growTasks = async (db: Db, count: number) => {
  const span = TASKS.days * 86_400;
  const age = sql.raw(`((${count} - g)::float8 * ${span} / ${count})`);
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      with gen as (
        select g, ${orgOf(7)} as k, now() - make_interval(secs => ${age}) as created_at,
          case when ${age} < 2 * 86400 then 'in_progress' when ${h(8)} % 100 < 90 then 'accepted'
            when ${h(8)} % 100 < 95 then 'expired' else 'rejected' end as status
        from generate_series(${from}::int, ${to}::int) g
      )
      insert into tasks (landlord_id, number, executor_id, created_by, priority, deadline, status,
        description, assigned_at, done_at, search_text, created_at, updated_at)
      select o.landlord_id, gen.g, o.staff_id, o.staff_id,
        (array['low', 'medium', 'medium', 'high'])[1 + ${h(9)} % 4],
        case when gen.status in (${OPEN}) then now() + interval '2 days'
          else gen.created_at + interval '3 days' end,
        gen.status, 'Плановая задача ' || gen.g, gen.created_at,
        case when gen.status = 'accepted' then gen.created_at + interval '1 day' end,
        concat_ws(' ', gen.g, 'Плановая задача', gen.g), gen.created_at, gen.created_at
      from gen join bench_orgs o on o.k = gen.k`);
  }
  const theirs = sql`landlord_id in (select landlord_id from bench_orgs)`;
  await db.execute(sql`
    insert into task_events (landlord_id, task_id, user_id, type, to_status, at)
    select landlord_id, id, created_by, 'created', 'new', created_at from tasks where ${theirs}`);
  await db.execute(sql`
    insert into task_events (landlord_id, task_id, user_id, type, from_status, to_status, at)
    select landlord_id, id, executor_id, 'status', 'in_progress', 'done', done_at
    from tasks where ${theirs} and done_at is not null`);
};

/** Each organization's counters past its numbers, as the product keeps them. */
const setCounters = (db: Db) =>
  db.execute(sql`
    insert into counters (landlord_id, name, value)
    select landlord_id, name, max(number) from (
      select landlord_id, 'bids' as name, number from bids
        where landlord_id in (select landlord_id from bench_orgs)
      union all
      select landlord_id, 'tasks', number from tasks
        where landlord_id in (select landlord_id from bench_orgs)
    ) x group by landlord_id, name
    on conflict (landlord_id, name) do update set value = excluded.value`);

/**
 * From the 200k fill to the 1m one: renters, then the requests and tasks of the other
 * organizations (their tables' secondary indexes dropped meanwhile and built again after), and
 * the demo landlord's own tasks topped up to its fifth by `topUpDemoTasks`.
 */
export const growToMillion = async (
  db: Db,
  ids: { demo: number; second: number },
  counts: { renters: number; bids: number; tasks: number; demoTasks: number },
  topUpDemoTasks: (count: number) => Promise<void>,
  progress: (text: string) => void,
) => {
  let since = performance.now();
  const done = (what: string) => {
    const now = performance.now();
    progress(`  ${what} in ${((now - since) / 1000).toFixed(1)} s`);
    since = now;
  };
  const others = othersOf(ids);
  await addCentresAndStaff(db, others);
  await mapOrganizations(db, others);
  await withoutIndexes(db, 'renters', async () => {
    await growRenters(db, MILLION.renters - counts.renters);
  });
  // Again, so each organization's list of renters holds the new ones.
  await mapOrganizations(db, others);
  done(`${(MILLION.renters - counts.renters).toLocaleString('en-US')} more renters`);
  const bids = MILLION.bids - counts.bids;
  await withoutIndexes(db, 'bids', () =>
    withoutIndexes(db, 'bid_events', () => growBids(db, bids)),
  );
  done(`${bids.toLocaleString('en-US')} requests of the other organizations`);
  const demoTasks = Math.round(MILLION.tasks * MILLION.demoShare) - counts.demoTasks;
  const tasks = MILLION.tasks - counts.tasks - demoTasks;
  await withoutIndexes(db, 'tasks', () =>
    withoutIndexes(db, 'task_events', async () => {
      await topUpDemoTasks(demoTasks);
      await growTasks(db, tasks);
    }),
  );
  done(
    `${demoTasks.toLocaleString('en-US')} tasks of the demo landlord, ${tasks.toLocaleString('en-US')} of the others`,
  );
  await setCounters(db);
  await db.execute(sql`drop table bench_orgs`);
};
