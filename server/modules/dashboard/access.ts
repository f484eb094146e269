import { type Module, readScope } from '../../../src/domain/access';
import type { DashboardModule } from '../../../src/domain/dashboard';
import type { AuthUser } from '../../lib/authUser';

/** What a renter sees on the dashboard: its company's requests and its notifications. */
const RENTER_MODULES: readonly DashboardModule[] = ['requests', 'notifications'];

/** Pages of every staff member, whatever their levels. */
const PERSONAL: readonly DashboardModule[] = ['notifications', 'calendar'];

/**
 * Whether the caller's dashboard shows `module`: a renter its two, staff their inbox and
 * calendar always and a module of records when their level reads some of its rows.
 */
export const dashboardReads = (user: AuthUser, module: DashboardModule | Module): boolean => {
  if (user.role === 'renter') return RENTER_MODULES.includes(module as DashboardModule);
  if (PERSONAL.includes(module as DashboardModule)) return true;
  return readScope(user, module as Module) !== 'none';
};
