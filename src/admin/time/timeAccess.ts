import { canAccess } from '../../domain/access';
import type { CurrentUser } from '../../domain/user';

/**
 * Whether the timesheet is the user's: a level in time, and an organization of its own (a
 * superadmin has none, and the server has no timesheet to give it).
 */
export const mayReadTimesheet = (user: CurrentUser): boolean =>
  user.landlord_id != null && canAccess(user, { resource: 'time', action: 'list' });
