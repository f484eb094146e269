import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ContractInput, monthlyRent } from '../../../src/domain/contracts';
import type { Db } from '../../db/client';
import { contractCounters, contractRooms, contracts, renters, rooms } from '../../db/schema';
import { assertExecutor } from '../../lib/assignedWork/executors';
import { assertOwnFiles } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { AppError } from '../../lib/errors';
import { leaseLastDay } from '../../lib/occupancy';
import { assertOwnObject, assertOwnRooms, assertOwnRow } from '../../lib/scope';

export const CONTRACT_ENTITY = 'contracts';
/** Who may be made responsible for a contract: the people whose `contracts` level works rows. */
export const CONTRACT_WORK = { module: 'contracts', resource: 'contracts' } as const;

export type ContractRow = typeof contracts.$inferSelect;

/** How `scope.ts` reads a contract: its organization, creator, and the renter it leases to. */
export const contractColumnsOf = (table: {
  landlord_id: AnyPgColumn;
  created_by: AnyPgColumn;
  renter_id: AnyPgColumn;
}) => ({
  landlord: table.landlord_id,
  createdBy: table.created_by,
  renter: table.renter_id,
});

export const contractColumns = contractColumnsOf(contracts);

/**
 * The checks of a contract's write and the columns it stores: the renter, object, rooms (of that
 * object), responsible person and files are the organization's; the area defaults to the rooms'
 * sum; the monthly rent and the search text follow from the rest.
 */
export const contractValues = async (
  db: Db,
  user: AuthUser,
  landlordId: number,
  input: ContractInput,
  currentFiles: number[],
) => {
  await assertOwnRow(db, renters, input.renter_id, landlordId, 'renter_id');
  await assertOwnObject(db, landlordId, input.object_id);
  const leased = await assertOwnRooms(db, landlordId, input.room_ids, {
    objectId: input.object_id,
  });
  await assertExecutor(db, CONTRACT_WORK, landlordId, input.responsible_id, 'responsible_id');
  await assertOwnFiles(db, user, input.file_ids, 'file_ids', currentFiles);
  const [renter] = await db
    .select({ legal_name: renters.legal_name, outlet_name: renters.outlet_name })
    .from(renters)
    .where(eq(renters.id, input.renter_id));
  const { room_ids: _rooms, file_ids: _files, ...fields } = input;
  const area = input.area ?? Math.round(leased.reduce((s, r) => s + Number(r.area), 0) * 100) / 100;
  return {
    ...fields,
    area,
    monthly_rent: monthlyRent(area, input.rate_per_m2),
    search_text: [
      input.number,
      renter.legal_name,
      renter.outlet_name ?? '',
      ...leased.map((r) => r.number),
    ].join(' '),
  };
};

/** Gives a contract exactly these rooms. */
export const setContractRooms = async (db: Db, contract: ContractRow, roomIds: number[]) => {
  await db.delete(contractRooms).where(eq(contractRooms.contract_id, contract.id));
  const unique = [...new Set(roomIds)];
  if (unique.length === 0) return;
  await db.insert(contractRooms).values(
    unique.map((room_id) => ({
      landlord_id: contract.landlord_id,
      contract_id: contract.id,
      room_id,
    })),
  );
};

/** A contract's rooms by contract, for many contracts in one query. */
export const roomIdsOf = async (db: Db, contractIds: number[]) => {
  const links = contractIds.length
    ? await db
        .select({ contract_id: contractRooms.contract_id, room_id: contractRooms.room_id })
        .from(contractRooms)
        .where(inArray(contractRooms.contract_id, contractIds))
        .orderBy(asc(contractRooms.room_id))
    : [];
  const byContract = new Map<number, number[]>();
  for (const link of links) {
    byContract.set(link.contract_id, [...(byContract.get(link.contract_id) ?? []), link.room_id]);
  }
  return byContract;
};

/**
 * A lease of these rooms from `starts_on` to `last_day` may cover them: no other lease covers one
 * of them on one of those days. The rooms' rows are locked in id order until the transaction ends,
 * so of two activations at once the second waits and then sees the first. 409 on `room_ids`
 * naming the other contract (`existing`).
 */
export const assertRoomsUnleased = async (
  db: Db,
  lease: { id: number; starts_on: string; last_day: string },
  roomIds: number[],
) => {
  const ids = [...new Set(roomIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.id, ids))
    .orderBy(asc(rooms.id))
    .for('update');
  const [other] = await db
    .select({ id: contracts.id, number: contracts.number })
    .from(contractRooms)
    .innerJoin(contracts, eq(contracts.id, contractRooms.contract_id))
    .where(
      and(
        inArray(contractRooms.room_id, ids),
        ne(contracts.id, lease.id),
        sql`${contracts.starts_on} <= ${lease.last_day}::date`,
        sql`${leaseLastDay(contracts)} >= ${lease.starts_on}::date`,
      ),
    )
    .orderBy(asc(contracts.starts_on))
    .limit(1);
  if (other) {
    throw new AppError(
      409,
      'CONFLICT',
      'The rooms are leased under another contract in this period',
      { room_ids: 'validation.contract_overlap' },
      { existing: other },
    );
  }
};

/** The number of the organization's next contract (`2026-0007`): the first free one after its counter. */
export const nextNumber = async (db: Db, landlordId: number, year: number) => {
  const [row] = await db
    .execute<{ number: string }>(sql`
    select ${`${year}-`} || lpad(n::text, 4, '0') as number
    from generate_series(
      coalesce((select ${contractCounters.last_number} from ${contractCounters}
        where ${contractCounters.landlord_id} = ${landlordId}), 0) + 1,
      coalesce((select ${contractCounters.last_number} from ${contractCounters}
        where ${contractCounters.landlord_id} = ${landlordId}), 0) + 1000) as n
    where not exists (select 1 from ${contracts} where ${contracts.landlord_id} = ${landlordId}
      and lower(${contracts.number}) = ${`${year}-`} || lpad(n::text, 4, '0'))
    order by n limit 1`)
    .then((r) => r.rows);
  return row?.number ?? `${year}-${Date.now()}`;
};

/** Counts a contract made: the next suggestion moves on. */
export const countContract = (db: Db, landlordId: number) =>
  db
    .insert(contractCounters)
    .values({ landlord_id: landlordId, last_number: 1 })
    .onConflictDoUpdate({
      target: contractCounters.landlord_id,
      set: { last_number: sql`${contractCounters.last_number} + 1` },
    });
