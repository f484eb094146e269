import type { AccessMap } from './access';
import type { Locale } from './constants';
import type { UserRole } from './roles';

/** `GET /api/user`. */
export interface CurrentUser {
  id: number;
  login: string;
  email: string | null;
  phone: string | null;
  full_name: string;
  role: UserRole;
  locale: Locale;
  landlord_id: number | null;
  employee_id: number | null;
  renter_id: number | null;
  must_change_password: boolean;
  land: { id: number; name: string; logo: string } | null;
  room: { id: number; number: string; logo: string } | null;
  organization: { id: number; name: string; logo: string } | null;
  access: AccessMap | null;
  notification_access: boolean;
  has_bid_access: boolean;
}

/** `GET /api/user/all`: a person to pick as a recipient or an executor. */
export interface UserOption {
  id: number;
  full_name: string;
  role: UserRole;
  employee_id: number | null;
  renter_id: number | null;
}
