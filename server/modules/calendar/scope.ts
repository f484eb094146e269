import { and, eq, or, type SQL } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { organizationRows } from '../../lib/scope';

/** The calendar event's entity in the audit log. */
export const CALENDAR_EVENT_ENTITY = 'calendar_event';

/** Landlords and employees share events with their organization; renters and superadmins not. */
export const maySharePersonal = (user: AuthUser) =>
  (user.role === 'landlord' || user.role === 'employee') && user.landlord_id !== null;

/**
 * The events a caller sees (DOMAIN.md, calendar visibility; not subject to access levels): their
 * own, and for landlords and employees those shared with their organization.
 */
export const eventScope = (user: AuthUser): SQL => {
  const own = eq(calendarEvents.owner_id, user.id);
  if (!maySharePersonal(user)) return own;
  return or(
    own,
    and(eq(calendarEvents.shared, true), organizationRows(user, calendarEvents.landlord_id)),
  ) as SQL;
};
