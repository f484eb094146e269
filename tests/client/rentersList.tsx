import type { ReactElement } from 'react';
import { ResourceContextProvider, SimpleList } from 'react-admin';
import { List } from '../../src/admin/common/List';
import { renderStaff } from './renderStaff';

/**
 * The renters list (our shared `List`, rows by legal name) with the given filters and actions,
 * outside the router's sync and without the sign-in check.
 */
export const renderRentersList = ({
  filters,
  actions,
}: {
  filters?: ReactElement;
  actions?: ReactElement;
}) =>
  renderStaff(
    <ResourceContextProvider value="renters">
      <List
        filters={filters}
        actions={actions}
        exporter={false}
        disableSyncWithLocation
        disableAuthentication
      >
        <SimpleList primaryText={(r) => r.legal_name} />
      </List>
    </ResourceContextProvider>,
  );
