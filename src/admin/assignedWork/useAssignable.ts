import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { WorkModule } from '../../domain/assignedWork';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useMixedOrganizations } from '../common/organization';

/**
 * Whom the module's records may be assigned to (`GET /api/<module>/executors`, the server's
 * rule); `landlordId` names the record's organization for the superadmin, who has none of their own.
 */
export const useAssignable = (module: WorkModule, enabled = true, landlordId?: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const organization = useMixedOrganizations() ? landlordId : undefined;
  const query = useQuery({
    queryKey: [module, 'executors', organization],
    queryFn: () => dataProvider.assignable(module, organization),
    staleTime: 60_000,
    enabled,
  });
  return query.data ?? [];
};

/**
 * The organization's staff (owners and employees), for a list's filter by who executes or
 * created: it finds past executors too, whom an assignment would no longer take.
 */
export const useStaffPeople = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['user', 'all'],
    queryFn: () => dataProvider.people(''),
    staleTime: 60_000,
  });
  return (query.data ?? [])
    .filter((u) => u.role === 'employee' || u.role === 'landlord')
    .map((u) => ({ id: u.id, name: u.full_name }));
};
