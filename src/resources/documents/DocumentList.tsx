import {
  Datagrid,
  DateInput,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useListContext,
} from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
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
import { useFormat } from '../../admin/common/useFormat';
import { usePhone } from '../../admin/common/usePhone';
import type { DocumentTab } from '../../domain/documents';
import { shortText } from '../../i18n/shortText';
import { useSession } from '../../providers/session';
import {
  DirectionIcon,
  DocumentStatusChip,
  DueOnField,
  NumberField,
  StatusAndDue,
  useDirectionWords,
} from './DocumentFields';
import { DocumentTabs } from './DocumentTabs';
import {
  documentDeliveryChoices,
  documentDirectionChoices,
  documentStatusChoices,
} from './documentChoices';
import type { DocumentRow } from './documentView';
import { useDocumentResponsibles } from './useDocumentResponsibles';
import { WriteLetterButton } from './WriteLetterButton';

const search = <SearchInput key="q" source="q" alwaysOn />;

/** A renter reads its own letters: search is all it filters by. */
const RENTER_FILTERS = [search];

const STAFF_FILTERS = [
  search,
  <SelectInput key="direction" source="direction" choices={documentDirectionChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={documentStatusChoices} alwaysOn />,
  <FetchedChoicesInput
    key="responsible"
    source="responsible_id"
    useChoices={useDocumentResponsibles}
  />,
  <TextInput key="correspondent" source="correspondent" />,
  <SelectInput key="delivery" source="delivery" choices={documentDeliveryChoices} />,
  <DateInput key="from" source="registered_on_gte" />,
  <DateInput key="to" source="registered_on_lte" />,
];

/** A letter's number and days stay on one line each. */
const NO_WRAP = {
  '& .column-number, & .column-registered_on, & .column-due_on': { whiteSpace: 'nowrap' },
};

/** Each tab's words for an empty list (all letters: the register's own). */
const EMPTY: Record<DocumentTab, { message?: string; hint?: string }> = {
  to_answer: {
    message: 'resources.documents.empty_to_answer',
    hint: 'resources.documents.empty_to_answer_hint',
  },
  overdue: {
    message: 'resources.documents.empty_overdue',
    hint: 'resources.documents.empty_overdue_hint',
  },
  all: {},
};

/** An empty list in the open tab's words; a renter is offered to write a letter. */
const DocumentsEmpty = ({ renter }: { renter: boolean }) => {
  const { filterValues } = useListContext();
  if (renter) {
    return (
      <EmptyList
        message="resources.documents.empty_renter"
        hint="resources.documents.empty_renter_hint"
      >
        <WriteLetterButton variant="contained" />
      </EmptyList>
    );
  }
  const { tab = 'to_answer' } = filterValues as { tab?: DocumentTab };
  return <EmptyList createLabel="resources.documents.create" {...EMPTY[tab]} />;
};

/** The letters of the open tab as rows (a phone) or a table. */
const DocumentRows = ({ renter }: { renter: boolean }) => {
  const format = useFormat();
  const mixed = useMixedOrganizations();
  const directionWords = useDirectionWords();
  const empty = <DocumentsEmpty renter={renter} />;
  const phoneRows = (
    <SimpleList<DocumentRow>
      linkType="show"
      leftIcon={(r) => <DirectionIcon letter={r} />}
      primaryText={(r) => `№ ${r.number} · ${renter ? r.subject : r.correspondent}`}
      secondaryText={(r) =>
        [format.date(r.registered_on), directionWords(r.direction), renter ? null : r.subject]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={() => (renter ? <DocumentStatusChip /> : <StatusAndDue />)}
      empty={empty}
    />
  );
  if (usePhone()) return phoneRows;
  return (
    <Datagrid sx={NO_WRAP} rowClick="show" bulkActionButtons={false} empty={empty}>
      {mixed && organizationColumn}
      <NumberField source="number" label="resources.documents.fields.number" />
      <LocalDateField source="registered_on" />
      {!renter && <TextField source="correspondent" />}
      <FunctionField<DocumentRow>
        source="subject"
        sortable={false}
        render={(r) => shortText(r.subject, 90)}
      />
      {!renter && (
        <TextField
          source="responsible_name"
          label="resources.documents.fields.responsible_id"
          emptyText="—"
          sortable={false}
        />
      )}
      {!renter && <DueOnField source="due_on" label="resources.documents.fields.due_on" />}
      <DocumentStatusChip label="resources.documents.fields.status" sortBy="status" />
    </Datagrid>
  );
};

/**
 * `/documents`: the register of letters by tab (awaiting a reply, overdue, all), searched and
 * filtered, exported to Excel; staff register a letter here. A renter reads its own letters
 * here ("My letters") and writes a new one.
 */
export const DocumentList = () => {
  const { user } = useSession();
  const renter = user?.role === 'renter';
  const filters = useOrganizationFilters(renter ? RENTER_FILTERS : STAFF_FILTERS);
  return (
    <List
      title={renter ? 'app.menu.my_letters' : undefined}
      exporter={false}
      empty={false}
      filterDefaultValues={renter ? undefined : { tab: 'to_answer' }}
      filters={<ListFilters inputs={filters} />}
      actions={
        <ListActions total="resources.documents.total" createLabel="resources.documents.create">
          {renter ? <WriteLetterButton /> : <ExportExcelButton path="documents" />}
        </ListActions>
      }
      sort={{ field: 'registered_on', order: 'DESC' }}
    >
      {!renter && <DocumentTabs />}
      <DocumentRows renter={renter} />
    </List>
  );
};
