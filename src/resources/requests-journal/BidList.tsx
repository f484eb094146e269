import { Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  BooleanInput,
  Datagrid,
  DateInput,
  FunctionField,
  type RaRecord,
  ReferenceInputBase,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
  useLocaleState,
} from 'react-admin';
import { useStaffPeople } from '../../admin/assignedWork/useAssignable';
import { EmptyList } from '../../admin/common/EmptyList';
import { EnumChip } from '../../admin/common/EnumChip';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
import { FetchedChoicesInput } from '../../admin/common/filters/FetchedChoicesInput';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import {
  organizationColumn,
  useMixedOrganizations,
  useOrganizationFilters,
} from '../../admin/common/organization';
import { phoneText } from '../../admin/common/PhoneField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { TwoLines } from '../../admin/common/TwoLines';
import { useFormat } from '../../admin/common/useFormat';
import type { Locale } from '../../domain/constants';
import type { LocalizedName } from '../../domain/reference';
import { placeLabel } from '../../domain/roomLabel';
import { useSession } from '../../providers/session';
import { BID_STATUS_COLORS, bidStatusChoices } from './bidChoices';
import { SavedFilters } from './SavedFilters';
import { TimeLeft } from './TimeLeft';
import { useRequestTypes } from './useRequestTypes';

/** Bulk assignment shows once rows are selected: its dialog and picker come with it, not the journal. */
const BulkAssignButton = lazy(() =>
  import('./BulkAssignButton').then((module) => ({ default: module.BulkAssignButton })),
);

interface Row extends RaRecord {
  number: number;
  created_at: string;
  type_name: LocalizedName;
  object_type_name: LocalizedName;
  object_name: string;
  room_number: string | null;
  renter_name: string | null;
  outlet_name: string | null;
  applicant_name: string;
  phone: string | null;
}

/** The request types as a picker's choices. */
const useTypeChoices = () => useRequestTypes().choices;

/** The executors, after "no executor", as a picker's choices. */
const useExecutorChoices = () => [
  { id: 'none', name: 'resources.requests-journal.no_executor' },
  ...useStaffPeople(),
];

const filtersFor = (staff: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={bidStatusChoices} alwaysOn />,
  <FetchedChoicesInput key="type" source="request_type_id" useChoices={useTypeChoices} alwaysOn />,
  <DateInput
    key="from"
    source="created_at_gte"
    label="resources.requests-journal.created_from"
    alwaysOn
  />,
  <DateInput
    key="to"
    source="created_at_lte"
    label="resources.requests-journal.created_to"
    alwaysOn
  />,
  // An organization has a handful of objects: a plain list, without a search box's code.
  <ReferenceInputBase key="object" source="object_id" reference="objects">
    <SelectInput optionText="name" />
  </ReferenceInputBase>,
  ...(staff
    ? [
        <FetchedChoicesInput key="executor" source="executor_id" useChoices={useExecutorChoices} />,
        <BooleanInput key="overdue" source="overdue" />,
      ]
    : []),
];

/** The status and, while open, the business time left on its SLA clock. */
const StatusWithClock = (_props: { label: string; sortBy: string }) => (
  <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
    <EnumChip source="status" enumKey="bid_status" colors={BID_STATUS_COLORS} />
    <TimeLeft />
  </Stack>
);

/** `/requests-journal`: search, period, status, type, object, executor, overdue; SLA clock. */
export const BidList = () => {
  const mixed = useMixedOrganizations();
  const { user } = useSession();
  const [locale] = useLocaleState();
  const staff = user?.role !== 'renter';
  const { canAccess: canAssign } = useCanAccess({ resource: 'requests-journal', action: 'manage' });
  const name = (n: LocalizedName) => n[locale as Locale] ?? n.ru;
  const { dateTime: when } = useFormat();
  return (
    <List
      exporter={false}
      // List rows lack a request's answers and files: the tag keeps them out of the cache the
      // request's page starts from, so it waits for the whole request instead.
      queryOptions={{ meta: { rows: 'list' } }}
      filters={<ListFilters inputs={useOrganizationFilters(filtersFor(staff))} />}
      actions={
        <ListActions
          total="resources.requests-journal.total"
          createLabel="resources.requests-journal.create"
        >
          <SavedFilters resource="requests-journal" />
          <ExportExcelButton path="bids" />
        </ListActions>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<EmptyList createLabel="resources.requests-journal.create" />}
    >
      <PhoneOr
        rows={
          <SimpleList<Row>
            linkType="show"
            primaryText={(r) => `№ ${r.number} · ${name(r.type_name)}`}
            secondaryText={(r) =>
              [
                placeLabel(r.object_name, r.room_number),
                r.outlet_name ?? r.renter_name,
                when(r.created_at),
              ]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={() => <StatusWithClock label="" sortBy="due_at" />}
          />
        }
      >
        <Datagrid
          rowClick="show"
          bulkActionButtons={
            canAssign && user?.role !== 'superadmin' ? (
              <Suspense fallback={null}>
                <BulkAssignButton />
              </Suspense>
            ) : (
              false
            )
          }
        >
          {mixed && organizationColumn}
          <FunctionField<Row>
            source="request_type_id"
            sortable={false}
            render={(r) => name(r.type_name)}
          />
          <TextField source="number" />
          <FunctionField<Row>
            label="resources.requests-journal.fields.place"
            render={(r) => (
              <TwoLines
                first={placeLabel(r.object_name, r.room_number)}
                second={name(r.object_type_name)}
              />
            )}
          />
          <FunctionField<Row>
            label="resources.requests-journal.fields.renter_name"
            render={(r) => <TwoLines first={r.renter_name} second={r.outlet_name} />}
          />
          <FunctionField<Row>
            label="resources.requests-journal.fields.applicant_name"
            render={(r) => <TwoLines first={r.applicant_name} second={phoneText(r.phone)} />}
          />
          <LocalDateField source="created_at" showTime />
          <StatusWithClock label="resources.requests-journal.fields.status" sortBy="due_at" />
          {staff && (
            <TextField
              source="executor_name"
              label="resources.requests-journal.fields.executor_id"
              emptyText="—"
              sortable={false}
            />
          )}
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
