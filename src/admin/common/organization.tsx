import { lazy, type ReactElement, Suspense } from 'react';
import { ReferenceField } from 'react-admin';
import { useSession } from '../../providers/session';

/**
 * Whether the caller's lists mix organizations (the superadmin reads every landlord's rows):
 * they then show each row's organization and filter by it. Anyone else sees only their own.
 */
export const useMixedOrganizations = () => useSession().user?.role === 'superadmin';

/** A mixed list's column: the organization (landlord) a row belongs to. */
export const organizationColumn = (
  <ReferenceField
    source="landlord_id"
    reference="landlords"
    label="app.organization.label"
    link={false}
    sortable={false}
  />
);

/** Only the superadmin's lists have it: its search box is loaded when one shows it. */
const LazyOrganizationInput = lazy(() => import('./OrganizationInput'));

const OrganizationInput = (props: { source: string; alwaysOn?: boolean }) => (
  <Suspense fallback={null}>
    <LazyOrganizationInput {...props} />
  </Suspense>
);

const organizationFilter = <OrganizationInput key="landlord_id" source="landlord_id" alwaysOn />;

/** A list's filters, with the organization's first in a mixed list. */
export const useOrganizationFilters = (filters: ReactElement[]) =>
  useMixedOrganizations() ? [filters[0], organizationFilter, ...filters.slice(1)] : filters;
