import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  canAccess,
  effectiveScope,
  LEVELS,
  levelOf,
  type Module,
  moduleOf,
  readScope,
  type Scope,
} from '../../src/domain/access';
import type { Db } from '../db/client';
import { objects, renterRooms, rooms } from '../db/schema';
import type { AuthUser } from './authUser';
import { badRequest, notFound } from './errors';

/**
 * The one row-scope rule of the server: which rows of a tenant-owned table a caller may read or
 * change. Every route that reads or changes a record goes through `rowScope`; nothing else turns
 * levels into SQL.
 */
export interface ScopeColumns {
  /** The table's `landlord_id`: the tenant. */
  landlord: AnyPgColumn;
  /** Who created a row (`users.id`): levels that read "created by me". */
  createdBy?: AnyPgColumn;
  /** Who a row is assigned to (`users.id`): levels that read "assigned to me". */
  executor?: AnyPgColumn;
  /** The column a renter user is matched on; without it a renter sees no rows. */
  renter?: AnyPgColumn;
  /** A room column: a renter sees the rows of the rooms its company holds (`renter_rooms`). */
  renterRoom?: AnyPgColumn;
  /**
   * An `employees.id` column of a module of people's own rows (time): levels that read "assigned
   * to me" read the caller's own employee row.
   */
  self?: AnyPgColumn;
}

/** The tenant alone: a superadmin sees every landlord, anyone else only their own. */
const tenantWhere = (user: AuthUser, column: AnyPgColumn): SQL | undefined => {
  if (user.role === 'superadmin') return undefined;
  return user.landlord_id ? eq(column, user.landlord_id) : sql`false`;
};

const rowsOf = (scope: Scope, user: AuthUser, cols: ScopeColumns): SQL | undefined => {
  const own = cols.self ? eq(cols.self, user.employee_id ?? 0) : undefined;
  const assigned = cols.executor ? eq(cols.executor, user.id) : own;
  const created = cols.createdBy ? eq(cols.createdBy, user.id) : undefined;
  switch (scope) {
    case 'all':
      return undefined;
    case 'assigned':
      return assigned ?? sql`false`;
    case 'created':
      return created ?? sql`false`;
    case 'assigned_or_created':
      return assigned || created ? or(assigned, created) : sql`false`;
    case 'none':
      return sql`false`;
  }
};

/** A renter's own rows: its company's (`renter`), or its company's rooms' (`renterRoom`). */
const renterRows = (user: AuthUser, cols: ScopeColumns): SQL => {
  const renterId = user.renter_id ?? 0;
  if (cols.renter) return eq(cols.renter, renterId);
  if (cols.renterRoom) {
    return sql`exists (select 1 from ${renterRooms} where ${renterRooms.room_id} = ${cols.renterRoom}
      and ${renterRooms.renter_id} = ${renterId})`;
  }
  return sql`false`;
};

/** What `user` may do to rows decides which: reading, editing fields, or working them. */
type RowAction = 'read' | 'edit' | 'work';

const scopeFor = (user: AuthUser, module: Module, action: RowAction): Scope => {
  if (action === 'read') return readScope(user, module);
  if (user.role === 'landlord') return 'all';
  if (user.role !== 'employee') return 'none';
  return effectiveScope(LEVELS[levelOf(user, module)][action], module);
};

/**
 * The rows of `module` in `cols`' table that `user` may read (or edit, or work): the tenant, then
 * the level's row set, then a renter's own rows.
 */
export const rowScope = (
  user: AuthUser,
  module: Module,
  cols: ScopeColumns,
  action: RowAction = 'read',
): SQL | undefined => {
  const tenant = tenantWhere(user, cols.landlord);
  if (user.role === 'renter') return and(tenant, renterRows(user, cols));
  return and(tenant, rowsOf(scopeFor(user, module, action), user, cols));
};

/** `rowScope` by resource name (`rooms` → objects); a resource of no module is the tenant alone. */
export const resourceScope = (
  user: AuthUser,
  resource: string,
  cols: ScopeColumns,
  action: RowAction = 'read',
): SQL | undefined => {
  const module = moduleOf(resource);
  return module ? rowScope(user, module, cols, action) : tenantWhere(user, cols.landlord);
};

