import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { hasBidAccess } from '../../../src/domain/access';
import { DEFAULT_LOGO_URL } from '../../../src/domain/constants';
import type { CurrentUser } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { files, landlords, objects, renterRooms, rooms, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { publicFileUrl } from '../../lib/files/storage';
import { organizationRows } from '../../lib/scope';

const objectLogos = alias(files, 'object_logos');
const roomLogos = alias(files, 'room_logos');

/** A logo's public address, read in the same query as its record: a private file is none. */
const logoKey = (logo: { is_public: AnyPgColumn; storage_key: AnyPgColumn }) =>
  sql<string | null>`case when ${logo.is_public} then ${logo.storage_key} end`;
const logoUrl = (key: string | null) => (key ? publicFileUrl(key) : null);

/** The renter's first room and its object, or the organization's first object for staff. */
const placeOf = async (db: Db, user: AuthUser) => {
  const place = {
    object: { id: objects.id, name: objects.name },
    object_logo: logoKey(objectLogos),
  };
  if (user.renter_id) {
    const [row] = await db
      .select({
        ...place,
        room: { id: rooms.id, number: rooms.number },
        room_logo: logoKey(roomLogos),
      })
      .from(renterRooms)
      .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
      .innerJoin(objects, eq(objects.id, rooms.object_id))
      .leftJoin(objectLogos, eq(objectLogos.id, objects.logo_id))
      .leftJoin(roomLogos, eq(roomLogos.id, rooms.logo_id))
      .where(eq(renterRooms.renter_id, user.renter_id))
      .orderBy(asc(rooms.id))
      .limit(1);
    return row ?? null;
  }
  if (!user.landlord_id) return null;
  const [row] = await db
    .select(place)
    .from(objects)
    .leftJoin(objectLogos, eq(objectLogos.id, objects.logo_id))
    .where(organizationRows(user, objects.landlord_id))
    .orderBy(asc(objects.id))
    .limit(1);
  return row ? { ...row, room: null, room_logo: null } : null;
};

/** The user's own fields with the organization and its logo, in one query. */
const userWithOrganization = async (db: Db, user: AuthUser) => {
  const organizationId: SQL = user.landlord_id ? sql`${user.landlord_id}` : sql`null`;
  const [row] = await db
    .select({
      login: users.login,
      email: users.email,
      phone: users.phone,
      full_name: users.full_name,
      must_change_password: users.must_change_password,
      organization: { id: landlords.id, name: landlords.name },
      organization_logo: logoKey(files),
    })
    .from(users)
    .leftJoin(landlords, eq(landlords.id, organizationId))
    .leftJoin(files, eq(files.id, landlords.logo_id))
    .where(eq(users.id, user.id));
  return row;
};

/**
 * `GET /api/user`: logo = the object's, else the room's, else the organization's, else the
 * default. Two queries whatever the role.
 */
export const currentUserView = async (db: Db, user: AuthUser): Promise<CurrentUser> => {
  const [row, place] = await Promise.all([userWithOrganization(db, user), placeOf(db, user)]);
  const objectLogo = logoUrl(place?.object_logo ?? null);
  const roomLogo = logoUrl(place?.room_logo ?? null);
  const fallback = logoUrl(row.organization_logo) ?? DEFAULT_LOGO_URL;
  const { organization, organization_logo: _, ...own } = row;
  return {
    id: user.id,
    ...own,
    role: user.role,
    locale: user.locale,
    landlord_id: user.landlord_id,
    employee_id: user.employee_id,
    renter_id: user.renter_id,
    land: place ? { ...place.object, logo: objectLogo ?? roomLogo ?? fallback } : null,
    room: place?.room ? { ...place.room, logo: roomLogo ?? objectLogo ?? fallback } : null,
    organization: organization ? { ...organization, logo: fallback } : null,
    access: user.access,
    notification_access: user.notification_access,
    has_bid_access: hasBidAccess(user),
  };
};
