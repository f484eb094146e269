import TableChartIcon from '@mui/icons-material/TableChart';
import {
  BooleanInput,
  Button,
  Datagrid,
  FunctionField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyList } from '../../admin/common/EmptyList';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
import { FetchedChoicesInput } from '../../admin/common/filters/FetchedChoicesInput';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { LocalNumberField } from '../../admin/common/LocalNumberField';
import {
  organizationColumn,
  useMixedOrganizations,
  useOrganizationFilters,
} from '../../admin/common/organization';
import { TwoLines } from '../../admin/common/TwoLines';
import { useFormat } from '../../admin/common/useFormat';
import { usePhone } from '../../admin/common/usePhone';
import { mayReadAllLeases } from '../../domain/leaseReports';
import { useSession } from '../../providers/session';
import { RENT_ROLL_PATH } from '../../routes';
import { BulkResponsibleButton } from './ContractBulkActions';
import { ContractStatusChip, EndsOnField, roomNumbers, StatusAndEnd } from './ContractFields';
import { ContractTabs } from './ContractTabs';
import { contractStatusChoices } from './contractChoices';
import type { ContractRow } from './contractView';
import { useResponsibles } from './useResponsibles';

const search = <SearchInput key="q" source="q" alwaysOn />;
const status = (
  <SelectInput key="status" source="status" choices={contractStatusChoices} alwaysOn />
);

/** A renter reads its own contracts: search and status are all it filters by. */
const RENTER_FILTERS = [search, status];

const STAFF_FILTERS = [
  search,
  status,
  <ReferenceInput key="object_id" source="object_id" reference="objects" alwaysOn />,
  <FetchedChoicesInput key="responsible" source="responsible_id" useChoices={useResponsibles} />,
  <NumberInput key="ending_within" source="ending_within" min={1} max={3650} step={1} />,
  <BooleanInput key="indexation" source="indexation_this_month" />,
];

/** A contract's number and days stay on one line each. */
const NO_WRAP = {
  '& .column-number, & .column-starts_on, & .column-ends_on': { whiteSpace: 'nowrap' },
};

/** The contracts of the open tab as rows (a phone) or a table. */
const ContractRows = () => {
  const format = useFormat();
  const mixed = useMixedOrganizations();
  // The bulk change is an edit of each contract (the server checks each one's scope).
  const { canAccess: canEdit } = useCanAccess({ resource: 'contracts', action: 'edit' });
  const empty = <EmptyList createLabel="resources.contracts.create" />;
  const phoneRows = (
    <SimpleList<ContractRow>
      linkType="show"
      primaryText={(r) => `№ ${r.number} · ${r.renter_name}`}
      secondaryText={(r) =>
        [r.object_name, roomNumbers(r), format.tenge(r.monthly_rent)].filter(Boolean).join(' · ')
      }
      tertiaryText={() => <StatusAndEnd />}
      empty={empty}
    />
  );
  if (usePhone()) return phoneRows;
  return (
    <Datagrid
      sx={NO_WRAP}
      rowClick="show"
      bulkActionButtons={canEdit ? <BulkResponsibleButton /> : false}
      empty={empty}
    >
      {mixed && organizationColumn}
      <TextField source="number" />
      <TextField
        source="renter_name"
        label="resources.contracts.fields.renter_id"
        sortable={false}
      />
      <FunctionField<ContractRow>
        label="resources.contracts.fields.place"
        sortable={false}
        render={(r) => <TwoLines first={r.object_name} second={roomNumbers(r)} />}
      />
      <LocalNumberField source="area" unit="area" />
      <LocalNumberField source="monthly_rent" unit="tenge" />
      <LocalDateField source="starts_on" />
      <EndsOnField source="ends_on" label="resources.contracts.fields.ends_on" />
      <ContractStatusChip label="resources.contracts.fields.status" sortable={false} />
      <TextField
        source="responsible_name"
        label="resources.contracts.fields.responsible_id"
        emptyText="—"
        sortable={false}
      />
    </Datagrid>
  );
};

/**
 * `/contracts`: the leases by tab (active, ending in 90 days, drafts, closed), searched and
 * filtered, exported to Excel; whoever edits contracts changes the responsible person of many at
 * once, and whoever reads them all opens the rent roll. A renter reads its own contracts here
 * ("My contracts").
 */
export const ContractList = () => {
  const { user } = useSession();
  const staff = user?.role !== 'renter';
  const filters = useOrganizationFilters(staff ? STAFF_FILTERS : RENTER_FILTERS);
  return (
    <List
      title={staff ? undefined : 'app.menu.my_contracts'}
      exporter={false}
      empty={false}
      filterDefaultValues={{ tab: 'active' }}
      filters={<ListFilters inputs={filters} />}
      actions={
        <ListActions total="resources.contracts.total" createLabel="resources.contracts.create">
          {mayReadAllLeases(user) && (
            <Button
              component={Link}
              to={RENT_ROLL_PATH}
              label="resources.contracts.rent_roll.title"
            >
              <TableChartIcon />
            </Button>
          )}
          <ExportExcelButton path="contracts" />
        </ListActions>
      }
      sort={{ field: 'ends_on', order: 'ASC' }}
    >
      <ContractTabs />
      <ContractRows />
    </List>
  );
};
