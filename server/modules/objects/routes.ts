import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CITIES } from '../../../src/domain/landlord';
import { objectInput, ROOM_PURPOSES, ROOM_STATUSES, roomInput } from '../../../src/domain/objects';
import type { Db } from '../../db/client';
import { files, objects, objectTypes, rooms } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { crudRoutes } from '../../lib/crud';
import { badRequest } from '../../lib/errors';
import { attachLogo, logoUrls } from '../../lib/files/service';
import { publicFileUrl } from '../../lib/files/storage';
import { objectOccupancy, occupiedOn, roomStatus } from '../../lib/occupancy';
import { tableRow } from '../../lib/rowSchema';
import { assertOwnObject, ownLandlordId } from '../../lib/scope';

/** The one occupancy rule, today (`occupancy.ts`). */
const occupied = occupiedOn(rooms.id);

/** Objects with their public logo's key and occupancy, read in the page's own query. */
export const readObjects = (db: Db) => {
  const occupancy = objectOccupancy(db);
  return db
    .select({
      ...getTableColumns(objects),
      // The storage key; the view makes it the logo's address.
      logo_url: files.storage_key,
      rooms_total: occupancy.rooms_total,
      rooms_occupied: occupancy.rooms_occupied,
      area_total: occupancy.area_total,
      area_occupied: occupancy.area_occupied,
    })
    .from(objects)
    .leftJoin(files, and(eq(files.id, objects.logo_id), eq(files.is_public, true)))
    .leftJoinLateral(occupancy, sql`true`);
};

type ObjectRead = Awaited<ReturnType<typeof readObjects>>[number];

/** Objects as the API shows them: the logo's address and areas as numbers. */
const objectViews = (_db: Db, rows: ObjectRead[]) =>
  rows.map((row) =>
    // Assigned onto the row the query made: V8 builds `{ ...row, more }` far slower.
    Object.assign(row, { logo_url: row.logo_url ? publicFileUrl(row.logo_url) : null }),
  );

/** Rooms with their object's name: the centre a room is in, for pickers and lists to name it. */
const readRooms = (db: Db) =>
  db
    .select({ ...getTableColumns(rooms), status: roomStatus(rooms), object_name: objects.name })
    .from(rooms)
    .innerJoin(objects, eq(objects.id, rooms.object_id));

/** Numbers in their natural order within a centre (9 before 10, 101 before 1001). */
const roomNumberOrder = [sql`length(${rooms.number})`, rooms.number];

type RoomRead = Awaited<ReturnType<typeof readRooms>>[number];

const roomViews = async (db: Db, rows: RoomRead[]) => {
  const urls = await logoUrls(
    db,
    rows.map((r) => r.logo_id),
  );
  return rows.map((row) =>
    Object.assign(row, {
      area: Number(row.area),
      logo_url: urls.get(row.logo_id ?? 0) ?? null,
    }),
  );
};

/** The values with their logo: the one the row has, or a new upload attached to it. */
const withLogo = async <V extends { logo_id?: number | null }>(
  db: Db,
  user: AuthUser,
  values: V,
  before: { logo_id: number | null } | null,
) => {
  const logoId = values.logo_id;
  return {
    ...values,
    logo_id: logoId === before?.logo_id ? logoId : await attachLogo(db, user, logoId),
  };
};

/** `/api/objects`: a landlord's shopping and business centres. */
export const objectRoutes = crudRoutes({
  resource: 'objects',
  path: '/api/objects',
  table: objects,
  id: objects.id,
  landlord: objects.landlord_id,
  createdBy: objects.created_by,
  input: objectInput,
  tags: ['objects'],
  read: readObjects,
  view: objectViews,
  row: tableRow(objects).extend({
    logo_url: z.string().nullable(),
    rooms_total: z.number(),
    rooms_occupied: z.number(),
    area_total: z.number(),
    area_occupied: z.number(),
  }),
  prepare: async (db, user, values, before) => {
    const [type] = await db
      .select({ id: objectTypes.id })
      .from(objectTypes)
      .where(eq(objectTypes.id, values.object_type_id));
    if (!type) throw badRequest({ object_type_id: 'validation.invalid' });
    return withLogo(db, user, values, before);
  },
  list: {
    idColumn: objects.id,
    defaultSort: ['name', 'ASC'],
    sortable: {
      id: objects.id,
      name: objects.name,
      city: objects.city,
      created_at: objects.created_at,
    },
    filters: {
      object_type_id: { column: objects.object_type_id, type: 'number' },
      city: { column: objects.city, type: 'string', values: CITIES },
      is_public: { column: objects.is_public, type: 'boolean' },
    },
    search: [objects.name, objects.address],
  },
});

/**
 * A room stores what staff set (free or reserved); occupied is read from its leases, never set
 * by hand (an occupied room's form sends it back as it read it, which keeps what was stored).
 */
const manualStatus = (wanted: string, before: { status: string } | null) =>
  wanted === 'occupied' ? (before?.status ?? 'free') : wanted;

/** The status filter by the shown status: occupied by the rule, else the stored one. */
const statusFilter = (value: unknown) => {
  const wanted = (Array.isArray(value) ? value : [value]) as unknown[];
  if (wanted.length === 0 || wanted.some((v) => !ROOM_STATUSES.includes(v as never))) {
    throw badRequest({ 'filter.status': 'validation.invalid' });
  }
  return or(
    ...wanted.map((v) =>
      v === 'occupied' ? occupied : and(sql`not ${occupied}`, eq(rooms.status, v as string)),
    ),
  );
};

/**
 * `/api/rooms`: premises in the objects, each with its object's name; a renter reads the rooms
 * its company holds.
 */
export const roomRoutes = crudRoutes({
  resource: 'rooms',
  path: '/api/rooms',
  table: rooms,
  id: rooms.id,
  landlord: rooms.landlord_id,
  createdBy: rooms.created_by,
  renterRoomColumn: rooms.id,
  input: roomInput,
  tags: ['objects'],
  read: readRooms,
  view: roomViews,
  row: tableRow(rooms).extend({
    area: z.number(),
    logo_url: z.string().nullable(),
    object_name: z.string(),
  }),
  prepare: async (db, user, values, before) => {
    // A room goes only into an object the caller may see (a creator's own objects).
    await assertOwnObject(db, ownLandlordId(user), values.object_id, { within: user });
    const status = manualStatus(values.status, before);
    return withLogo(db, user, { ...values, area: String(values.area), status }, before);
  },
  list: {
    idColumn: rooms.id,
    defaultSort: ['place', 'ASC'],
    sortable: {
      id: rooms.id,
      place: [objects.name, ...roomNumberOrder],
      number: roomNumberOrder,
      floor: rooms.floor,
      area: rooms.area,
      status: roomStatus(rooms),
    },
    filters: {
      object_id: { column: rooms.object_id, type: 'number' },
      floor: { column: rooms.floor, type: 'number' },
      area: { column: rooms.area, type: 'number' },
      purpose: { column: rooms.purpose, type: 'string', values: ROOM_PURPOSES },
    },
    custom: { status: statusFilter },
    customDocs: { status: `one of ${ROOM_STATUSES.join(', ')}, or an array of them` },
    search: [rooms.number],
  },
});
