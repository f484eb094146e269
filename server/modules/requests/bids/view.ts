import { and, eq, getTableColumns, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_BID_STATUSES } from '../../../../src/domain/requests';
import { type BusinessCalendar, businessMinutesBetween } from '../../../../src/domain/sla';
import type { Db } from '../../../db/client';
import {
  bids,
  objects,
  objectTypes,
  renters,
  requestTypes,
  rooms,
  users,
} from '../../../db/schema';
import { landlordCalendar } from '../../../lib/businessCalendar';

const executors = alias(users, 'executors');

/** Open and past due: a query, never a loop. */
export const overdueCondition = (): SQL =>
  and(inArray(bids.status, [...OPEN_BID_STATUSES]), lt(bids.due_at, sql`now()`)) as SQL;

/** A bid's columns as the API shows them: all but the search text, which only filters. */
const { search_text: _searchText, ...shownColumns } = getTableColumns(bids);

/** Some of a bid's columns (an export's few). */
type BidColumns = Partial<typeof bids._.columns>;

/**
 * The journal's columns in one query: the bid (its shown columns, or `columns`) with its type,
 * object, room, renter and executor; `extra` adds columns or replaces these.
 */
export const selectBidRows = <
  Extra extends Record<string, SQL>,
  Columns extends BidColumns = typeof shownColumns,
>(
  db: Db,
  extra?: Extra,
  columns?: Columns,
) =>
  db
    .select({
      bid: (columns ?? shownColumns) as Columns,
      type_name: requestTypes.name,
      type_code: requestTypes.code,
      object_name: objects.name,
      object_type_name: objectTypes.name,
      room_number: rooms.number,
      renter_name: renters.legal_name,
      outlet_name: renters.outlet_name,
      executor_name: executors.full_name,
      ...(extra as Extra),
    })
    .from(bids)
    .innerJoin(requestTypes, eq(requestTypes.id, bids.request_type_id))
    .innerJoin(objects, eq(objects.id, bids.object_id))
    .innerJoin(objectTypes, eq(objectTypes.id, objects.object_type_id))
    .leftJoin(rooms, eq(rooms.id, bids.room_id))
    .leftJoin(renters, eq(renters.id, bids.renter_id))
    .leftJoin(executors, eq(executors.id, bids.executor_id));

export type BidJoinRow = Awaited<ReturnType<ReturnType<typeof selectBidRows>['where']>>[number];

/** Rows as the API shows them, with the business time left on the SLA clock (minutes). */
export const bidViews = async (db: Db, rows: BidJoinRow[], now = new Date()) => {
  const calendars = new Map<number, BusinessCalendar>();
  for (const id of new Set(rows.map((r) => r.bid.landlord_id))) {
    calendars.set(id, await landlordCalendar(db, id));
  }
  return rows.map((joined) => {
    const { bid } = joined;
    const open = (OPEN_BID_STATUSES as string[]).includes(bid.status);
    const calendar = calendars.get(bid.landlord_id) as BusinessCalendar;
    // Assigned onto the row the query made: V8 builds `{ ...row, more }` far slower.
    return Object.assign(bid, {
      type_name: joined.type_name,
      type_code: joined.type_code,
      object_name: joined.object_name,
      object_type_name: joined.object_type_name,
      room_number: joined.room_number,
      renter_name: joined.renter_name,
      outlet_name: joined.outlet_name,
      executor_name: joined.executor_name,
      overdue: open && new Date(bid.due_at) < now,
      time_left_minutes: open ? businessMinutesBetween(now, new Date(bid.due_at), calendar) : null,
    });
  });
};
