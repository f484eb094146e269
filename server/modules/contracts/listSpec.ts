import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTRACT_STATUSES,
  CONTRACT_TABS,
  type ContractTab,
  ENDING_SOON_DAYS,
} from '../../../src/domain/contracts';
import { contractRooms, contracts } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ListSpec } from '../../lib/list';
import { TODAY } from '../../lib/occupancy';

const active = eq(contracts.status, 'active');

/** Active leases whose end falls within `days` from today. */
const endingWithin = (days: number) =>
  and(active, sql`${contracts.ends_on} between ${TODAY} and ${TODAY} + ${days}::int`);

const TAB_ROWS: Record<ContractTab, SQL | undefined> = {
  active,
  ending: endingWithin(ENDING_SOON_DAYS),
  drafts: eq(contracts.status, 'draft'),
  closed: inArray(contracts.status, ['terminated', 'expired']),
};

/** Active leases with an anniversary (an indexation) in the current month. */
const indexedThisMonth = and(
  active,
  sql`${contracts.indexation_percent} is not null`,
  sql`exists (select 1 from generate_series(1, 30) y
    where date_trunc('month', (${contracts.starts_on} + make_interval(years => y))::date)
      = date_trunc('month', ${TODAY})
      and (${contracts.starts_on} + make_interval(years => y))::date <= ${contracts.ends_on})`,
);

const wholeDays = z.coerce.number().int().min(1).max(3650);

/** `GET /api/contracts`: filters, tabs, sorts and search (number, renter, room). */
export const contractListSpec: ListSpec = {
  idColumn: contracts.id,
  defaultSort: ['ends_on', 'ASC'],
  sortable: {
    id: contracts.id,
    number: contracts.number,
    starts_on: contracts.starts_on,
    ends_on: contracts.ends_on,
    monthly_rent: contracts.monthly_rent,
    area: contracts.area,
    created_at: contracts.created_at,
  },
  filters: {
    status: { column: contracts.status, type: 'string', values: CONTRACT_STATUSES },
    object_id: { column: contracts.object_id, type: 'number' },
    renter_id: { column: contracts.renter_id, type: 'number' },
    responsible_id: { column: contracts.responsible_id, type: 'number' },
    signed_on: { column: contracts.signed_on, type: 'date' },
  },
  custom: {
    tab: (value) => {
      if (!CONTRACT_TABS.includes(value as ContractTab)) {
        throw badRequest({ 'filter.tab': 'validation.invalid' });
      }
      return TAB_ROWS[value as ContractTab];
    },
    ending_within: (value) => {
      const days = wholeDays.safeParse(value);
      if (!days.success) throw badRequest({ 'filter.ending_within': 'validation.invalid' });
      return endingWithin(days.data);
    },
    indexation_this_month: (value) => {
      if (value !== true && value !== 'true') return undefined;
      return indexedThisMonth;
    },
    room_id: (value) => {
      const id = z.coerce.number().int().positive().safeParse(value);
      if (!id.success) throw badRequest({ 'filter.room_id': 'validation.invalid' });
      return sql`exists (select 1 from ${contractRooms} where ${contractRooms.contract_id} = ${contracts.id}
        and ${contractRooms.room_id} = ${id.data})`;
    },
  },
  customDocs: {
    tab: `one of ${CONTRACT_TABS.map((t) => `"${t}"`).join(', ')} (ending: active, ending within ${ENDING_SOON_DAYS} days)`,
    ending_within: 'whole days 1–3650: active contracts ending within them from today',
    indexation_this_month: '`true`: active contracts with an indexation date this month',
    room_id: 'a room id: the contracts that lease it',
  },
  search: [contracts.search_text],
};