/**
 * Rows of the caller's organization that a write may refer to or a picker offers (rooms to file
 * a request for, people to assign or notify, the organization's audit log), whatever the
 * caller's level in their own module. Not for reading a module's records: that is `rowScope`.
 */
export const organizationRows = (user: AuthUser, column: AnyPgColumn): SQL | undefined =>
  tenantWhere(user, column);

/**
 * Rooms a caller may file a request for: a renter its company's rooms (as `rowScope` reads them),
 * staff any room of their organization.
 */
export const requestPlaceRows = (
  user: AuthUser,
  room: { landlord: AnyPgColumn; id: AnyPgColumn },
) =>
  user.role === 'renter'
    ? and(
        tenantWhere(user, room.landlord),
        renterRows(user, { landlord: room.landlord, renterRoom: room.id }),
      )
    : tenantWhere(user, room.landlord);

/** The caller's own organization, or 404 (a superadmin or a user of none has no own rows). */
export const ownLandlordId = (user: AuthUser): number => {
  if (!user.landlord_id) throw notFound();
  return user.landlord_id;
};

/**
 * A module's own settings that are not rows (public form links, business hours): reading them
 * takes a level that reads every row, changing them the `manage` capability.
 */
export const moduleSettingsOpen = (user: AuthUser, resource: string, change: boolean) => {
  const module = moduleOf(resource);
  if (!module) return false;
  return change
    ? canAccess(user, { resource, action: 'manage' })
    : readScope(user, module) === 'all';
};

/**
 * An object a write refers to must be the caller's landlord's (else 400 on `field`); with
 * `within`, also one the caller may see in the objects module (rooms go only where it may look).
 */
export const assertOwnObject = async (
  db: Db,
  landlordId: number,
  objectId: number,
  opts: { field?: string; within?: AuthUser } = {},
) => {
  const [row] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(
        eq(objects.id, objectId),
        eq(objects.landlord_id, landlordId),
        opts.within
          ? rowScope(opts.within, 'objects', {
              landlord: objects.landlord_id,
              createdBy: objects.created_by,
            })
          : undefined,
      ),
    );
  if (!row) throw badRequest({ [opts.field ?? 'object_id']: 'validation.invalid' });
};

/**
 * The rooms a write names (each once, by id), all the landlord's and, with `objectId`, all in
 * that object — else 400 on `field`. Their numbers and areas, for the write to store.
 */
export const assertOwnRooms = async (
  db: Db,
  landlordId: number,
  roomIds: number[],
  opts: { field?: string; objectId?: number } = {},
) => {
  const ids = [...new Set(roomIds)];
  if (ids.length === 0) return [];
  const owned = await db
    .select({ id: rooms.id, number: rooms.number, area: rooms.area })
    .from(rooms)
    .where(
      and(
        inArray(rooms.id, ids),
        eq(rooms.landlord_id, landlordId),
        opts.objectId === undefined ? undefined : eq(rooms.object_id, opts.objectId),
      ),
    )
    .orderBy(rooms.id);
  if (owned.length !== ids.length)
    throw badRequest({ [opts.field ?? 'room_ids']: 'validation.invalid' });
  return owned;
};

/** A table a write may refer to by id: its rows belong to an organization. */
interface OwnedTable {
  id: AnyPgColumn;
  landlord_id: AnyPgColumn;
}

/**
 * A row a write refers to must be the landlord's (else 400 on `field`); `null` (none named)
 * passes. With `errors`, the field's message is added there instead, for a caller that answers
 * every field at once.
 */
export const assertOwnRow = async (
  db: Db,
  table: PgTable & OwnedTable,
  id: number | null,
  landlordId: number,
  field: string,
  errors?: Record<string, string>,
) => {
  if (id === null) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.landlord_id, landlordId)));
  if (row) return;
  if (!errors) throw badRequest({ [field]: 'validation.invalid' });
  errors[field] = 'validation.invalid';
};

/** The rows of `ids` a query in scope found: all of them, or 404 (never say which exist). */
export const allOrNotFound = <T>(rows: T[], ids: number[]): T[] => {
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
};
