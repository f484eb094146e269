import type { Db } from '../../server/db/client';
import type { AuthUser } from '../../server/lib/authUser';
import { dashboardOf } from '../../server/modules/dashboard/service';
import type { BaselineAnswer, Caller } from './scenarios';

/** The scenario's name, which the report's budget (p99 < 50 ms at 1 connection) looks up. */
export const DASHBOARD_SCENARIO = 'dashboard';

/** The bench's landlord as the server's routes see it once signed in. */
export const landlordUser = (caller: Caller): AuthUser => ({
  id: caller.userId,
  session_id: 'bench',
  login: 'landlord',
  full_name: 'landlord',
  role: 'landlord',
  locale: 'ru',
  landlord_id: caller.landlordId,
  employee_id: null,
  renter_id: null,
  must_change_password: false,
  access: null,
  notification_access: true,
  trial_ends_at: null,
});

/**
 * `GET /api/dashboard` bare: the same statements (cards, renters, pending, charts) for the
 * landlord, without the route's auth and serialization.
 */
export const dashboardBaseline = async (db: Db, caller: Caller): Promise<BaselineAnswer> => ({
  body: await dashboardOf(db, landlordUser(caller)),
});
