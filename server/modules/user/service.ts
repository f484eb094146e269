import { and, asc, eq, min, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { hasBidAccess } from '../../../src/domain/access';
import { DEFAULT_LOGO_URL } from '../../../src/domain/constants';
import type { CurrentUser } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { files, landlords, objects, renterRooms, rooms, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { publicFileUrl } from '../../lib/files/storage';
import { organizationRows } from '../../lib/scope';

const organizationLogos = alias(files, 'organization_logos');
const objectLogos = alias(files, 'object_logos');
const roomLogos = alias(files, 'room_logos');

/** A logo's public address, read in the same query as its record: a private file is none. */
const logoKey = (logo: { is_public: AnyPgColumn; storage_key: AnyPgColumn }) =>
  sql<string | null>`case when ${logo.is_public} then ${logo.storage_key} end`;
const logoUrl = (key: string | null) => (key ? publicFileUrl(key) : null);

/**
 * Where the user works: a renter's first room and its object, a staff member's first object of
 * the organization, nobody's for a user of none.
 */
const placeJoins = (user: AuthUser): { room: SQL; object: SQL } => {
  if (user.renter_id) {
    const firstRoom = sql`(select ${min(renterRooms.room_id)} from ${renterRooms}
      where ${eq(renterRooms.renter_id, user.renter_id)})`;
    return { room: sql`${rooms.id} = ${firstRoom}`, object: eq(objects.id, rooms.object_id) };
  }
  const firstObject = sql`(select ${min(objects.id)} from ${objects}
    where ${organizationRows(user, objects.landlord_id)})`;
  return {
    room: sql`false`,
    object: user.landlord_id ? sql`${objects.id} = ${firstObject}` : sql`false`,
  };
};

/** A renter's units leased today, each with its centre ("101" exists in every centre). */
const renterUnits = (db: Db, renterId: number | null) =>
  renterId === null
    ? []
    : db
        .selectDistinct({ id: rooms.id, number: rooms.number, object_name: objects.name })
        .from(renterRooms)
        .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
        .innerJoin(objects, eq(objects.id, rooms.object_id))
        .where(eq(renterRooms.renter_id, renterId))
        .orderBy(asc(rooms.id));

/**
 * `GET /api/user`, in one query (and a renter's units beside it): logo = the object's, else
 * the room's, else the organization's, else the default.
 */
export const currentUserView = async (db: Db, user: AuthUser): Promise<CurrentUser> => {
  const place = placeJoins(user);
  const [[row], units] = await Promise.all([
    db
      .select({
        login: users.login,
        email: users.email,
        phone: users.phone,
        full_name: users.full_name,
        must_change_password: users.must_change_password,
        organization: { id: landlords.id, name: landlords.name },
        organization_logo: logoKey(organizationLogos),
        room: { id: rooms.id, number: rooms.number },
        room_logo: logoKey(roomLogos),
        object: { id: objects.id, name: objects.name },
        object_logo: logoKey(objectLogos),
      })
      .from(users)
      .leftJoin(landlords, eq(landlords.id, users.landlord_id))
      .leftJoin(
        organizationLogos,
        and(eq(organizationLogos.id, landlords.logo_id), eq(organizationLogos.is_public, true)),
      )
      .leftJoin(rooms, place.room)
      .leftJoin(objects, place.object)
      .leftJoin(objectLogos, eq(objectLogos.id, objects.logo_id))
      .leftJoin(roomLogos, eq(roomLogos.id, rooms.logo_id))
      .where(eq(users.id, user.id)),
    renterUnits(db, user.renter_id),
  ]);
  const objectLogo = logoUrl(row.object_logo);
  const roomLogo = logoUrl(row.room_logo);
  const fallback = logoUrl(row.organization_logo) ?? DEFAULT_LOGO_URL;
  return {
    id: user.id,
    login: row.login,
    email: row.email,
    phone: row.phone,
    full_name: row.full_name,
    role: user.role,
    locale: user.locale,
    landlord_id: user.landlord_id,
    employee_id: user.employee_id,
    renter_id: user.renter_id,
    must_change_password: row.must_change_password,
    land: row.object ? { ...row.object, logo: objectLogo ?? roomLogo ?? fallback } : null,
    room: row.room ? { ...row.room, logo: roomLogo ?? objectLogo ?? fallback } : null,
    rooms: units,
    organization: row.organization ? { ...row.organization, logo: fallback } : null,
    access: user.access,
    notification_access: user.notification_access,
    has_bid_access: hasBidAccess(user),
    trial_ends_at: user.trial_ends_at,
  };
};
