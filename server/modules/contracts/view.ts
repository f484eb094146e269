import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { lastLeaseDay, noticeBy } from '../../../src/domain/contracts';
import { indexationDays, rentSchedule } from '../../../src/domain/rentSchedule';
import type { Db } from '../../db/client';
import { contractRooms, contracts, objects, renters, rooms, users } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { fileRow, tableRow } from '../../lib/rowSchema';
import { CONTRACT_ENTITY } from './service';

const previous = alias(contracts, 'previous');
const responsible = alias(users, 'responsible');

const renewal = alias(contracts, 'renewal');

/** A column of the contract that extends this one (its renewal), if any. */
const renewalOf = <T>(column: typeof renewal.id | typeof renewal.number) =>
  sql<T | null>`(select ${column} from ${contracts} "renewal" where ${renewal.previous_id} = ${contracts.id}
    order by ${renewal.id} limit 1)`;

/** Contracts with the names a list shows beside them, in the page's own query. */
export const readContracts = (db: Db) =>
  db
    .select({
      ...getTableColumns(contracts),
      renter_name: sql<string>`coalesce(${renters.outlet_name}, ${renters.legal_name})`,
      object_name: objects.name,
      responsible_name: responsible.full_name,
      previous_number: previous.number,
      next_id: renewalOf<number>(renewal.id),
      next_number: renewalOf<string>(renewal.number),
    })
    .from(contracts)
    .innerJoin(renters, eq(renters.id, contracts.renter_id))
    .innerJoin(objects, eq(objects.id, contracts.object_id))
    .leftJoin(responsible, eq(responsible.id, contracts.responsible_id))
    .leftJoin(previous, eq(previous.id, contracts.previous_id));

export type ContractRead = Awaited<ReturnType<typeof readContracts>>[number];

const leasedRoom = z.object({
  id: z.number(),
  number: z.string(),
  floor: z.number(),
  area: z.number(),
});

/** One contract as lists and the card send it. */
export const contractRow = tableRow(contracts, ['alerts_sent', 'search_text']).extend({
  renter_name: z.string(),
  object_name: z.string(),
  responsible_name: z.string().nullable(),
  previous_number: z.string().nullable(),
  next_id: z.number().nullable(),
  next_number: z.string().nullable(),
  notice_by: z.string(),
  room_ids: z.array(z.number()),
  rooms: z.array(leasedRoom),
  file_ids: z.array(z.number()),
  files: z.array(fileRow),
});

/** The card: the rent month by month for the whole term, and the dates that fall due. */
export const contractCard = contractRow.extend({
  schedule: z.array(z.object({ month: z.string(), rent: z.number() })),
  critical_dates: z.object({
    ends_on: z.string(),
    notice_by: z.string(),
    indexations: z.array(z.string()),
  }),
});

/** Contracts as the API shows them: rooms and files in two queries a page, names alongside. */
export const contractViews =
  (secret: string) => async (db: Db, rows: ContractRead[], user: AuthUser) => {
    const ids = rows.map((r) => r.id);
    const [leased, attached] = await Promise.all([
      ids.length
        ? db
            .select({
              contract_id: contractRooms.contract_id,
              id: rooms.id,
              number: rooms.number,
              floor: rooms.floor,
              area: rooms.area,
            })
            .from(contractRooms)
            .innerJoin(rooms, eq(rooms.id, contractRooms.room_id))
            .where(inArray(contractRooms.contract_id, ids))
            .orderBy(asc(rooms.floor), asc(rooms.number))
        : [],
      filesOf(db, CONTRACT_ENTITY, ids, { secret, userId: user.id }),
    ]);
    return rows.map((row) => {
      const own = leased
        .filter((r) => r.contract_id === row.id)
        .map(({ contract_id: _c, ...room }) => ({ ...room, area: Number(room.area) }));
      const files = attached.get(row.id)?.files ?? [];
      // Which alerts went out and the search text stay inside.
      const { alerts_sent: _alerts, search_text: _search, ...shown } = row;
      return Object.assign(shown, {
        area: Number(row.area),
        notice_by: noticeBy(row.ends_on, row.notice_days),
        room_ids: own.map((r) => r.id),
        rooms: own,
        file_ids: files.map((f) => f.id),
        files,
      });
    });
  };

/** The card's extras: the schedule to the lease's last day and its critical dates. */
export const withSchedule = <T extends ContractRead & { notice_by: string }>(row: T) => ({
  ...row,
  schedule: rentSchedule({ ...row, ends_on: lastLeaseDay(row) }),
  critical_dates: {
    ends_on: row.ends_on,
    notice_by: row.notice_by,
    indexations: indexationDays(row),
  },
});
