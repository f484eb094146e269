import { asc, eq } from 'drizzle-orm';
import { hasBidAccess } from '../../../src/domain/access';
import { DEFAULT_LOGO_URL } from '../../../src/domain/constants';
import type { CurrentUser } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { files, landlords, objects, renterRooms, rooms, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { publicFileUrl } from '../../lib/files/storage';
import { organizationRows } from '../../lib/scope';

const logoOf = async (db: Db, fileId: number | null) => {
  if (!fileId) return null;
  const [file] = await db
    .select({ key: files.storage_key, isPublic: files.is_public })
    .from(files)
    .where(eq(files.id, fileId));
  return file?.isPublic ? publicFileUrl(file.key) : null;
};

/** The renter's first room and its object, or the landlord's first object for staff. */
const placeOf = async (db: Db, user: AuthUser) => {
  if (user.renter_id) {
    const [row] = await db
      .select({ room: rooms, object: objects })
      .from(renterRooms)
      .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
      .innerJoin(objects, eq(objects.id, rooms.object_id))
      .where(eq(renterRooms.renter_id, user.renter_id))
      .orderBy(asc(rooms.id))
      .limit(1);
    return { room: row?.room ?? null, object: row?.object ?? null };
  }
  if (!user.landlord_id) return { room: null, object: null };
  const [object] = await db
    .select()
    .from(objects)
    .where(organizationRows(user, objects.landlord_id))
    .orderBy(asc(objects.id))
    .limit(1);
  return { room: null, object: object ?? null };
};

/** `GET /api/user`: logo = the object's, else the room's, else the organization's, else default. */
export const currentUserView = async (db: Db, user: AuthUser): Promise<CurrentUser> => {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  const [organization] = user.landlord_id
    ? await db.select().from(landlords).where(eq(landlords.id, user.landlord_id))
    : [];
  const { room, object } = await placeOf(db, user);
  const [objectLogo, roomLogo, orgLogo] = await Promise.all([
    logoOf(db, object?.logo_id ?? null),
    logoOf(db, room?.logo_id ?? null),
    logoOf(db, organization?.logo_id ?? null),
  ]);
  const fallback = orgLogo ?? DEFAULT_LOGO_URL;
  return {
    id: row.id,
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
    land: object
      ? { id: object.id, name: object.name, logo: objectLogo ?? roomLogo ?? fallback }
      : null,
    room: room
      ? { id: room.id, number: room.number, logo: roomLogo ?? objectLogo ?? fallback }
      : null,
    organization: organization
      ? { id: organization.id, name: organization.name, logo: fallback }
      : null,
    access: user.access,
    notification_access: user.notification_access,
    has_bid_access: hasBidAccess(user),
  };
};
