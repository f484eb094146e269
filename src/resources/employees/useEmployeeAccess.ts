import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { holdsMore } from '../../domain/accessGrants';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';

/** One employee's levels and notification access (`GET /api/employee/{id}/access`). */
export const useEmployeeAccess = (id: number | undefined, enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['employee-access', id],
    queryFn: () => dataProvider.employeeAccess(id ?? 0),
    enabled: Boolean(id) && enabled,
  });
};

/** Whether an action on an employee is refused (`reason`, an i18n key) or not known yet. */
export interface HeldMore {
  pending: boolean;
  reason: string | null;
}

/**
 * Staff delete, restore and give a login only to colleagues who hold no more than they do (the
 * server's `holdsMore`); the owner to anyone, without asking for the levels.
 */
export const useHeldMore = (id: number | undefined): HeldMore => {
  const { user } = useSession();
  const staff = user?.role === 'employee';
  const { data } = useEmployeeAccess(id, staff);
  if (!user || !staff) return { pending: false, reason: null };
  if (!data) return { pending: true, reason: null };
  return { pending: false, reason: holdsMore(user, data) ? 'app.access.errors.holds_more' : null };
};
